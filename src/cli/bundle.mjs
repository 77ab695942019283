// Bundles the compiled commands: dist/src/cli/main.js and every module it loads become a few
// files in dist/src/cli-chunks/ (main.js and the chunks it shares with each command), which
// dist/src/cli.js loads, so that a start opens and compiles a few files instead of the ~200
// modules tsc writes; the modules the commands run as worker threads are bundled beside them.
// Run after tsc (npm run build:lib); the library keeps tsc's modules, and the packages in
// node_modules stay imports.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'dist');
const OUT = join(DIST, 'src', 'cli-chunks');

/** The compiled modules under these folders of dist, with their text. */
function* compiled(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && path !== OUT) yield* compiled(path);
    else if (entry.name.endsWith('.js')) yield [path, readFileSync(path, 'utf8')];
  }
}

// A module names the module a worker thread runs by its URL beside its own compiled file.
const WORKER_URL = /new URL\((['"])(\.{1,2}\/[^'"]+\.js)\1, import\.meta\.url\)/g;
const OWN_URL = new RegExp(`${WORKER_URL.source}|import\\.meta\\.url`, 'g');
/** Each module named so, by path, and the name of its bundled entry (its path under dist/src, flat). */
const workers = new Map();
for (const folder of ['src', 'solvers', 'encodings']) {
  for (const [path, text] of compiled(join(DIST, folder))) {
    for (const [, , spec] of text.matchAll(WORKER_URL)) {
      const target = resolve(dirname(path), spec);
      if (existsSync(target)) workers.set(target, relative(join(DIST, 'src'), target).replace(/\.js$/, '').split(sep).join('-'));
    }
  }
}

// A module finds its workers, its WebAssembly and package.json beside its own compiled file. In a
// chunk, import.meta.url is the chunk's: a worker's URL is turned into its bundled entry's, and
// every other use into the URL of the module's own file in dist, relative to the chunks' folder,
// so the bundle still finds them when dist moves.
const ownUrl = {
  name: 'own-url',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!args.path.startsWith(DIST + sep) || !text.includes('import.meta.url')) return undefined;
      const own = `new URL(${JSON.stringify(relative(OUT, args.path).split(sep).join('/'))}, import.meta.url).href`;
      const contents = text.replace(OWN_URL, (use, _quote, spec) => {
        const worker = spec === undefined ? undefined : workers.get(resolve(dirname(args.path), spec));
        if (worker !== undefined) return `new URL(${JSON.stringify(`./${worker}.js`)}, import.meta.url)`;
        return use.replace('import.meta.url', own);
      });
      return { contents, loader: 'js' };
    });
  },
};

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: [{ in: join(DIST, 'src', 'cli', 'main.js'), out: 'main' }, ...[...workers].map(([path, name]) => ({ in: path, out: name }))],
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  plugins: [ownUrl],
  logLevel: 'warning',
});
