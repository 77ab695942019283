import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

// The layers, lowest first: a module imports only from its own layer or lower ones.
// plumbing and the model < encodings < formula assembly < solvers < routes < commands.
const LAYERS: [number, RegExp][] = [
  [6, /^web\//],
  [5, /^src\/(cli\/|cli\.ts|api\/|index\.ts|exit-codes\.ts)/],
  [4, /^src\/(routes\/|certificate\/|generate\.ts|generate-checks\.ts|rate\.ts|bench\/|worker-pool\.ts|worker-task\.ts)/],
  [3, /^solvers\//],
  [2, /^src\/(formula\/|stats\.ts)/],
  [1, /^encodings\//],
  [0, /^src\//],
];
const NAMES = ['model and plumbing', 'encodings', 'formula assembly', 'solvers', 'routes', 'commands', 'web app'];

function layerOf(file: string): number {
  const found = LAYERS.find(([, pattern]) => pattern.test(file));
  if (!found) throw new Error(`no layer for ${file}`);
  return found[0];
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Every relative import of every source file, as [importer, imported] paths from the root. */
function imports(): [string, string][] {
  const edges: [string, string][] = [];
  for (const file of ['src', 'encodings', 'solvers', 'web'].flatMap(sources)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/(?:^|\n)(?:import|export)[^'"]*?from '(\.[^']+\.js)'/g)) {
      edges.push([file, relative(ROOT, resolve(ROOT, dirname(file), m[1]!)).replace(/\.js$/, '.ts')]);
    }
  }
  return edges;
}

describe('layers', () => {
  const edges = imports();

  it('finds the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(200);
  });

  it('no import runs from a lower layer to a higher one', () => {
    const upward = edges
      .filter(([from, to]) => layerOf(from) < layerOf(to))
      .map(([from, to]) => `${from} (${NAMES[layerOf(from)]}) imports ${to} (${NAMES[layerOf(to)]})`);
    expect(upward).toEqual([]);
  });

  it('the CNF plumbing imports neither encodings nor solvers, and the bench nothing of the CLI', () => {
    expect(edges.filter(([from, to]) => from.startsWith('src/cnf/') && /^(encodings|solvers)\//.test(to))).toEqual([]);
    expect(edges.filter(([from, to]) => from.startsWith('src/bench/') && to.startsWith('src/cli/'))).toEqual([]);
  });

  it('the web app uses the library, never the command line', () => {
    expect(edges.filter(([from]) => from.startsWith('web/')).length).toBeGreaterThan(10);
    expect(edges.filter(([from, to]) => from.startsWith('web/') && to.startsWith('src/cli/'))).toEqual([]);
  });
});
