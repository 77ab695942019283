import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { openOutput } from '../cnf/file-output.js';
import { formatPuzzle, type OutputFormat } from '../formats/write.js';
import { alphabetOf, type InputFlags } from './options.js';
import { eachPuzzle, loadEntries } from './puzzles.js';

type ShowFlags = InputFlags & { format?: OutputFormat; output?: string };

async function showCommand(path: string, flags: ShowFlags): Promise<number> {
  const { file, entries, selected } = await loadEntries(path, flags);
  const format = flags.format ?? (selected > 1 ? 'line' : 'pretty');
  const alphabet = alphabetOf(flags);
  const out = openOutput(flags.output);
  let status: number;
  try {
    let first = true;
    status = await eachPuzzle(file, entries, async (entry) => {
      // Blocks of several lines are set apart by a blank line.
      const gap = format === 'line' || format === 'json' || first ? '' : '\n';
      first = false;
      out.output.write(Buffer.from(`${gap + formatPuzzle(entry.grid, format, alphabet)}\n`));
      if (out.output.blocked) await out.output.drained();
    });
    await out.finish();
  } catch (e) {
    await out.abort();
    throw e;
  }
  return status;
}

export function showCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('show')
    .alias('convert')
    .description('read puzzles, check their givens and print them in another format')
    .argument('<puzzle-file>', 'puzzle file, or - for standard input');
  addOptions(cmd, 'show');
  cmd.action((path: string, flags: ShowFlags) => run(showCommand(path, flags)));
}
