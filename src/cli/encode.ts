import type { Command } from 'commander';
import { resolveSpec } from '../../encodings/spec.js';
import { openOutput } from '../cnf/file-output.js';
import { writeDimacs } from '../cnf/formula.js';
import { UsageError } from '../errors.js';
import { EXIT } from '../exit-codes.js';
import { addEncodingOptions, addInputOptions, addOutputOption, type EncodingFlags, type InputFlags } from './options.js';
import { entryLabel, loadEntries, reportBadEntry } from './puzzles.js';

type EncodeFlags = InputFlags & EncodingFlags & { output?: string };

async function encodeCommand(path: string, flags: EncodeFlags): Promise<number> {
  const spec = resolveSpec(flags);
  const { file, entries } = await loadEntries(path, flags);
  if (entries.length > 1 && !flags.output?.includes('{i}')) {
    throw new UsageError(
      `${file.file} holds ${entries.length} puzzles: pick one with --index N, or write one file each with -o 'name-{i}.cnf'`,
    );
  }
  let status: number = EXIT.ok;
  for (const entry of entries) {
    if (!entry.ok) {
      reportBadEntry(file, entry);
      status = EXIT.badInput;
      continue;
    }
    const target = flags.output?.replace(/\{i\}/g, String(entry.index));
    const out = openOutput(target);
    try {
      const info = await writeDimacs(entry.grid, spec, out.output, entryLabel(file, entry));
      await out.finish();
      if (target !== undefined && target !== '-') {
        process.stderr.write(`${target}: p cnf ${info.variables} ${info.clauses}\n`);
      }
    } catch (e) {
      await out.abort();
      throw e;
    }
  }
  return status;
}

export function encodeCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('encode')
    .description('write the DIMACS CNF of a puzzle (one puzzle, or each of a batch with -o "x-{i}.cnf")')
    .argument('<puzzle-file>', 'puzzle file, or - for standard input');
  addInputOptions(cmd);
  addEncodingOptions(cmd, { lists: false });
  addOutputOption(cmd);
  cmd.action((path: string, flags: EncodeFlags) => run(encodeCommand(path, flags)));
}
