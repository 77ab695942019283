import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { StreamOutput } from '../../src/cnf/byte-output.js';
import { streamDimacs } from '../../src/cnf/formula-source.js';
import { opt, quote, says, UsageError } from '../../src/core/errors.js';
import { Deadline, TimeLimitReached } from '../../src/core/deadline.js';
import { startGroup } from '../../src/core/exit-cleanup.js';
import { makeTempDir, removeTemp } from '../../src/core/temp.js';
import { type FormulaSource, type SatSolver, type SolveOptions, SolverError, type SolveResult, type SolveStatus } from '../sat-solver.js';
import { writeDimacsFile } from '../dimacs-file.js';
import { RecordingSolver } from '../recorded-formula.js';
import { splitCommandLine } from './command-line.js';
import { type BadLine, CompetitionOutput, parseMinisatResult } from './output.js';
import { findExecutable, findNotExecutable } from './path.js';
import { EXTERNAL_PRESETS, type ExternalPreset, type LimitArgs, type ProofOutput } from './presets.js';

/** How long a solver with its own time limit gets past it before it is killed. */
const GRACE_MS = 1000;
/** How long a killed solver gets before the second, unignorable signal. */
const KILL_DELAY_MS = 2000;
/**
 * How long the output pipes may stay open once the solver has exited: a process that left its
 * group (so the group kill missed it) may hold them; past this they are closed on our side.
 */
const PIPE_GRACE_MS = 200;

/** Signals a whole process group; one already gone is fine. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: every process of the group has ended.
  }
}

/** A resolved way to run one SAT binary. */
export interface ExternalCommand {
  name: string;
  path: string;
  input: 'stdin' | 'file';
  output: 'competition' | 'minisat-result';
  ownTimeLimit: boolean;
  limitExitCodes: readonly number[];
  /** How it writes a proof, if it does. */
  proof?: ProofOutput;
  /** The full argument list for one run. */
  args(limits: LimitArgs, files: RunFiles): string[];
}

/** The files of one run: the formula (when not on stdin), MiniSat's result file, the proof. */
export interface RunFiles {
  input?: string;
  result?: string;
  proof?: string;
}

export function presetCommand(preset: ExternalPreset): ExternalCommand {
  const path = findExecutable(preset.binary);
  if (!path) {
    throw new SolverError(
      preset.name,
      says`'${preset.binary}' was not found on PATH; install it, or run another binary with ${opt('solverCmd')}`,
    );
  }
  return {
    name: preset.name,
    path,
    input: preset.input,
    output: preset.output,
    ownTimeLimit: preset.ownTimeLimit,
    limitExitCodes: preset.limitExitCodes,
    ...(preset.proof ? { proof: preset.proof } : {}),
    args: (limits, files) => [
      ...preset.args(limits),
      ...(files.input ? [files.input] : []),
      ...(files.result ? [files.result] : []),
      ...(files.proof && preset.proof ? preset.proof.args(files.proof) : []),
    ],
  };
}

/**
 * Any SAT binary that prints competition output: `"<command> [args…]"`, run without a shell.
 * `{file}` in the arguments is replaced by a temporary DIMACS file; without it the formula goes
 * to standard input. `{proof}` is replaced by the file a proof is to be written to (its format
 * is told from its bytes); without it the command writes none. No time limit is passed: the
 * child is killed at the limit.
 */
export function customCommand(commandLine: string): ExternalCommand {
  const [binary, ...rest] = splitCommandLine(commandLine);
  if (!binary) throw new UsageError(says`${opt('solverCmd')} needs a command`);
  const path = findExecutable(binary);
  if (!path) {
    const there = findNotExecutable(binary);
    if (there) throw new SolverError(binary, `${quote(there, 200)} is not executable: give it execute permission (chmod +x)`);
    throw new SolverError(binary, `${quote(binary, 200)} was not found (not a path, nor on PATH)`);
  }
  const usesFile = rest.some((a) => a.includes('{file}'));
  const writesProof = rest.some((a) => a.includes('{proof}'));
  const fill = (a: string, files: RunFiles) => a.replaceAll('{file}', files.input ?? '').replaceAll('{proof}', files.proof ?? '');
  // A binary known to answer in a file of its own (MiniSat) is run as its preset runs it, its
  // options the command's: read as competition output, its answer would never be found.
  const preset = EXTERNAL_PRESETS.find((p) => p.output !== 'competition' && p.binary === basename(binary));
  if (preset) {
    if (writesProof)
      throw new UsageError(says`${preset.binary} writes no proof: ${opt('solverCmd')} '${commandLine.trim()}' cannot fill {proof}`);
    return {
      name: commandLine.trim(),
      path,
      input: 'file',
      output: preset.output,
      ownTimeLimit: false,
      limitExitCodes: preset.limitExitCodes,
      // Its options, then the formula (where {file} does not place it) and the result file.
      args: (_limits, files) => [
        ...rest.map((a) => fill(a, files)),
        ...(usesFile || !files.input ? [] : [files.input]),
        ...(files.result ? [files.result] : []),
      ],
    };
  }
  return {
    name: commandLine.trim(),
    path,
    input: usesFile ? 'file' : 'stdin',
    output: 'competition',
    ownTimeLimit: false,
    limitExitCodes: [],
    ...(writesProof ? { proof: { format: 'detect', args: () => [], inputFile: false } } : {}),
    args: (_limits, files) => rest.map((a) => fill(a, files)),
  };
}

/** Keeps the end of a stream's text, for quoting in error messages. */
class Tail {
  private text = '';
  push(chunk: string): void {
    this.text = (this.text + chunk).slice(-8192);
  }
  lines(count = 5): string {
    const lines = this.text.split(/\r?\n/).filter((l) => l.trim() !== '');
    return lines
      .slice(-count)
      .map((l) => `    ${l}`)
      .join('\n');
  }
}

interface RunOutcome {
  exitCode: number | undefined;
  signal: string | undefined;
  timedOut: boolean;
  problem: string | undefined;
  stderr: Tail;
  stdout: CompetitionOutput;
  result: string | undefined;
}

/**
 * An external SAT binary as a SatSolver. Not incremental: each solve streams every formula
 * added so far, the clauses added one by one (blocking clauses, say) and the assumptions as
 * unit clauses into a new child process, through its standard input where the solver reads it
 * (bounded memory) or else a temporary file that is always removed.
 */
export class ExternalSolver extends RecordingSolver implements SatSolver {
  readonly capabilities = { incremental: false, conflictLimit: false };
  private lastModel: Int8Array = new Int8Array(0);
  /** Kills the run in progress, if any. */
  private stopRun: (() => void) | undefined;

  constructor(
    private readonly command: ExternalCommand,
    private readonly options: { threads?: number; keepCnf?: string; proofFile?: string } = {},
  ) {
    super();
  }

  get name(): string {
    return this.command.name;
  }

  protected async search(options: SolveOptions): Promise<SolveResult> {
    if (options.conflicts !== undefined) throw new SolverError(this.name, 'external solvers take no conflict limit; use a timeout');
    const start = performance.now();
    // The limit covers writing the formula as well as the run.
    const deadline = Deadline.after(options.timeoutMs, start);
    const sources = this.recorded.sources(options.assumptions);
    const variables = this.recorded.vars.max;
    let run: RunOutcome;
    try {
      run = await this.run(sources, variables, deadline);
    } catch (e) {
      if (!(e instanceof TimeLimitReached)) throw e;
      return { status: 'unknown', reason: e.message, stoppedIn: e.phase, seconds: (performance.now() - start) / 1000 };
    }
    if (this.disposed) throw new SolverError(this.name, 'the solver was disposed of');
    const seconds = (performance.now() - start) / 1000;
    const verdict = this.decide(run, deadline);
    if (verdict.status === 'sat') this.lastModel = verdict.model!;
    return verdict.status === 'unknown' ? { status: 'unknown', reason: verdict.reason!, seconds } : { status: verdict.status, seconds };
  }

  protected readModel(): Int8Array {
    return this.lastModel;
  }

  /** Ends a run in progress (its process group is killed and its solve call fails); the instance stays usable for no more. */
  protected async release(): Promise<void> {
    this.stopRun?.();
  }

  /**
   * One run of the binary, in a process group of its own: at the deadline the whole group is
   * signalled (TERM, then KILL), so a wrapper script's children go too, and once the solver has
   * exited whatever is left of its group is killed. A group still alive when sudocnf exits is
   * killed on the way out.
   */
  private async run(sources: FormulaSource[], variables: number, deadline: Deadline): Promise<RunOutcome> {
    const { command } = this;
    const { keepCnf, proofFile } = this.options;
    const inputFile = command.input === 'file' || (proofFile !== undefined && command.proof?.inputFile === true);
    const dir = (inputFile && !keepCnf) || command.output === 'minisat-result' ? makeTempDir() : undefined;
    try {
      // With keepCnf the formula is written there first, and the solver reads that file.
      const written = keepCnf ?? (inputFile ? join(dir!, 'formula.cnf') : undefined);
      const input = inputFile ? written : undefined;
      const result = command.output === 'minisat-result' ? join(dir!, 'result.txt') : undefined;
      if (written) await writeDimacsFile(written, sources, deadline);
      const remaining = deadline.remainingMs();
      const limits: LimitArgs = {};
      if (remaining !== undefined) limits.seconds = Math.max(1, Math.ceil(remaining / 1000));
      if (this.options.threads !== undefined) limits.threads = this.options.threads;
      const files: RunFiles = {};
      if (input) files.input = input;
      if (result) files.result = result;
      if (proofFile) files.proof = proofFile;
      const fromKept = keepCnf !== undefined && !input;
      // Loaded here, not at start-up: execa costs about 0.4 s to load, and most commands run no binary.
      const { execa } = await import('execa');
      // Disposed of while the formula was written or execa loaded: no process is started.
      if (this.disposed) throw new SolverError(this.name, 'the solver was disposed of');
      const { child, group, release } = startGroup(
        () =>
          execa(command.path, command.args(limits, files), {
            ...(fromKept ? { inputFile: keepCnf } : { stdin: input ? 'ignore' : 'pipe' }),
            buffer: false,
            reject: false,
            detached: true,
          }),
        (g) => signalGroup(g, 'SIGKILL'),
      );
      if (group !== undefined) this.stopRun = () => signalGroup(group, 'SIGKILL');
      let timedOut = false;
      let killTimer: NodeJS.Timeout | undefined;
      const limitTimer =
        remaining === undefined || group === undefined
          ? undefined
          : setTimeout(
              () => {
                timedOut = true;
                signalGroup(group, 'SIGTERM');
                killTimer = setTimeout(() => signalGroup(group, 'SIGKILL'), KILL_DELAY_MS);
              },
              remaining + (command.ownTimeLimit ? GRACE_MS : 0),
            );
      child.once('exit', () => {
        if (group !== undefined) signalGroup(group, 'SIGKILL');
        setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
        }, PIPE_GRACE_MS).unref();
      });
      const stdout = new CompetitionOutput(variables);
      const stderr = new Tail();
      child.stdout!.setEncoding('latin1');
      child.stdout!.on('data', (chunk: string) => stdout.push(chunk));
      child.stderr!.setEncoding('latin1');
      child.stderr!.on('data', (chunk: string) => stderr.push(chunk));
      // A solver may stop reading early (it crashed, or was killed): its outcome says what
      // happened, so a broken pipe is not an error of its own; anything else is.
      let feedError: unknown;
      const feeding =
        input || fromKept
          ? Promise.resolve()
          : streamDimacs(new StreamOutput(child.stdin!), sources, [], deadline)
              .then(() => void child.stdin!.end())
              .catch((e: unknown) => {
                child.stdin!.destroy();
                if (e instanceof TimeLimitReached) {
                  // The deadline passed while the solver was still reading: it is a timeout.
                  timedOut = true;
                  if (group !== undefined) signalGroup(group, 'SIGKILL');
                } else if (!['EPIPE', 'ECONNRESET', 'ERR_STREAM_DESTROYED'].includes((e as NodeJS.ErrnoException).code ?? '')) {
                  feedError = e;
                  if (group !== undefined) signalGroup(group, 'SIGKILL');
                }
              });
      const done = await child;
      this.stopRun = undefined;
      clearTimeout(limitTimer);
      clearTimeout(killTimer);
      release();
      await feeding;
      if (feedError) throw feedError;
      stdout.end();
      return {
        exitCode: done.exitCode,
        signal: done.signal,
        timedOut,
        problem: done.exitCode === undefined && !done.signal ? (done.shortMessage ?? 'it could not be run') : undefined,
        stderr,
        stdout,
        result: result ? await readFile(result, 'latin1').catch(() => undefined) : undefined,
      };
    } finally {
      if (dir) await removeTemp(dir);
    }
  }

  private decide(run: RunOutcome, deadline: Deadline): { status: SolveStatus; reason?: string; model?: Int8Array } {
    const fail = (what: string): never => {
      const tail = run.stderr.lines();
      throw new SolverError(this.name, tail ? `${what}; the end of its stderr:\n${tail}` : what);
    };
    if (run.timedOut)
      return { status: 'unknown', reason: `timeout after ${deadline.elapsed().toFixed(1)} s (search; the solver was killed)` };
    if (run.problem) fail(run.problem);
    if (run.signal) fail(`it was killed by ${run.signal}`);
    const code = run.exitCode!;
    const atLimit = this.command.limitExitCodes.includes(code);
    if (![0, 10, 20].includes(code) && !atLimit) fail(`it exited with code ${code}`);
    const limitNote = deadline.limited && this.command.ownTimeLimit ? ' at its time limit' : '';

    let status: SolveStatus | undefined;
    let model: Int8Array | undefined;
    let bad: BadLine | undefined;
    if (this.command.output === 'minisat-result') {
      if (run.result === undefined) fail(`it exited with code ${code} but wrote no result file`);
      const parsed = parseMinisatResult(run.result!, run.stdout.model.length - 1);
      if (!parsed.result) fail(`its result file, line ${parsed.bad!.line}, column ${parsed.bad!.column}: ${parsed.bad!.reason}`);
      ({ status, model } = parsed.result!);
    } else {
      const out = run.stdout;
      status = out.status;
      model = out.model;
      bad = out.firstBadLine;
      if (out.problem) fail(`its output, line ${out.problem.line}, column ${out.problem.column}: ${out.problem.reason}`);
      if (status === undefined) {
        // No `s` line: the exit code may still tell; CaDiCaL says `c UNKNOWN` at its limit.
        if (code === 10 && out.modelLiterals > 0) status = 'sat';
        else if (code === 20) status = 'unsat';
        else if ((code === 0 || atLimit) && out.unknownComment) status = 'unknown';
        else {
          const reads = bad ? `; line ${bad.line} of its output reads ${quote(bad.text, 80)}` : '';
          // Exit 10 or 20 says it decided: the answer went elsewhere, as a solver that writes it to a file does.
          const inFile = EXTERNAL_PRESETS.filter((p) => p.output !== 'competition').map((p) => `--solver ${p.name}`);
          const decided =
            code === 10 || code === 20
              ? ` (a solver that writes its answer to a file, as MiniSat does, runs with ${inFile.join(' or ')})`
              : '';
          fail(`no result line ('s SATISFIABLE' …) in its output (exit code ${code})${reads}${decided}`);
        }
      }
      // A lone `v 0` is a model too (of a formula whose variables the solver left unassigned).
      if (status === 'sat' && out.modelLiterals === 0 && !out.modelEnded) fail("it answered 's SATISFIABLE' without a model ('v' lines)");
    }
    if ((status === 'sat' && code === 20) || (status === 'unsat' && code === 10)) {
      fail(`its answer (${status === 'sat' ? 'SATISFIABLE' : 'UNSATISFIABLE'}) contradicts its exit code ${code}`);
    }
    if (status === 'unknown') return { status, reason: `${this.name} reported UNKNOWN${limitNote}` };
    return model ? { status: status!, model } : { status: status! };
  }
}
