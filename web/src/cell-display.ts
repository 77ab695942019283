// How a cell is shown: its value's symbol, and what the page marks on it beside the value.
import { type Alphabet, symbolOf } from '../../src/core/alphabet.js';

/** What the page marks on the grid beside the values. */
export interface Decorations {
  conflicts: Set<number>;
  wrong: Set<number>;
  /** The cells of a hint's pattern, and the cells it places in or takes candidates from. */
  pattern: Set<number>;
  targets: Set<number>;
  /** Cells where two solutions differ. */
  differs: Set<number>;
}

export const noDecorations = (): Decorations => ({
  conflicts: new Set(),
  wrong: new Set(),
  pattern: new Set(),
  targets: new Set(),
  differs: new Set(),
});

/** The symbol of a value in a grid of side n: the command line's alphabet, or the number past 64. */
export function symbolFor(value: number, alphabet: Alphabet | undefined): string {
  if (value === 0) return '';
  return alphabet ? symbolOf(value, alphabet) : String(value);
}
