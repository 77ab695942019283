#!/usr/bin/env node
import { main } from './cli/main.js';

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
});
process.exitCode = await main(process.argv);
