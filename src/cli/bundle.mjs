// Bundles the compiled command line: dist/src/cli.js becomes one small entry and the commands'
// modules a few chunks in dist/src/cli-chunks/, so that a start opens and compiles a few files
// instead of the ~200 modules tsc writes. Run after tsc (npm run build:lib); the library keeps
// tsc's modules, and the packages in node_modules stay imports.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'dist');
const OUT = join(DIST, 'src');
const CHUNKS = 'cli-chunks';
const ENTRY = join(OUT, 'cli.js');
const MARK = '// The command line, bundled by src/cli/bundle.mjs.';

if (readFileSync(ENTRY, 'utf8').includes(MARK)) {
  process.stderr.write('src/cli/bundle.mjs: dist/src/cli.js is already bundled; compile first (npm run build:lib)\n');
  process.exit(1);
}

// A module finds its workers, its WebAssembly and package.json beside its own compiled file. In a
// chunk, import.meta.url is the chunk's: each use is turned into the URL of the module's own file
// in dist, relative to the chunks' folder, so the bundle still finds them when dist moves.
const located = new Set();
const ownUrl = {
  name: 'own-url',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!args.path.startsWith(DIST + sep) || !text.includes('import.meta.url')) return undefined;
      located.add(relative(ROOT, args.path));
      const own = relative(join(OUT, CHUNKS), args.path).split(sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`), loader: 'js' };
    });
  },
};

rmSync(join(OUT, CHUNKS), { recursive: true, force: true });
const result = await build({
  entryPoints: [ENTRY],
  outdir: OUT,
  entryNames: '[name]',
  chunkNames: `${CHUNKS}/[name]-[hash]`,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  allowOverwrite: true,
  banner: { js: MARK },
  metafile: true,
  plugins: [ownUrl],
  logLevel: 'warning',
});

// The rewritten URLs hold only in the chunks' folder: a module that uses its own URL must not land in the entry.
const entryInputs = Object.keys(result.metafile.outputs[relative(ROOT, ENTRY)]?.inputs ?? {});
const misplaced = entryInputs.filter((input) => located.has(input));
if (misplaced.length > 0) {
  process.stderr.write(`src/cli/bundle.mjs: ${misplaced.join(', ')} landed in the entry, where its own URL would be wrong\n`);
  process.exit(1);
}
