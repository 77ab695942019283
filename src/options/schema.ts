import { DEFAULT_SUM_ENCODING, SUMS } from '../../encodings/sums/index.js';
import { DEFAULT_THERMOMETER_ENCODING, THERMOMETERS } from '../../encodings/thermometers.js';
import { DEFAULT_SUM_REDUNDANCY, SUM_REDUNDANCY } from '../../encodings/sums/redundancy.js';
import { DEFAULT_LINE_ENCODING, LINES } from '../../encodings/lines.js';
import { AMO } from '../../encodings/amo/index.js';
import { FAMILIES } from '../../encodings/families.js';
import { PRESET_NAMES } from '../../encodings/presets.js';
import { DEFAULT_AMO, DEFAULT_ENCODING, DEFAULT_GIVENS, GIVENS_MODES } from '../../encodings/spec.js';
import { SAT_SOLVERS } from '../../solvers/registry.js';
import { ALPHABETS } from '../core/alphabet.js';
import { INPUT_FORMATS } from '../formats/read.js';
import { OUTPUT_FORMATS } from '../formats/write.js';
import { CHECK_METHODS, GRID_METHODS, LARGE_GRID_CHECK_CONFLICTS, LARGE_GRID_N, SYMMETRIES } from '../generate/options.js';
import { MAX_SEED } from '../core/random.js';
import { BENCH_TASKS } from '../comparison/plan.js';
import { BENCH_FORMATS } from '../comparison/report.js';
import { RATING_LEVELS } from '../generate/rate.js';
import { PROPAGATION_LEVELS } from '../logic/propagate.js';
import { TECHNIQUES } from '../logic/techniques.js';
import { CHECK_MODES, PROOF_CHECKERS } from '../cnf/proof-format.js';
import { DLX, TACTICS } from '../routes/open-route.js';
import { GIVENS_CHOICES, PROPAGATORS, SAT_ROUTE_DEFAULTS, STRATEGIES } from '../routes/route-options.js';

/** The commands of the command line. */
export const COMMAND_NAMES = [
  'solve',
  'unique',
  'count',
  'encode',
  'decode',
  'stats',
  'show',
  'generate',
  'rate',
  'explain',
  'hint',
  'bench',
  'solvers',
  'check-proof',
  'web',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** The library's calls that take options by these names. */
export const CALL_NAMES = ['solve', 'unique', 'count', 'toDimacs', 'clauseCounts', 'why'] as const;
export type CallName = (typeof CALL_NAMES)[number];

/**
 * What an option's value is: a switch (no value), free text, a whole number from 1 (`positive`)
 * or 0 (`whole`), a duration (`10s`, `500ms`; milliseconds in the library), one of `choices`, a
 * list (comma-separated text), a text that may be given several times (`repeat`), or a value a
 * named reader checks (`shard`, `propagation`, `jobs`, `k-range`, `port`).
 */
export type ValueKind =
  | 'switch'
  | 'text'
  | 'positive'
  | 'whole'
  | 'duration'
  | 'choice'
  | 'list'
  | 'repeat'
  | 'shard'
  | 'propagation'
  | 'jobs'
  | 'k-range'
  | 'port';

/** What one command (or call) takes of an option that differs from the option's own description. */
export interface Variant {
  /** The flag with its value's name (`--k <range>`). */
  flag?: string;
  help?: string;
  value?: ValueKind;
  choices?: readonly string[];
  /** The value when the option is not given (shown in help). */
  default?: string | number | boolean | readonly string[];
}

/** One option, declared once: the command line, the library, the web app and the CLI reference all read it from here. */
export interface OptionSpec extends Variant {
  /** The library's name for it, and the command line's in kebab case (`nodeLimit`, `--node-limit`). */
  key: string;
  flag: string;
  help: string;
  value: ValueKind;
  /** Older library names still taken (the command line kept its spelling). */
  aliases?: readonly string[];
  /** The commands that take it (`true`: as described here). */
  commands: Partial<Record<CommandName, Variant | true>>;
  /** The library calls that take it. */
  calls?: Partial<Record<CallName, Variant | true>>;
}

const SAT_NAMES = SAT_SOLVERS.names;
const PROPAGATION_HELP = `${PROPAGATION_LEVELS.join(', ')}, or a list of techniques (NS+HS+NP)`;
const ENCODING_HELP = `preset (${PRESET_NAMES.join(', ')}) or comma-separated families (${FAMILIES.join(', ')})`;
const AMO_HELP = `at-most-one encoding: ${AMO.names.join(', ')}, auto:T`;
const TECHNIQUES_HELP = `techniques to use, + or , separated: ${TECHNIQUES.map((t) => t.abbreviation).join(' ')}, names, the DTU report's UC NP INP X, or a level (singles, box-line, subsets, fish); default all`;
const WRITERS = SAT_SOLVERS.entries.filter((b) => b.proof).map((b) => b.name);
const PUZZLE_COMMANDS = ['solve', 'unique', 'count', 'encode', 'decode', 'stats', 'show', 'rate', 'explain', 'hint', 'bench'] as const;
const SOLVING = { solve: true, unique: true, count: true } as const;
const on = <C extends string>(names: readonly C[], variant: Variant | true = true) =>
  Object.fromEntries(names.map((n) => [n, variant])) as Record<C, Variant | true>;
const BATCH = 256;

/**
 * Every option of the command line and the library, in the order help lists them. A command's
 * help shows the options whose `commands` name it, with its variant's flag, text and default.
 */
export const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'solver',
    flag: '--solver <name>',
    value: 'text',
    help: `SAT solver (${SAT_NAMES.join(', ')}; default cadical), ${DLX} (Dancing Links), or ${TACTICS} (logic and guessing; ${TACTICS}:UC+INP+X chooses techniques)`,
    commands: {
      ...on(['solve', 'unique', 'count']),
      bench: {
        flag: '--solver <list>',
        value: 'list',
        help: `comma-separated routes: ${[...SAT_NAMES, DLX].join(', ')}`,
        default: 'cadical',
      },
    },
    calls: SOLVING,
  },
  {
    key: 'solverCmd',
    flag: '--solver-cmd <command>',
    value: 'text',
    aliases: ['solverCommand'],
    help: 'any SAT binary with competition output, "<command> [args…]"; {file} for a file path, else stdin',
    commands: {
      ...on(['solve', 'unique', 'count']),
      bench: {
        value: 'repeat',
        help: 'also any SAT binary with competition output, "<command> [args…]" ({file} for a file path); repeat for several (alone, it replaces the default --solver)',
        default: [],
      },
    },
    calls: SOLVING,
  },
  {
    key: 'threads',
    flag: '--threads <n>',
    value: 'positive',
    help: 'threads, for solvers that take them (plingeling)',
    commands: on(['solve', 'unique', 'count']),
    calls: SOLVING,
  },
  {
    key: 'timeout',
    flag: '--timeout <duration>',
    value: 'duration',
    aliases: ['timeoutMs'],
    help: 'wall-clock limit per puzzle: 500ms, 10s, 2m (a bare number is seconds)',
    commands: {
      solve: true,
      unique: { help: 'wall-clock limit per puzzle, both phases together: 500ms, 10s, 2m' },
      count: { help: 'wall-clock limit per puzzle for the whole count: 500ms, 10s, 2m' },
      bench: { help: 'limit per puzzle and route (a puzzle that reaches it is unknown)', default: '10s' },
      'check-proof': { help: 'wall-clock limit per certificate: 500ms, 10s, 2m; past it the verdict is unknown (exit 3)' },
      explain: { help: 'wall-clock limit: 500ms, 10s, 2m; past it the steps so far and the candidates left are printed (exit 3)' },
      generate: {
        help: 'wall-clock limit per puzzle: the digging stops in time to prove and rate the puzzle so far by then, printed unique but not minimal (with --difficulty, no grid starts past it: exit 3)',
      },
    },
    calls: { ...SOLVING, why: true },
  },
  {
    key: 'conflicts',
    flag: '--conflicts <n>',
    value: 'positive',
    help: 'conflict limit per solver call (embedded cadical)',
    commands: on(['solve', 'unique', 'count']),
    calls: SOLVING,
  },
  {
    key: 'nodeLimit',
    flag: '--node-limit <n>',
    value: 'positive',
    help: 'search-node limit per puzzle (dlx), guesses (tactics)',
    commands: on(['solve', 'unique', 'count']),
    calls: SOLVING,
  },
  {
    key: 'keepCnf',
    flag: '--keep-cnf <file>',
    value: 'text',
    help: 'external solvers: keep the formula handed to the solver in this file ({i} = puzzle index)',
    commands: on(['solve', 'unique', 'count']),
    calls: SOLVING,
  },
  {
    key: 'selfCheck',
    flag: '--self-check',
    value: 'switch',
    help: 'embedded cadical: check its own reasoning as it goes (a self-test, slower; not a certificate: see --proof)',
    commands: on(['solve', 'unique', 'count']),
    calls: SOLVING,
  },
  {
    key: 'propagators',
    flag: '--propagators <setting>',
    value: 'choice',
    choices: PROPAGATORS,
    help: 'embedded cadical: beside the pure CNF, a propagator for the innies and outies of 4 to 6 cells the CNF has no clauses for, or off: the pure CNF alone (encode, proofs, --keep-cnf, --self-check and races always run without it)',
    default: SAT_ROUTE_DEFAULTS.propagators,
    commands: on(['solve', 'unique', 'count']),
    calls: SOLVING,
  },
  {
    key: 'k',
    flag: '--k <range>',
    value: 'k-range',
    help: 'box sides: 3, 2..10 or 2,3,5 (default 2..10; not with a puzzle file)',
    commands: {
      stats: true,
      generate: {
        flag: '--k <k>',
        value: 'positive',
        help: 'box side of square boxes: 2 (4x4), 3 (9x9, the default without --box), 4 (16x16), … up to 8',
      },
    },
    calls: { clauseCounts: { value: 'positive' } },
  },
  {
    key: 'encoding',
    flag: '--encoding <spec>',
    value: 'text',
    help: ENCODING_HELP,
    default: DEFAULT_ENCODING,
    commands: {
      ...on(['solve', 'unique', 'count', 'encode']),
      stats: { help: `${ENCODING_HELP}; several comma-separated presets to compare` },
      bench: {
        flag: '--encoding <list>',
        value: 'list',
        help: 'SAT routes: presets to compare (minimal,extended), or one comma-separated family set',
      },
    },
    calls: { ...SOLVING, toDimacs: true, clauseCounts: true },
  },
  {
    key: 'redundant',
    flag: '--redundant',
    value: 'switch',
    help: 'add the redundant families (cell-amo, row/col/box-alo): minimal + redundant = extended',
    commands: on(['solve', 'unique', 'count', 'encode', 'stats']),
    calls: { ...SOLVING, toDimacs: true, clauseCounts: true },
  },
  {
    key: 'sumEncoding',
    flag: '--sum-encoding <name>',
    value: 'choice',
    choices: SUMS.names,
    help: `sums (cages, arrows, little killers): ${SUMS.help()}`,
    default: DEFAULT_SUM_ENCODING,
    commands: {
      ...on(['solve', 'unique', 'count', 'encode']),
      stats: {
        flag: '--sum-encoding <list>',
        value: 'list',
        help: 'sum encodings to compare, comma-separated: with a killer puzzle, its sizes under each; without one, a table per cage size and sum (--k: the grid, default 3)',
        default: undefined,
      },
    },
    calls: { ...SOLVING, toDimacs: true },
  },
  {
    key: 'thermoEncoding',
    flag: '--thermo-encoding <name>',
    value: 'choice',
    choices: THERMOMETERS.names,
    help: `thermometers: ${THERMOMETERS.help()}`,
    default: DEFAULT_THERMOMETER_ENCODING,
    commands: on(['solve', 'unique', 'count', 'encode', 'stats']),
    calls: { ...SOLVING, toDimacs: true },
  },
  {
    key: 'lineEncoding',
    flag: '--line-encoding <name>',
    value: 'choice',
    choices: LINES.names,
    help: `lines (whispers, renban, modular, entropic, parity, nabner, slow thermometers) and comparisons (maximum and minimum cells, slow thermometers): ${LINES.help()}`,
    default: DEFAULT_LINE_ENCODING,
    commands: on(['solve', 'unique', 'count', 'encode', 'stats']),
    calls: { ...SOLVING, toDimacs: true },
  },
  {
    key: 'sumRedundancy',
    flag: '--sum-redundancy <list>',
    value: 'text',
    help: `beside killer cages' sums: ${SUM_REDUNDANCY.glossed().join(', ')}, both comma-separated, or none`,
    default: DEFAULT_SUM_REDUNDANCY,
    commands: on(['solve', 'unique', 'count', 'encode', 'stats']),
    calls: { ...SOLVING, toDimacs: true },
  },
  {
    key: 'amo',
    flag: '--amo <name>',
    value: 'text',
    help: AMO_HELP,
    default: SAT_ROUTE_DEFAULTS.amo,
    commands: {
      ...on(['solve', 'unique', 'count']),
      encode: { default: DEFAULT_AMO },
      stats: { help: `${AMO_HELP} (comma-separated to compare)`, default: DEFAULT_AMO },
      bench: { flag: '--amo <list>', value: 'list', help: 'comma-separated at-most-one encodings for the SAT routes' },
    },
    calls: { ...SOLVING, toDimacs: true, clauseCounts: true },
  },
  {
    key: 'givens',
    flag: '--givens <mode>',
    value: 'choice',
    choices: GIVENS_CHOICES,
    help: 'how givens enter the formula',
    default: SAT_ROUTE_DEFAULTS.givens,
    commands: {
      ...on(['solve', 'unique', 'count']),
      encode: { choices: GIVENS_MODES, default: DEFAULT_GIVENS },
      bench: { help: 'how givens enter the SAT formulas' },
      generate: {
        flag: '--givens <n>',
        value: 'whole',
        help: 'stop digging at n givens (or fewer, when whole symmetric pairs go)',
        default: undefined,
      },
    },
    calls: { ...SOLVING, toDimacs: { choices: GIVENS_MODES, default: DEFAULT_GIVENS }, clauseCounts: { value: 'whole', default: 0 } },
  },
  {
    key: 'propagate',
    flag: '--propagate <level>',
    value: 'propagation',
    help: `logic run on the candidates before an eliminate formula is built (singles unless said; encode's default is none): ${PROPAGATION_HELP}`,
    default: 'singles',
    commands: {
      ...on(['solve', 'unique', 'count']),
      encode: {
        help: `logic run on the candidates first; implies --givens eliminate (none unless said, so that the CNF is the formula as encoded; solve, unique and count run singles): ${PROPAGATION_HELP}`,
        default: 'none',
      },
      stats: { help: `with a puzzle: also the formula after this propagation: ${PROPAGATION_HELP}` },
      bench: { help: `logic run before an eliminate formula is built: ${PROPAGATION_HELP}` },
    },
    calls: { ...SOLVING, toDimacs: { default: 'none' } },
  },
  {
    key: 'compact',
    flag: '--compact',
    value: 'switch',
    help: "renumber the open literals 1..m (with 'c map' lines); implies --givens eliminate",
    commands: { encode: true },
    calls: { toDimacs: true },
  },
  {
    key: 'task',
    flag: '--task <task>',
    value: 'choice',
    choices: BENCH_TASKS,
    help: 'what each puzzle is asked',
    default: 'solve',
    commands: { bench: true },
  },
  {
    key: 'count',
    flag: '--count <n>',
    value: 'positive',
    help: 'how many puzzles (seeds seed, seed+1, …)',
    default: 1,
    commands: { generate: true },
  },
  {
    key: 'seed',
    flag: '--seed <s>',
    value: 'whole',
    help: `random seed, 0 to ${MAX_SEED}: the same seed gives the same puzzles on any machine`,
    default: 1,
    commands: { generate: true },
  },
  {
    key: 'minimal',
    flag: '--minimal',
    value: 'switch',
    help: `dig until no given can be removed: the default up to 25x25 without --givens and --difficulty; from ${LARGE_GRID_N}x${LARGE_GRID_N} the checks otherwise stop at ${LARGE_GRID_CHECK_CONFLICTS} conflicts each`,
    commands: { generate: true },
  },
  {
    key: 'difficulty',
    flag: '--difficulty <level>',
    value: 'choice',
    choices: RATING_LEVELS,
    help: 'a puzzle that rate puts at exactly this level: givens go while that logic still solves it (with --minimal: until none can go)',
    commands: { generate: true },
  },
  {
    key: 'why',
    flag: '--why',
    value: 'switch',
    help: 'for a puzzle with no solution: name a minimal set of givens and constraints (rows, columns, boxes or regions, rules) that already conflict, checked by a second solver; clashing givens are then read, not refused',
    commands: { solve: true },
  },
  {
    key: 'variant',
    flag: '--variant <rules>',
    value: 'text',
    help: 'make a variant: jigsaw (random regions), killer (random cages of up to 5 cells; a cell left with no free neighbour is a cage of one), thermo (random thermometers), whispers (random whispers lines), kropki (every Kropki dot of the grid, with the negative constraint), xv (every X and V, with the negative constraint), numbered-room and hidden-skyscraper (the clue of every row and column at each end), counting-circles (a random set), x, windoku, disjoint-groups, antiknight, antiking, nonconsecutive; several joined with + (x+antiknight)',
    commands: { generate: true },
  },
  {
    key: 'symmetry',
    flag: '--symmetry <kind>',
    value: 'choice',
    choices: SYMMETRIES,
    help: 'remove cells alone, or in 180° pairs',
    default: 'none',
    commands: { generate: true },
  },
  {
    key: 'grid',
    flag: '--grid <method>',
    value: 'choice',
    choices: GRID_METHODS,
    help: 'complete grid by a random-order search of the empty grid, or random givens then a solve',
    default: 'search',
    commands: { generate: true },
  },
  {
    key: 'check',
    flag: '--check <method>',
    value: 'choice',
    choices: CHECK_METHODS,
    help: 'uniqueness checks: one incremental solver with assumptions, or a fresh propagated formula each (default: incremental up to 16x16, fresh from 25x25)',
    commands: { generate: true },
  },
  {
    key: 'checkTimeout',
    flag: '--check-timeout <duration>',
    value: 'duration',
    help: 'limit per uniqueness check; a check that hits it keeps its given (the puzzle stays proved unique, but may not be minimal)',
    commands: { generate: true },
  },
  {
    key: 'checkConflicts',
    flag: '--check-conflicts <n>',
    value: 'positive',
    help: `conflict limit per uniqueness check, likewise, but the same puzzle on any machine (default from ${LARGE_GRID_N}x${LARGE_GRID_N}: ${LARGE_GRID_CHECK_CONFLICTS}, unless --minimal)`,
    commands: { generate: true },
  },
  { key: 'techniques', flag: '--techniques <list>', value: 'text', help: TECHNIQUES_HELP, commands: on(['explain', 'hint']) },
  {
    key: 'max',
    flag: '--max <n>',
    value: 'positive',
    help: 'cap for --all (default 1000)',
    commands: {
      solve: true,
      count: { help: 'stop counting at n solutions (default 1000)' },
      bench: { help: 'count task: stop counting at n solutions', default: 1000 },
    },
    calls: { count: true },
  },
  {
    key: 'cnf',
    flag: '--cnf <file>',
    value: 'text',
    help: 'the CNF the solver ran on, when written with --propagate or --compact: its header says how to read the model',
    commands: { decode: true },
  },
  {
    key: 'inputFormat',
    flag: '--input-format <format>',
    value: 'choice',
    choices: INPUT_FORMATS,
    help: 'how the puzzle file is written (auto: detected)',
    default: 'auto',
    commands: on(PUZZLE_COMMANDS),
    calls: { ...SOLVING, toDimacs: true, why: true },
  },
  {
    key: 'alphabet',
    flag: '--alphabet <alphabet>',
    value: 'choice',
    choices: ['auto', ...ALPHABETS],
    help: 'symbols of one-character cells; 16x16: 1-based 1-9A-G or 0-based hex 0-F; letters: A = 1 (25x25 A-Y)',
    default: 'auto',
    commands: on(PUZZLE_COMMANDS),
    calls: { ...SOLVING, toDimacs: true, why: true },
  },
  {
    key: 'index',
    flag: '--index <n>',
    value: 'positive',
    help: 'only the n-th puzzle of a batch file (1-based)',
    commands: on(PUZZLE_COMMANDS),
  },
  {
    key: 'box',
    flag: '--box <RxC>',
    value: 'text',
    help: 'box shape, rows x columns (2x3 for 6x6): needed when the grid side has several (12: 2x6 or 3x4) and the file draws none',
    commands: { ...on(PUZZLE_COMMANDS), generate: { help: 'box shape instead of --k: 2x3 (6x6), 2x4 (8x8), 3x4 (12x12), …' } },
  },
  {
    key: 'shard',
    flag: '--shard <i/N>',
    value: 'shard',
    help: "only the puzzles i, i+N, i+2N, … of a batch (1-based); they keep the file's indices. `slurm`: i and N from this task of a Slurm job array; `kubernetes/N`: i from this pod's JOB_COMPLETION_INDEX in an indexed Job of N",
    commands: on(['solve', 'unique', 'count', 'encode', 'rate']),
  },
  {
    key: 'jobs',
    flag: '--jobs <n>',
    value: 'jobs',
    help: `worker threads for a batch, each solving blocks of ${BATCH} puzzles (the output is the same for any n; default 1); at most the number of cores`,
    commands: {
      ...on(['solve', 'unique', 'count']),
      generate: {
        help: 'worker threads: each makes whole puzzles, or for one puzzle they share its uniqueness checks (the output is the same for any n, unless checks hit --check-timeout, or --check-conflicts with --check incremental); at most the number of cores',
        default: 1,
      },
      bench: { help: 'worker threads, each with its own solvers; at most the number of cores', default: 1 },
    },
  },
  {
    key: 'format',
    flag: '--format <format>',
    value: 'choice',
    choices: OUTPUT_FORMATS,
    help: 'output format (default: pretty for one puzzle, line for a batch)',
    commands: {
      ...on(['solve', 'unique', 'count', 'show']),
      decode: { help: 'output format', default: 'pretty' },
      stats: { help: 'output format', choices: ['table', 'csv', 'json'], default: 'table' },
      generate: { help: 'output format (default line up to 64x64, else grid)' },
      rate: { help: 'output format', choices: ['table', 'json'], default: 'table' },
      explain: { help: 'json: the steps as data; else the grid format at the end (default pretty)' },
      hint: { help: 'json for the step as data', choices: ['text', 'json'] },
      bench: { help: 'report format', choices: BENCH_FORMATS, default: 'table' },
      solvers: { help: 'output format', choices: ['table', 'json'], default: 'table' },
      'check-proof': { help: 'output format', choices: ['text', 'json'], default: 'text' },
    },
  },
  {
    key: 'stats',
    flag: '--stats',
    value: 'switch',
    help: 'print sizes and times of each puzzle on stderr',
    commands: on(['solve', 'unique', 'count']),
  },
  {
    key: 'proof',
    flag: '--proof <dir>',
    value: 'text',
    help: `for a puzzle with no solution, write a checked certificate of that into this directory (one subdirectory per puzzle of a batch); needs a solver that writes proofs (${WRITERS.join(', ')}; the embedded cadical by default)`,
    commands: {
      solve: true,
      unique: {
        help: `write a checked certificate of uniqueness (or of no solution) into this directory (one subdirectory per puzzle of a batch); needs a solver that writes proofs (${WRITERS.join(', ')}; the embedded cadical by default)`,
      },
    },
    // The library makes the certificate in memory and hands it back: a switch, not a directory.
    calls: { unique: { value: 'switch' } },
  },
  {
    key: 'checker',
    flag: '--checker <names>',
    value: 'text',
    help: `with --proof: proof checkers, comma-separated: ${PROOF_CHECKERS[0]} (default), ${PROOF_CHECKERS.slice(1).join(', ')}`,
    commands: {
      solve: true,
      unique: true,
      'check-proof': { help: `proof checkers, comma-separated: ${PROOF_CHECKERS.join(', ')} (default sudocnf; the others where on PATH)` },
    },
  },
  {
    key: 'checkMode',
    flag: '--check-mode <mode>',
    value: 'choice',
    choices: CHECK_MODES,
    help: "sudocnf's checker: forward (every lemma, in order; the default) or backward (only the lemmas the empty clause needs, as drat-trim)",
    commands: on(['solve', 'unique', 'check-proof']),
  },
  {
    key: 'replace',
    flag: '--replace',
    value: 'switch',
    help: 'with --proof: replace a certificate already in the directory (a directory that is not empty is refused otherwise)',
    commands: on(['solve', 'unique']),
  },
  {
    key: 'strategy',
    flag: '--strategy <name>',
    value: 'choice',
    choices: STRATEGIES,
    help: 'SAT solvers: the whole formula, or band by band first (large sparse grids; whole if the bands fail); auto: bands from 64x64 with 200,000 candidates left (default auto)',
    commands: { solve: true },
    calls: SOLVING,
  },
  { key: 'all', flag: '--all', value: 'switch', help: 'print every solution, up to --max', commands: { solve: true } },
  {
    key: 'output',
    flag: '-o, --output <file>',
    value: 'text',
    help: 'write to a file instead of standard output (.gz: gzip); {i} = puzzle index',
    commands: on(['encode', 'show']),
  },
  {
    key: 'plot',
    flag: '--plot <file.svg>',
    value: 'text',
    help: 'also draw clauses against grid size (log scale), one line per encoding × AMO, as an SVG chart',
    commands: { stats: true, bench: { help: "also draw each route's time per puzzle as an SVG chart" } },
  },
  {
    key: 'plotScale',
    flag: '--plot-scale <scale>',
    value: 'choice',
    choices: ['log-y', 'log-log'],
    help: "log-y: clauses on a log axis; log-log: n too, so each encoding's polynomial degree shows as a slope",
    default: 'log-y',
    commands: { stats: true },
  },
  { key: 'port', flag: '--port <n>', value: 'port', help: 'TCP port (0: any free one)', default: 8765, commands: { web: true } },
  {
    key: 'host',
    flag: '--host <address>',
    value: 'text',
    help: 'address to listen on (default 127.0.0.1, this machine only)',
    default: '127.0.0.1',
    commands: { web: true },
  },
  { key: 'open', flag: '--open', value: 'switch', help: 'open the page in the default browser', commands: { web: true } },
];

/** An option as one command (or call) takes it: the option's description with that command's variant over it. */
export function variantOf(spec: OptionSpec, variant: Variant | true | undefined): OptionSpec {
  return variant === undefined || variant === true ? spec : { ...spec, ...variant };
}

/** The options a command takes, as it takes them, in help order. */
export function optionsOf(command: CommandName): OptionSpec[] {
  return OPTIONS.filter((o) => o.commands[command] !== undefined).map((o) => variantOf(o, o.commands[command]));
}

/** The options a library call takes, as it takes them. */
export function callOptions(call: CallName): OptionSpec[] {
  return OPTIONS.filter((o) => o.calls?.[call] !== undefined).map((o) => variantOf(o, o.calls![call]));
}

/** The flag's long name, without the value: `--node-limit`. */
export function longFlag(flag: string): string {
  return /--[\w-]+/.exec(flag)![0];
}
