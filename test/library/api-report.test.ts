import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

// The public API's names, entry by entry, read from the built declarations the exports map points to;
// docs/api-report.md is this report (`npm run docs:api` rewrites it), so a change to the public surface
// shows in review as a change to that file.

type Entry = { name: string; kind: string; internal: boolean };

const KINDS: [ts.SymbolFlags, string][] = [
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.TypeAlias, 'type'],
  [ts.SymbolFlags.Enum, 'enum'],
  [ts.SymbolFlags.Variable, 'const'],
];

function entryPoints(): [string, string][] {
  const exports = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports as Record<string, { types?: string }>;
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([path, target]) => [path === '.' ? 'sudocnf' : `sudocnf/${path.slice(2)}`, join(ROOT, target.types!)]);
}

function publicNames(): Map<string, Entry[]> {
  const entries = entryPoints();
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, skipLibCheck: true, types: ['node'] },
  );
  const checker = program.getTypeChecker();
  const report = new Map<string, Entry[]>();
  for (const [name, file] of entries) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    const names = checker.getExportsOfModule(module).map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kind =
        KINDS.filter(([flag]) => symbol.flags & flag)
          .map(([, k]) => k)
          .join(' and ') || 'namespace';
      const internal = symbol.getJsDocTags(checker).some((tag) => tag.name === 'internal');
      return { name: exported.name, kind, internal };
    });
    report.set(
      name,
      names.sort((a, b) => a.name.localeCompare(b.name, 'en')),
    );
  }
  return report;
}

function markdown(report: Map<string, Entry[]>): string {
  const lines = [
    '# Public API report',
    '',
    'Generated from the built declarations by `npm run docs:api`; `npm test` fails when it is stale.',
    'Every name each entry of the package exports, with its kind. Details: the API reference (`npm run docs`).',
  ];
  for (const [entry, names] of report) {
    lines.push('', `## \`${entry}\``, '', ...names.map((n) => `- \`${n.name}\` (${n.kind})`));
  }
  return `${lines.join('\n')}\n`;
}

describe('the public API report', () => {
  const report = publicNames();

  it('covers every entry of the exports map, none empty', () => {
    expect([...report.keys()]).toEqual(entryPoints().map(([name]) => name));
    for (const [entry, names] of report) expect(names.length, entry).toBeGreaterThan(0);
  });

  it('exports nothing marked @internal', () => {
    const internal = [...report].flatMap(([entry, names]) => names.filter((n) => n.internal).map((n) => `${entry}: ${n.name}`));
    expect(internal).toEqual([]);
  });

  it('is docs/api-report.md', async () => {
    await expect(markdown(report)).toMatchFileSnapshot(join(ROOT, 'docs/api-report.md'));
  });
});
