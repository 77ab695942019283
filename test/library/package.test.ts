import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

// What `npm publish` would ship: the build, the README, the licence and notice, the changelog and package.json, nothing else.

const ALWAYS = ['CHANGELOG.md', 'LICENSE', 'NOTICE', 'README.md', 'package.json'];

function packed(): string[] {
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
}

describe('npm pack', () => {
  const files = packed();

  it('lists only dist/, README.md, LICENSE, NOTICE, CHANGELOG.md and package.json', () => {
    expect(files.filter((f) => !f.startsWith('dist/') && !ALWAYS.includes(f))).toEqual([]);
    for (const f of ALWAYS) expect(files).toContain(f);
  });

  it("ships the entry points, the bundled commands and the web app, and nothing built from tests or benchmarks nor the compiler's build state", () => {
    for (const f of [
      'dist/src/cli.js',
      'dist/src/cli-chunks/main.js',
      'dist/src/index.js',
      'dist/src/index.d.ts',
      'dist/web/index.html',
      'dist/solvers/cadical-core/cadical-core.wasm',
      'dist/web/cadical-core.wasm',
    ])
      expect(files).toContain(f);
    expect(files.filter((f) => /^dist\/(test|bench)\//.test(f) || /\.test\.(js|d\.ts)$/.test(f))).toEqual([]);
    expect(files.filter((f) => f.includes('tsbuildinfo'))).toEqual([]);
  });
});
