// Bundles the compiled commands: dist/src/cli/main.js and every module it loads become a few
// files in dist/src/cli-chunks/ (main.js and the chunks it shares with each command), which
// dist/src/cli.js loads, so that a start opens and compiles a few files instead of the ~200
// modules tsc writes. Run after tsc (npm run build:lib); the library and the worker threads keep
// tsc's modules, and the packages in node_modules stay imports.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'dist');
const OUT = join(DIST, 'src', 'cli-chunks');

// A module finds its workers, its WebAssembly and package.json beside its own compiled file. In a
// chunk, import.meta.url is the chunk's: each use is turned into the URL of the module's own file
// in dist, relative to the chunks' folder, so the bundle still finds them when dist moves.
const ownUrl = {
  name: 'own-url',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!args.path.startsWith(DIST + sep) || !text.includes('import.meta.url')) return undefined;
      const own = relative(OUT, args.path).split(sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`), loader: 'js' };
    });
  },
};

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: [join(DIST, 'src', 'cli', 'main.js')],
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
