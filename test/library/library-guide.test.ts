import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

// The library examples of the README and the guide (docs/library.md), compiled with tsc against the built package and
// run with Node, so they cannot rot. A line `// → text` after a statement is what the example prints there.
// The folder sits inside the repository, where `import … from 'sudocnf'` resolves to this package.

const DIR = resolve(ROOT, 'test/.readme-examples');

/** The ```ts blocks of the README and the library guide. */
function examples(): string[] {
  const text = ['README.md', 'docs/library.md'].map((f) => readFileSync(resolve(ROOT, f), 'utf8')).join('\n');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

const expectedOutput = (code: string) => [...code.matchAll(/^\/\/ → (.*)$/gm)].map((m) => m[1]!);

beforeAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  symlinkSync(resolve(ROOT, 'puzzles'), join(DIR, 'puzzles'));
  writeFileSync(
    join(DIR, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        types: ['node'],
        skipLibCheck: true,
      },
      include: ['*.ts'],
    }),
  );
  examples().forEach((code, i) => {
    writeFileSync(join(DIR, `example-${i + 1}.ts`), code);
  });
});
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('the library guide’s examples', () => {
  it('there are some', () => {
    expect(examples().length).toBeGreaterThanOrEqual(2);
  });

  it('compile against the package types', () => {
    const r = spawnSync(process.execPath, [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '-p', DIR], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.each(examples().map((code, i) => [i + 1, code] as const))('example %i runs and prints what it says', (i, code) => {
    const r = spawnSync(process.execPath, [join(DIR, `example-${i}.js`)], { cwd: DIR, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toEqual(expectedOutput(code));
  });
});
