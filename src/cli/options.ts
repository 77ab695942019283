import { availableParallelism } from 'node:os';
import { type Command, Option } from 'commander';
import { AMO_NAMES } from '../../encodings/amo/index.js';
import { FAMILIES } from '../../encodings/families.js';
import { PRESET_NAMES } from '../../encodings/presets.js';
import { DEFAULT_AMO, DEFAULT_ENCODING, GIVENS_MODES } from '../../encodings/spec.js';
import { UsageError } from '../core/errors.js';
import { type Alphabet, ALPHABETS, type AlphabetChoice } from '../formats/alphabet.js';
import { INPUT_FORMATS, type InputFormat, type ReadOptions } from '../formats/read.js';
import { CHECK_MODES } from '../proof/proof-format.js';
import { parsePropagation, PROPAGATION_LEVELS, type PropagationLevel } from '../logic/propagate.js';
import { Shape } from '../core/shape.js';

/** Options every command that reads puzzles takes. */
export interface InputFlags {
  inputFormat: InputFormat;
  alphabet: AlphabetChoice;
  index?: number;
  box?: string;
  shard?: Shard;
}

/** `--shard i/N`: the puzzles i, i+N, i+2N, … of a batch (1-based). */
export interface Shard {
  i: number;
  n: number;
}

function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const [i, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || n < 1 || i < 1 || i > n) throw new UsageError(`bad --shard '${text}': i/N with 1 ≤ i ≤ N, e.g. 1/4`);
  return { i, n };
}

/**
 * `--shard i/N` for the batch commands: every N-th puzzle from the i-th, numbered as in the
 * file, so N machines can split a corpus with no coordinator and the outputs merge by index.
 */
export function addShardOption(cmd: Command): Command {
  return cmd.option('--shard <i/N>', "only the puzzles i, i+N, i+2N, … of a batch (1-based); they keep the file's indices", parseShard);
}

/** `--box 2x3`: a box shape, rows x columns with rows ≤ columns. */
export function parseBox(text: string): Shape {
  const shape = Shape.parse(text);
  if (!shape) throw new UsageError(`bad --box '${text}': rows x columns with rows ≤ columns, e.g. 2x3 (6x6), 3x4 (12x12), 3x3 (9x9)`);
  return shape;
}

/** `--box 2x3,3x4`: several box shapes, for tables. */
export function parseBoxList(text: string): Shape[] {
  return text.split(',').map((part) => parseBox(part.trim()));
}

/** The alphabet asked for with --alphabet, or undefined for auto. */
export function alphabetOf(flags: InputFlags): Alphabet | undefined {
  return flags.alphabet === 'auto' ? undefined : (flags.alphabet as Alphabet);
}

export function readOptions(flags: InputFlags): ReadOptions {
  return { format: flags.inputFormat, alphabet: flags.alphabet, ...(flags.box !== undefined ? { box: parseBox(flags.box) } : {}) };
}

/** A commander parser for whole numbers from `min` up; a refusal names the option. */
function wholeNumberFrom(min: 0 | 1, name: string) {
  const what = min === 1 ? 'a positive whole number' : 'a whole number';
  return (text: string): number => {
    if (!/^\d+$/.test(text) || Number(text) < min) throw new UsageError(`${name} must be ${what}, got '${text}'`);
    return Number(text);
  };
}

export const positiveInteger = (name: string) => wholeNumberFrom(1, name);

/** `--propagate`: a level, or a list of techniques, checked and put in short form. */
export function propagateOption(description: string, fallback: PropagationLevel): Option {
  return new Option('--propagate <level>', `${description}: ${PROPAGATION_LEVELS.join(', ')}, or a list of techniques (NS+HS+NP)`).argParser(parsePropagation).default(fallback);
}
export const wholeNumber = (name: string) => wholeNumberFrom(0, name);

/**
 * `--jobs n`: worker threads, at most one per core; more would only share the cores (and each
 * holds its own solvers), so a larger n is taken as the number of cores.
 */
export function jobsOption(description: string, fallback?: number): Option {
  const cores = availableParallelism();
  const option = new Option('--jobs <n>', `${description}; at most the number of cores`).argParser((text) => Math.min(positiveInteger('--jobs')(text), cores));
  return fallback === undefined ? option : option.default(fallback);
}

export function addInputOptions(cmd: Command): Command {
  return cmd
    .addOption(
      new Option('--input-format <format>', 'how the puzzle file is written (auto: detected)').choices(INPUT_FORMATS).default('auto'),
    )
    .addOption(
      new Option('--alphabet <alphabet>', 'symbols of one-character cells; 16x16: 1-based 1-9A-G or 0-based hex 0-F')
        .choices(['auto', ...ALPHABETS])
        .default('auto'),
    )
    .option('--index <n>', 'only the n-th puzzle of a batch file (1-based)', positiveInteger('--index'))
    .option('--box <RxC>', 'box shape, rows x columns (2x3 for 6x6): needed when the grid side has several (12: 2x6 or 3x4) and the file draws none');
}

export interface EncodingFlags {
  encoding: string;
  redundant?: boolean;
  amo: string;
  givens: string;
}

const ENCODING_HELP = `preset (${PRESET_NAMES.join(', ')}) or comma-separated families (${FAMILIES.join(', ')})`;

export function addEncodingOptions(
  cmd: Command,
  {
    lists,
    givens = GIVENS_MODES,
    givensDefault = 'units',
    amoDefault = DEFAULT_AMO,
  }: { lists: boolean; givens?: readonly string[]; givensDefault?: string; amoDefault?: string },
): Command {
  const several = lists ? '; several comma-separated presets to compare' : '';
  cmd
    .option('--encoding <spec>', ENCODING_HELP + several, DEFAULT_ENCODING)
    .option('--redundant', 'add the redundant families (cell-amo, row/col/box-alo): minimal + redundant = extended')
    .option('--amo <name>', `at-most-one encoding: ${AMO_NAMES.join(', ')}, auto:T${lists ? ' (comma-separated to compare)' : ''}`, amoDefault);
  if (!lists) cmd.addOption(new Option('--givens <mode>', 'how givens enter the formula').choices(givens).default(givensDefault));
  return cmd;
}

/** `minimal,extended` is two presets to compare; `cell-alo,row-amo,…` is one family set. */
export function encodingList(text: string): string[] {
  const items = text.split(',').map((s) => s.trim());
  return items.every((i) => (PRESET_NAMES as string[]).includes(i)) ? items : [text];
}

export function addOutputOption(cmd: Command): Command {
  return cmd.option('-o, --output <file>', 'write to a file instead of standard output (.gz: gzip); {i} = puzzle index');
}

/** `--check-mode`: how sudocnf's checker reads DRAT and FRAT proofs (forward when not given). */
export function checkModeOption(): Option {
  return new Option('--check-mode <mode>', "sudocnf's checker: forward (every lemma, in order; the default) or backward (only the lemmas the empty clause needs, as drat-trim)").choices(CHECK_MODES);
}
