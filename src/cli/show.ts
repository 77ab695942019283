import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { openOutput } from '../cnf/file-output.js';
import { formatPuzzle, isOneLine, type OutputFormat } from '../formats/write.js';
import { alphabetOf, type InputFlags } from './options.js';
import { counted } from './messages.js';
import { eachPuzzle, loadEntries } from './puzzles.js';

type ShowFlags = InputFlags & { format?: OutputFormat; output?: string };

async function showCommand(path: string, flags: ShowFlags): Promise<number> {
  const { file, entries, selected } = await loadEntries(path, flags);
  const format = flags.format ?? (selected > 1 ? 'line' : 'pretty');
  const alphabet = alphabetOf(flags);
  const out = openOutput(flags.output);
  let status: number;
  // What was read, said on stderr at the end: how the file was read, its puzzles and their sides.
  let taken = 0;
  let good = 0;
  const sides = new Set<number>();
  const counting = (function* () {
    for (const entry of entries) {
      taken++;
      yield entry;
    }
  })();
  try {
    let first = true;
    status = await eachPuzzle(file, counting, async (entry) => {
      good++;
      sides.add(entry.grid.n);
      // Blocks of several lines are set apart by a blank line.
      const gap = isOneLine(format) || first ? '' : '\n';
      first = false;
      out.output.write(Buffer.from(`${gap + formatPuzzle(entry.grid, format, alphabet, entry)}\n`));
      if (out.output.blocked) await out.output.drained();
    });
    await out.finish();
  } catch (e) {
    await out.abort();
    throw e;
  }
  const sizes = [...sides].sort((a, b) => a - b).map((n) => `${n}x${n}`);
  const bad = taken - good;
  process.stderr.write(
    `${file.file}: ${counted(taken, 'puzzle')} read as ${file.format}${sizes.length > 0 ? ` (${sizes.join(', ')})` : ''}${bad > 0 ? `, ${bad} bad` : ''}\n`,
  );
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
