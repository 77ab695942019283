// Builds the web app into dist/web: the page, its worker, the styles and CaDiCaL's WebAssembly,
// all from this package (no CDN), so `sudocnf web` or any static server can serve it offline.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist', 'web');

// Node-only modules of the library and what the browser gets in their place (the "browser"
// substitutions of a package.json, kept here where the build can see them).
const BROWSER_SUBSTITUTES = {
  'src/formats/yaml-library.ts': 'web/src/browser/yaml-library.ts',
  'solvers/minisat/index.ts': 'solvers/minisat/in-thread.ts',
  'solvers/external/solver.ts': 'web/src/browser/no-processes.ts',
  'src/core/worker-pool.ts': 'web/src/browser/no-threads.ts',
  'solvers/cadical-race/index.ts': 'web/src/browser/no-race.ts',
  'solvers/cadical-core/wasm-bytes.ts': 'web/src/browser/core-wasm-bytes.ts',
  'solvers/cadical-proof.ts': 'web/src/browser/no-proof-files.ts',
  'solvers/dimacs-file.ts': 'web/src/browser/no-proof-files.ts',
  'src/routes/band-lanes.ts': 'web/src/browser/no-band-lanes.ts',
  'src/core/version.ts': 'web/src/browser/version.ts',
};

const substitutes = {
  name: 'browser-substitutes',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (args) => {
      if (!args.importer) return undefined;
      const target = resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts');
      const key = Object.keys(BROWSER_SUBSTITUTES).find((k) => target === join(ROOT, k));
      return key ? { path: join(ROOT, BROWSER_SUBSTITUTES[key]) } : undefined;
    });
  },
};

const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
mkdirSync(OUT, { recursive: true });
const result = await build({
  entryPoints: { app: join(ROOT, 'web/src/main.ts'), worker: join(ROOT, 'web/src/worker.ts') },
  outdir: OUT,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: false,
  metafile: true,
  loader: { '.txt': 'text', '.yaml': 'text', '.json': 'text' },
  define: { __SUDOCNF_VERSION__: JSON.stringify(version) },
  plugins: [substitutes],
  logLevel: 'warning',
});
copyFileSync(join(ROOT, 'solvers/cadical-core/cadical-core.wasm'), join(OUT, 'cadical-core.wasm'));
copyFileSync(join(ROOT, 'web/style.css'), join(OUT, 'style.css'));
writeFileSync(join(OUT, 'index.html'), readFileSync(join(ROOT, 'web/index.html'), 'utf8').replaceAll('{{version}}', version));
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
if (process.argv.includes('--verbose')) console.log(`dist/web: ${(bytes / 1024).toFixed(0)} KB of script`);
