import { type Command, Option } from 'commander';
import { AMO_NAMES } from '../../encodings/amo/index.js';
import { FAMILIES } from '../../encodings/families.js';
import { PRESET_NAMES } from '../../encodings/presets.js';
import { DEFAULT_AMO, DEFAULT_ENCODING, GIVENS_MODES } from '../../encodings/spec.js';
import { UsageError } from '../errors.js';
import { type Alphabet, ALPHABETS, type AlphabetChoice } from '../formats/alphabet.js';
import { INPUT_FORMATS, type InputFormat, type ReadOptions } from '../formats/read.js';

/** Options every command that reads puzzles takes. */
export interface InputFlags {
  inputFormat: InputFormat;
  alphabet: AlphabetChoice;
  index?: number;
}

/** The alphabet asked for with --alphabet, or undefined for auto. */
export function alphabetOf(flags: InputFlags): Alphabet | undefined {
  return flags.alphabet === 'auto' ? undefined : (flags.alphabet as Alphabet);
}

export function readOptions(flags: InputFlags): ReadOptions {
  return { format: flags.inputFormat, alphabet: flags.alphabet };
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
export const wholeNumber = (name: string) => wholeNumberFrom(0, name);

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
    .option('--index <n>', 'only the n-th puzzle of a batch file (1-based)', positiveInteger('--index'));
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
