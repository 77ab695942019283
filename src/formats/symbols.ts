import { InputError, opt, quote, says, type SourcePosition } from '../errors.js';
import { type Alphabet, describeAlphabet, symbolValue } from './alphabet.js';

/**
 * Decodes a run of one-character cells. `positionOf(i)` locates symbol i for error messages.
 * Throws InputError on a symbol the alphabet lacks or one beyond n.
 */
export function decodeSymbols(
  symbols: readonly string[],
  n: number,
  alphabet: Alphabet,
  positionOf: (i: number) => SourcePosition,
  into: Uint16Array,
  offset: number,
): void {
  for (let i = 0; i < symbols.length; i++) {
    const ch = symbols[i]!;
    const v = symbolValue(ch, alphabet);
    // Letters are values only in grids larger than 9x9.
    if (v < 0 || (v > 9 && n <= 9)) {
      const text = `unknown symbol ${quote(ch)} for a ${n}x${n} grid (values ${describeAlphabet(alphabet, n)}, blanks . * _ 0)`;
      const hint = alphabet === '1-based' && n === 16 ? says`; if this is 0-based hex, use ${opt('alphabet', '0-based')}` : [];
      throw new InputError([text, ...hint], positionOf(i));
    }
    if (v > n) {
      throw new InputError(`symbol ${quote(ch)} stands for ${v}, but a ${n}x${n} grid has values 1..${n}`, positionOf(i));
    }
    into[offset + i] = v;
  }
}

/** Records the distinct symbols of a string into `used`. */
export function collectSymbols(s: string, used: Set<string>): void {
  for (const ch of s) used.add(ch);
}
