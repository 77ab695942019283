#!/usr/bin/env node
import { main } from './cli/main.js';

// Ctrl-C and kill end the process through `exit`, whose hooks remove unfinished output files.
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
});
process.exitCode = await main(process.argv);
