import { addOptions } from '../options/register.js';
import { type FileHandle, open } from 'node:fs/promises';
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

/**
 * The most a solver's output is read: its model names each variable once (a sign, up to ten digits
 * and a space), and the rest is room for comment lines. A device or a runaway file is refused there.
 */
const outputBound = (variables: number) => (64 << 20) + 12 * variables;

/** A solver's output file as text, refused past outputBound (read in chunks, so a stream that never ends is not held). */
async function readOutput(path: string, variables: number): Promise<string> {
  const bound = outputBound(variables);
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (e) {
    throw cannotRead(path, e);
  }
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const { bytesRead, buffer } = await handle.read(Buffer.allocUnsafe(1 << 20), 0, 1 << 20, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > bound)
        throw new InputError(
          `more than ${bound.toLocaleString('en-US')} bytes of solver output: the answer for ${variables.toLocaleString('en-US')} variables needs far less`,
          { file: path, line: 1, column: 1 },
        );
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks).toString('latin1');
  } catch (e) {
    throw e instanceof InputError ? e : cannotRead(path, e);
  } finally {
    await handle.close();
  }
}

async function decodeCommand(puzzlePath: string, outputPath: string, flags: DecodeFlags): Promise<number> {
  const entry = onlyEntry(await loadEntries(puzzlePath, flags), 'pick the one that was encoded with --index N');
  if (!entry.ok) throw entry.error;
  const header = flags.cnf === undefined ? undefined : await readCnfHeader(flags.cnf);
  const n3 = entry.grid.n ** 3;
  const variables = header?.variables ?? n3;
  const answer = readAnswer(await readOutput(outputPath, variables), outputPath, variables);
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
