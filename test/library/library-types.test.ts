import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

// The published declarations as a consumer without Node's types sees them: a project outside the
// repository, `sudocnf` linked into its node_modules, every public subpath imported, compiled by
// tsc with `types: []` and `skipLibCheck: false`. A declaration that names a Node type (`Writable`,
// `Buffer`, `NodeJS.*`, an import of `node:…`) fails it. The consumer's lib is ES2022 with
// ESNext.Disposable: routes and solvers are AsyncDisposable (`await using`).

const DIR = mkdtempSync(join(tmpdir(), 'sudocnf-consumer-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** The import specifiers of the exports map: `sudocnf`, `sudocnf/formats`, … */
function subpaths(): string[] {
  const exports = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports as Record<string, unknown>;
  return Object.keys(exports)
    .filter((path) => !path.endsWith('.json'))
    .map((path) => (path === '.' ? 'sudocnf' : `sudocnf/${path.slice(2)}`));
}

// Each line after `@ts-expect-error` must fail to compile, or tsc reports the directive unused.
const NARROWING = `
import { type CountAnswer, type Grid, type SolveAnswer, type UniqueAnswer, unique, why } from 'sudocnf';

export function solved(a: SolveAnswer): Grid | string {
  if (a.verdict === 'solved') {
    const grid: Grid = a.solution;
    return grid;
  }
  const reason: string | undefined = a.reason;
  return reason ?? a.verdict;
}

export function two(a: UniqueAnswer): Grid[] {
  if (a.verdict === 'multiple') {
    const both: [Grid, Grid] = [a.solution, a.second];
    return both;
  }
  if (a.verdict === 'unique') {
    const one: Grid = a.solution;
    return [one];
  }
  if (a.verdict === 'unknown') {
    const reason: string = a.reason;
    return reason ? [] : [];
  }
  // @ts-expect-error: no solution is there for no-solution
  return [a.solution];
}

export function stopped(a: CountAnswer): string | undefined {
  if (a.complete) {
    // @ts-expect-error: a complete count has no reason
    return a.reason;
  }
  return a.reason;
}

export function unnarrowed(a: SolveAnswer): unknown {
  // @ts-expect-error: before narrowing, a solution may not be there
  return a.solution;
}

export async function certified(): Promise<unknown> {
  const proved = await unique('', { proof: true });
  if (proved.verdict === 'unique' || proved.verdict === 'no-solution') {
    const files: unknown[] = proved.certificate.files;
    return files;
  }
  const plain = await unique('');
  if (plain.verdict === 'unique') {
    // @ts-expect-error: without proof: true, a certificate may not be there
    return plain.certificate.files;
  }
  const w = await why('');
  if (w.verdict === 'conflict') {
    const sentence: string = w.sentence;
    return [sentence, w.conflict[0]?.cells];
  }
  const reason: string = w.reason;
  return reason;
}
`;

// The consumer really has no Node types: without this, a leak could pass unseen.
const NO_NODE = `
// @ts-expect-error: no types for Node's modules
import type { Writable } from 'node:stream';
// @ts-expect-error: no Node globals
export type NodeBuffer = Buffer;
export type Unused = Writable;
`;

beforeAll(() => {
  mkdirSync(join(DIR, 'node_modules'));
  symlinkSync(ROOT, join(DIR, 'node_modules', 'sudocnf'), 'dir');
  writeFileSync(
    join(DIR, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'ESNext.Disposable'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        types: [],
        skipLibCheck: false,
        noEmit: true,
      },
      include: ['*.ts'],
    }),
  );
  writeFileSync(
    join(DIR, 'imports.ts'),
    subpaths()
      .map((path, i) => `export * as entry${i} from '${path}';\n`)
      .join(''),
  );
  writeFileSync(join(DIR, 'narrowing.ts'), NARROWING);
  writeFileSync(join(DIR, 'no-node.ts'), NO_NODE);
});

describe('the published declarations', () => {
  it('cover every subpath of the exports map', () => {
    expect(subpaths()).toContain('sudocnf');
    expect(subpaths().length).toBeGreaterThanOrEqual(10);
  });

  it('compile without Node types, skipLibCheck off, and narrow answers on their verdict', () => {
    const r = spawnSync(process.execPath, [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '-p', DIR], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
