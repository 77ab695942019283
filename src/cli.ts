#!/usr/bin/env node
import { EXIT } from './library/exit-codes.js';
import { outOfFiles, TOO_FEW_OPEN_FILES } from './cli/open-files.js';

// Write errors are read off the stream where the commands write (src/cli/stdout.ts); this
// listener only keeps a late one from crashing the process, and ends it quietly on a closed pipe.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
});

// The commands come bundled (src/cli/bundle.mjs): a start opens and compiles a few files instead
// of some 200 modules. Loaded here rather than imported, so that a limit of open files (ulimit -n)
// too low even for those is said as such, not as a stack trace.
const BUNDLED_MAIN = './cli-chunks/main.js';
let main: typeof import('./cli/main.js').main;
try {
  ({ main } = (await import(BUNDLED_MAIN)) as typeof import('./cli/main.js'));
} catch (e) {
  if (!outOfFiles(e)) throw e;
  process.stderr.write(`sudocnf: ${TOO_FEW_OPEN_FILES}\n`);
  process.exit(EXIT.ioError);
}
process.exitCode = await main(process.argv);
