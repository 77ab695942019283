#!/usr/bin/env node
import { main } from './cli/main.js';

// Write errors are read off the stream where the commands write (src/cli/stdout.ts); this
// listener only keeps a late one from crashing the process, and ends it quietly on a closed pipe.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
});
process.exitCode = await main(process.argv);
