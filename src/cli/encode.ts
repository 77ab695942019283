import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { resolveSpec } from '../../encodings/spec.js';
import { openOutput } from '../cnf/file-output.js';
import { writeDimacs } from '../formula/dimacs.js';
import { measureFormula } from '../formula/puzzle-formula.js';
import { UsageError } from '../core/errors.js';
import { EXIT } from '../library/exit-codes.js';
import { propagate, type PropagationLevel } from '../logic/propagate.js';
import type { EncodingFlags, InputFlags } from './options.js';
import { eachPuzzle, entryLabel, loadEntries } from './puzzles.js';

type EncodeFlags = InputFlags & EncodingFlags & { output?: string; propagate: PropagationLevel; compact?: boolean };

async function encodeCommand(path: string, flags: EncodeFlags): Promise<number> {
  // Propagation and compact numbering work on the literals left open: they imply eliminate.
  const needsEliminate = flags.propagate !== 'none' || flags.compact === true;
  const spec = resolveSpec({ ...flags, ...(needsEliminate ? { givens: 'eliminate' } : {}) });
  const { file, entries, batch } = await loadEntries(path, flags);
  if (batch && !flags.output?.includes('{i}')) {
    throw new UsageError(
      `${file.file} holds ${file.count} puzzles: pick one with --index N, or write one file each with -o 'name-{i}.cnf'`,
    );
  }
  return eachPuzzle(file, entries, async (entry) => {
    const target = flags.output?.replace(/\{i\}/g, String(entry.index));
    const propagation = flags.propagate === 'none' ? undefined : propagate(entry.grid, flags.propagate);
    if (propagation?.contradiction !== undefined) {
      // No formula to write: the puzzle has no solution, and propagation proved it.
      process.stderr.write(`${entryLabel(file, entry)}: no solution: propagation proved it: ${propagation.contradiction}\n`);
      return EXIT.noSolution;
    }
    const options = {
      ...(propagation ? { known: propagation.candidates, propagation } : {}),
      ...(flags.compact ? { compact: true } : {}),
    };
    const out = openOutput(target);
    try {
      const info = await writeDimacs(entry.grid, spec, out.output, entryLabel(file, entry), options);
      await out.finish();
      if (propagation) {
        // Its effect: the formula without propagation against the one just written.
        const before = measureFormula(entry.grid, spec);
        process.stderr.write(
          `${entryLabel(file, entry)}: propagation (${flags.propagate}) decided ${propagation.decided} cells, ` +
            `${propagation.openCells} open with ${propagation.openCandidates} candidates; ` +
            `${before.usedVariables} variables and ${before.clauses} clauses before, ${info.usedVariables} and ${info.clauses} after\n`,
        );
      }
      if (target !== undefined && target !== '-') {
        process.stderr.write(`${target}: p cnf ${info.variables} ${info.clauses}\n`);
      }
    } catch (e) {
      await out.abort();
      throw e;
    }
    return EXIT.ok;
  });
}

export function encodeCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('encode')
    .description('write the DIMACS CNF of a puzzle (one puzzle, or each of a batch with -o "x-{i}.cnf")')
    .argument('<puzzle-file>', 'puzzle file, or - for standard input');
  addOptions(cmd, 'encode');
  cmd.action((path: string, flags: EncodeFlags) => run(encodeCommand(path, flags)));
}
