#!/usr/bin/env node
import { importGently } from './cli/gentle-import.js';
import { EXIT } from './library/exit-codes.js';

// Write errors are read off the stream where the commands write (src/cli/stdout.ts); this
// listener only keeps a late one from crashing the process, and ends it quietly on a closed pipe.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
});

// Loaded here rather than imported: Node opens the command line's modules many at a time, so
// under a low limit of open files (ulimit -n) they are loaded a few at a time, and a limit too low
// even for that is said as such instead of as a stack trace.
let main: typeof import('./cli/main.js').main;
try {
  ({ main } = await importGently<typeof import('./cli/main.js')>(new URL('./cli/main.js', import.meta.url)));
} catch (e) {
  const code = (e as NodeJS.ErrnoException).code;
  if (code !== 'EMFILE' && code !== 'ENFILE') throw e;
  process.stderr.write(
    'sudocnf: too many open files while loading its modules: raise the limit of open files (ulimit -n; 256 is plenty)\n',
  );
  process.exit(EXIT.ioError);
}
process.exitCode = await main(process.argv);
