import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { renderTable } from '../core/text-table.js';
import { dlxNodesText, guessesText, rate } from '../generate/rate.js';
import type { InputFlags } from './options.js';
import { eachPuzzle, loadEntries } from './puzzles.js';
import { writeStdout } from './stdout.js';

async function rateCommand(path: string, flags: InputFlags & { format: 'table' | 'json' }): Promise<number> {
  const { file, entries } = await loadEntries(path, flags);
  const rows: (string | number)[][] = [];
  const status = await eachPuzzle(file, entries, async (entry) => {
    const r = await rate(entry.grid);
    if (flags.format === 'json') writeStdout(`${JSON.stringify({ index: entry.index, ...r })}\n`);
    else rows.push([entry.index, r.level, r.conflicts, r.decisions, dlxNodesText(r), guessesText(r)]);
  });
  if (flags.format === 'table' && rows.length > 0)
    writeStdout(`${renderTable(['puzzle', 'level', 'SAT conflicts', 'SAT decisions', 'DLX nodes', 'tactics guesses'], rows)}\n`);
  return status;
}

export function rateCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('rate')
    .description('rate puzzles: the logic that solves them (singles, box-line, or search) and the search effort of SAT and DLX')
    .argument('<puzzle-file>', 'puzzle file or batch, or - for standard input');
  addOptions(cmd, 'rate');
  cmd.action((path: string, flags: InputFlags & { format: 'table' | 'json' }) => run(rateCommand(path, flags)));
}
