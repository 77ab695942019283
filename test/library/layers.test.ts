import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_KINDS } from '../../src/core/rules/index.js';
import { ROOT } from '../helpers.js';

// The layers, lowest first: a module imports only from its own layer or lower ones. Every source
// file sits in a folder listed here (ARCHITECTURE.md says what each holds); a file anywhere else
// has no layer, and fails the test.
const LAYERS: [number, RegExp][] = [
  [6, /^web\//],
  [5, /^src\/(cli|library|options)\/|^src\/(cli|index)\.ts$/],
  [4, /^src\/(routes|generate|comparison|proof\/certificate)\/|^src\/proof\/index\.ts$/],
  [3, /^solvers\//],
  [2, /^src\/formula\//],
  [1, /^encodings\//],
  [0, /^src\/(core|formats|cnf|logic|plot|proof)\//],
];
// Finer ranks of folders, within and across the layers: a folder imports only from its own rank
// or lower ones. Among the model and plumbing, the model comes first, then the readers and the
// logic, the CNF plumbing (compact numbering reads the logic's literal status), the plots; the
// proof checkers rank above the solvers, which write proofs but never check them.
const RANKS: [number, RegExp][] = [
  [10, /^web\//],
  [9, /^src\/(cli|library|options)\/|^src\/(cli|index)\.ts$/],
  [8, /^src\/(routes|generate|comparison|proof\/certificate)\/|^src\/proof\/index\.ts$/],
  [7, /^src\/proof\//],
  [6, /^solvers\//],
  [5, /^src\/formula\//],
  [4, /^encodings\//],
  [3, /^src\/plot\//],
  [2, /^src\/cnf\//],
  [1, /^src\/(formats|logic)\//],
  [0, /^src\/core\//],
];

function rankOf(file: string): number | undefined {
  return RANKS.find(([, pattern]) => pattern.test(file))?.[0];
}

const NAMES = ['model and plumbing', 'encodings', 'formula assembly', 'solvers', 'routes', 'commands and library', 'web app'];

function layerOf(file: string): number | undefined {
  return LAYERS.find(([, pattern]) => pattern.test(file))?.[0];
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const FILES = ['src', 'encodings', 'solvers', 'web/src'].flatMap(sources);

/** Every relative import of every source file (type imports and re-exports too), as [importer, imported] paths from the root. */
function imports(): [string, string][] {
  const edges: [string, string][] = [];
  for (const file of FILES) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/(?:^|\n)(?:import|export)[^'"]*?from '(\.[^']+\.js)'/g)) {
      edges.push([file, relative(ROOT, resolve(ROOT, dirname(file), m[1]!)).replace(/\.js$/, '.ts')]);
    }
  }
  return edges;
}

/** The import circles: strongly connected groups of more than one file (Tarjan's algorithm). */
function circles(edges: readonly [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('layers', () => {
  const edges = imports();

  it('finds the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(200);
  });

  it('every source file is in a folder of a layer', () => {
    expect(FILES.filter((f) => layerOf(f) === undefined)).toEqual([]);
  });

  it('a file in no listed folder has no layer', () => {
    expect(layerOf('src/loose.ts')).toBeUndefined();
    expect(layerOf('src/newfolder/x.ts')).toBeUndefined();
    expect(layerOf('src/proof/check-proof.ts')).toBe(0);
    expect(layerOf('src/proof/certificate/certify.ts')).toBe(4);
  });

  it('no import runs from a lower layer to a higher one', () => {
    const upward = edges
      .filter(([from, to]) => layerOf(from)! < layerOf(to)!)
      .map(([from, to]) => `${from} (${NAMES[layerOf(from)!]}) imports ${to} (${NAMES[layerOf(to)!]})`);
    expect(upward).toEqual([]);
  });

  it('no import runs up the finer ranks of folders, which would have caught the grid reading the formats', () => {
    expect(FILES.filter((f) => rankOf(f) === undefined)).toEqual([]);
    expect(rankOf('src/core/grid.ts')).toBeLessThan(rankOf('src/formats/alphabet.ts')!);
    expect(rankOf('solvers/external/presets.ts')).toBeLessThan(rankOf('src/proof/proof-format.ts')!);
    const upward = edges.filter(([from, to]) => rankOf(from)! < rankOf(to)!).map(([from, to]) => `${from} imports ${to}`);
    expect(upward).toEqual([]);
  });

  it('no import circles', () => {
    expect(circles(edges)).toEqual([]);
    // The check finds one where there is one.
    expect(
      circles([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('the CNF plumbing imports neither encodings nor solvers, and the bench command nothing of the CLI', () => {
    expect(edges.filter(([from, to]) => from.startsWith('src/cnf/') && /^(encodings|solvers)\//.test(to))).toEqual([]);
    expect(edges.filter(([from, to]) => from.startsWith('src/comparison/') && to.startsWith('src/cli/'))).toEqual([]);
  });

  it('no module outside src/core/rules/ tells rule kinds apart by name', () => {
    const names = new Set<string>(RULE_KINDS.map((kind) => kind.kind));
    /** Comparisons of a kind with a kind's name (`rule.kind === 'cage'`, either way round), and `case 'cage':`. */
    const byName = (text: string) =>
      [
        ...text.matchAll(/\bkind\s*[!=]==?\s*'([^']+)'/g),
        ...text.matchAll(/'([^']+)'\s*[!=]==?\s*[\w.?]*\bkind\b/g),
        ...text.matchAll(/\bcase\s+'([^']+)'\s*:/g),
      ].filter((m) => names.has(m[1]!));
    const found = FILES.filter((file) => !file.startsWith('src/core/rules/')).flatMap((file) =>
      byName(readFileSync(join(ROOT, file), 'utf8')).map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
    // The check finds each form.
    expect(byName("if (rule.kind === 'cage') …; 'thermometer' !== r.kind; switch (k) { case 'arrow': }")).toHaveLength(3);
    expect(byName("p.kind === 'given'; case 'solve':")).toHaveLength(0);
  });

  it('the web app uses the library, never the command line', () => {
    expect(edges.filter(([from]) => from.startsWith('web/')).length).toBeGreaterThan(10);
    expect(edges.filter(([from, to]) => from.startsWith('web/') && to.startsWith('src/cli/'))).toEqual([]);
  });
});
