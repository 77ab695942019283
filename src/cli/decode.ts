import { addOptions } from '../options/register.js';
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { CompetitionOutput, looksLikeMinisatResult, parseMinisatResult } from '../../solvers/external/output.js';
import { type SolveStatus, SolverError } from '../../solvers/sat-solver.js';
import { readCnfHeader } from '../formula/header-reader.js';
import { propagate } from '../logic/propagate.js';
import { checkedSolution } from '../routes/decode-model.js';
import { cannotRead, InputError, quote } from '../core/errors.js';
import { EXIT } from '../library/exit-codes.js';
import { formatGrid, type OutputFormat } from '../formats/write.js';
import { alphabetOf, type InputFlags } from './options.js';
import { loadEntries, onlyEntry } from './puzzles.js';
import { writeStdout } from './stdout.js';

type DecodeFlags = InputFlags & { format: OutputFormat; cnf?: string };

/** Status and model from a solver's output: competition `s`/`v` lines or MiniSat's result file. */
/**
 * Status and model from a solver's output: competition `s`/`v` lines or MiniSat's result file.
 * Anything that makes the answer doubtful is bad input, located: a line of no known kind, a token
 * that is not a literal, a variable with both signs, contradicting result lines, a model cut short.
 */
function readAnswer(text: string, file: string, variables: number): { status: SolveStatus; model: Int8Array } {
  if (looksLikeMinisatResult(text)) {
    const parsed = parseMinisatResult(text, variables);
    if (!parsed.result) {
      const bad = parsed.bad!;
      throw new InputError(bad.reason, { file, line: bad.line, column: bad.column });
    }
    return parsed.result;
  }
  const out = new CompetitionOutput(variables);
  out.push(text);
  out.end();
  const bad = out.firstBadLine;
  if (bad && (!out.problem || bad.line <= out.problem.line)) {
    throw new InputError(`${quote(bad.text)} is not solver output (s, v or c lines)`, { file, line: bad.line, column: bad.column });
  }
  if (out.problem) throw new InputError(out.problem.reason, { file, line: out.problem.line, column: out.problem.column });
  if (out.status === undefined) {
    throw new InputError("no result line: expected 's SATISFIABLE', 's UNSATISFIABLE' or 's UNKNOWN'", { file, line: 1, column: 1 });
  }
  if (out.status === 'sat' && out.modelLiterals === 0 && !out.modelEnded)
    throw new InputError("'s SATISFIABLE' without a model ('v' lines)", { file, line: 1, column: 1 });
  return { status: out.status, model: out.model };
}

async function decodeCommand(puzzlePath: string, outputPath: string, flags: DecodeFlags): Promise<number> {
  const entry = onlyEntry(await loadEntries(puzzlePath, flags), 'pick the one that was encoded with --index N');
  if (!entry.ok) throw entry.error;
  let text: string;
  try {
    text = await readFile(outputPath, 'latin1');
  } catch (e) {
    throw cannotRead(outputPath, e);
  }
  const header = flags.cnf === undefined ? undefined : await readCnfHeader(flags.cnf);
  const n3 = entry.grid.n ** 3;
  const answer = readAnswer(text, outputPath, header?.variables ?? n3);
  if (answer.status === 'unsat') {
    writeStdout('no solution\n');
    return EXIT.noSolution;
  }
  if (answer.status === 'unknown') {
    writeStdout('unknown: the solver reported UNKNOWN\n');
    return EXIT.unknown;
  }
  // Back from the compact numbering; cells propagation decided are read off the propagation.
  let model = answer.model;
  if (header?.compactMap) {
    model = new Int8Array(n3 + 1);
    header.compactMap.forEach((original, compact) => {
      if (compact > 0) model[original] = answer.model[compact] ?? 0;
    });
  }
  const propagation = header && header.propagation !== 'none' ? propagate(entry.grid, header.propagation) : undefined;
  let solution: ReturnType<typeof checkedSolution>;
  try {
    solution = checkedSolution(entry.grid, model, outputPath, propagation?.candidates);
  } catch (e) {
    if (e instanceof SolverError && !header) {
      throw new SolverError(
        outputPath,
        `${e.message.slice(outputPath.length + 2)} (if the CNF was written with --propagate or --compact, pass it with --cnf)`,
      );
    }
    throw e;
  }
  const alphabet = alphabetOf(flags);
  writeStdout(`${formatGrid(solution, flags.format, alphabet)}\n`);
  return EXIT.ok;
}

export function decodeCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('decode')
    .description('read a SAT solver\'s answer to a CNF from "encode" and print the verified grid')
    .argument('<puzzle-file>', 'the puzzle that was encoded')
    .argument('<solver-output>', "the solver's output (s/v lines) or MiniSat's result file");
  addOptions(cmd, 'decode');
  cmd.action((puzzle: string, output: string, flags: DecodeFlags) => run(decodeCommand(puzzle, output, flags)));
}
