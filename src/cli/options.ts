import type { EncodingOptions } from '../../encodings/spec.js';
import { PRESET_NAMES } from '../../encodings/presets.js';
import { quote, UsageError } from '../core/errors.js';
import { Shape } from '../core/shape.js';
import type { Alphabet, AlphabetChoice } from '../core/alphabet.js';
import type { InputFormat, ReadOptions } from '../formats/read.js';
import type { Shard } from '../options/values.js';

/** Options every command that reads puzzles takes. */
export interface InputFlags {
  inputFormat: InputFormat;
  alphabet: AlphabetChoice;
  index?: number;
  box?: string;
  shard?: Shard;
}

/** `--box 2x3`: a box shape, rows x columns with rows ≤ columns. */
export function parseBox(text: string): Shape {
  const shape = Shape.parse(text);
  if (!shape) throw new UsageError(`bad --box ${quote(text)}: rows x columns with rows ≤ columns, e.g. 2x3 (6x6), 3x4 (12x12), 3x3 (9x9)`);
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

/** The encoding flags, with the defaults the command line fills in. */
export interface EncodingFlags extends EncodingOptions {
  encoding: string;
  amo: string;
  givens: string;
}

/** `minimal,extended` is two presets to compare; `cell-alo,row-amo,…` is one family set. */
export function encodingList(text: string): string[] {
  const items = text.split(',').map((s) => s.trim());
  return items.every((i) => (PRESET_NAMES as string[]).includes(i)) ? items : [text];
}
