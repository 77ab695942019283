import type { ProofFormat } from '../../src/cnf/proof-format.js';

/**
 * Known SAT binaries and how to drive them (measured on Debian 12 where packaged: cadical,
 * minisat, picosat, cryptominisat5). All exit 10 on SAT and 20 on UNSAT.
 */
export interface LimitArgs {
  /** Whole seconds for the solver's own time limit, when a limit is asked for. */
  seconds?: number;
  threads?: number;
}

/** How a solver writes a proof of unsatisfiability, and in which format. */
export interface ProofOutput {
  /** `detect`: told from the proof's bytes (a --solver-cmd's `{proof}`). */
  format: ProofFormat | 'detect';
  /** Arguments after the input file that make it write the proof to `file`. */
  args(file: string): string[];
  /** The proof file is a positional argument after the input's: the formula must be a file too. */
  inputFile: boolean;
}

export interface ExternalPreset {
  name: string;
  aliases: readonly string[];
  /** Executable looked up on PATH. */
  binary: string;
  /** stdin: the DIMACS is streamed to the child; file: written to a temporary file first. */
  input: 'stdin' | 'file';
  /** Where the answer is: competition `s`/`v` lines on stdout, or MiniSat's result file. */
  output: 'competition' | 'minisat-result';
  /** Arguments before the input (and result) file names. */
  args(limits: LimitArgs): string[];
  /** Whether `args` passes a time limit the solver enforces itself; the driver kills it regardless. */
  ownTimeLimit: boolean;
  /** Exit codes, besides 0, 10 and 20, that mean "stopped at a limit". */
  limitExitCodes: readonly number[];
  /** Arguments that print a version, or none. */
  versionArgs: readonly string[] | null;
  threads: boolean;
  notes: string;
  /** Proof output, for the solvers that write one. */
  proof?: ProofOutput;
}

const time = (flag: (s: number) => string[]) => (l: LimitArgs) => (l.seconds !== undefined ? flag(l.seconds) : []);

const PRESETS = [
  {
    name: 'cadical-bin',
    aliases: ['cadical-external'],
    binary: 'cadical',
    input: 'stdin',
    output: 'competition',
    args: (l) => ['-q', ...time((s) => ['-t', String(s)])(l)],
    ownTimeLimit: true,
    limitExitCodes: [],
    versionArgs: ['--version'],
    threads: false,
    notes: 'apt cadical; at its -t limit prints only "c UNKNOWN" and exits 0',
    proof: { format: 'drat-binary', args: (file) => [file], inputFile: true },
  },
  {
    name: 'kissat',
    aliases: [],
    binary: 'kissat',
    input: 'stdin',
    output: 'competition',
    args: (l) => ['-q', ...time((s) => [`--time=${s}`])(l)],
    ownTimeLimit: true,
    limitExitCodes: [],
    versionArgs: ['--version'],
    threads: false,
    notes: 'not packaged in Debian; s UNKNOWN and exit 0 at its --time limit',
    proof: { format: 'drat-binary', args: (file) => [file], inputFile: true },
  },
  {
    name: 'lingeling',
    aliases: [],
    binary: 'lingeling',
    input: 'stdin',
    output: 'competition',
    args: time((s) => ['-T', String(s)]),
    ownTimeLimit: true,
    limitExitCodes: [],
    versionArgs: ['--version'],
    threads: false,
    notes: 'not packaged in Debian',
  },
  {
    name: 'plingeling',
    aliases: [],
    binary: 'plingeling',
    input: 'stdin',
    output: 'competition',
    args: (l) => (l.threads !== undefined ? ['-t', String(l.threads)] : []),
    ownTimeLimit: false,
    limitExitCodes: [],
    versionArgs: ['--version'],
    threads: true,
    notes: 'not packaged in Debian; no time limit flag (killed); model split over v lines',
  },
  {
    name: 'treengeling',
    aliases: [],
    binary: 'treengeling',
    input: 'stdin',
    output: 'competition',
    args: () => [],
    ownTimeLimit: false,
    limitExitCodes: [],
    versionArgs: ['--version'],
    threads: false,
    notes: 'not packaged in Debian; no time limit flag (killed)',
  },
  {
    name: 'picosat',
    aliases: [],
    binary: 'picosat',
    input: 'stdin',
    output: 'competition',
    args: time((s) => ['-L', String(s)]),
    ownTimeLimit: true,
    limitExitCodes: [],
    versionArgs: ['--version'],
    threads: false,
    notes: 'apt picosat; exits 0 on a bad option',
    proof: { format: 'drat', args: (file) => ['-R', file], inputFile: false },
  },
  {
    name: 'cryptominisat5',
    aliases: ['cryptominisat', 'cms'],
    binary: 'cryptominisat5',
    input: 'stdin',
    output: 'competition',
    args: (l) => ['--verb', '0', ...time((s) => ['--maxtime', String(s)])(l)],
    ownTimeLimit: true,
    limitExitCodes: [15],
    versionArgs: ['--version'],
    threads: false,
    notes: 'apt cryptominisat; exits 15 with s INDETERMINATE at its --maxtime limit',
    proof: { format: 'frat', args: (file) => [file], inputFile: true },
  },
  {
    name: 'minisat-bin',
    aliases: ['minisat-external'],
    binary: 'minisat',
    input: 'file',
    output: 'minisat-result',
    args: (l) => ['-verb=0', ...time((s) => [`-cpu-lim=${s}`])(l)],
    ownTimeLimit: true,
    limitExitCodes: [],
    versionArgs: null,
    threads: false,
    notes: 'apt minisat; answers in a result file (SAT/UNSAT/INDET); its limit is CPU time',
  },
  {
    name: 'glucose',
    aliases: [],
    binary: 'glucose',
    input: 'file',
    output: 'competition',
    args: (l) => ['-verb=0', '-model', ...time((s) => [`-cpu-lim=${s}`])(l)],
    ownTimeLimit: true,
    limitExitCodes: [],
    versionArgs: null,
    threads: false,
    notes: 'not packaged in Debian; -model prints the v lines; its limit is CPU time',
  },
] as const satisfies readonly ExternalPreset[];

/** The names of the external presets. */
export type ExternalPresetName = (typeof PRESETS)[number]['name'];
export const EXTERNAL_PRESETS: readonly (ExternalPreset & { name: ExternalPresetName })[] = PRESETS;
