import { InputError, opt, quote, says, type SourcePosition } from '../core/errors.js';
import { type Alphabet, alphabetSize, describeAlphabet, valueIn, valueTable } from '../core/alphabet.js';
import { withArticle } from '../core/article.js';

/**
 * Decodes a run of one-character cells. `positionOf(i)` locates symbol i for error messages.
 * Throws InputError on a symbol the alphabet lacks or one beyond n.
 */
export function decodeSymbols(
  symbols: ArrayLike<string>,
  n: number,
  alphabet: Alphabet,
  positionOf: (i: number) => SourcePosition,
  into: Uint16Array,
  offset: number,
): void {
  const table = valueTable(alphabet);
  for (let i = 0; i < symbols.length; i++) {
    const ch = symbols[i]!;
    const v = valueIn(table, ch);
    // Letters are values only in grids larger than 9x9 (or where A stands for 1).
    if (v < 0 || (v > 9 && n <= 9 && alphabet !== 'letters')) {
      const text = `unknown symbol ${quote(ch)} for ${withArticle(`${n}x${n}`)} grid (values ${describeAlphabet(alphabet, n)}, blanks . * _ 0)`;
      const hint = alphabet === '1-based' && n === 16 ? says`; if this is 0-based hex, use ${opt('alphabet', '0-based')}` : [];
      throw new InputError([text, ...hint], positionOf(i));
    }
    if (v > n) {
      const letter = /[A-Za-z]/.test(ch) && n <= alphabetSize('letters') && alphabet !== 'letters';
      const hint = letter ? says`; where A stands for 1, use ${opt('alphabet', 'letters')}` : [];
      throw new InputError(
        [`symbol ${quote(ch)} stands for ${v}, but ${withArticle(`${n}x${n}`)} grid has values 1..${n}`, ...hint],
        positionOf(i),
      );
    }
    into[offset + i] = v;
  }
}

/** ASCII symbols already put in a set, so that a large file adds each only once. */
const asciiSeen = new WeakMap<Set<string>, Uint8Array>();

/** Records the distinct symbols of a string into `used`. */
export function collectSymbols(s: string, used: Set<string>): void {
  let seen = asciiSeen.get(used);
  if (!seen) {
    seen = new Uint8Array(128);
    asciiSeen.set(used, seen);
  }
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 128) {
      if (seen[code] === 0) {
        seen[code] = 1;
        used.add(s[i]!);
      }
      continue;
    }
    const point = s.codePointAt(i)!;
    used.add(String.fromCodePoint(point));
    if (point > 0xffff) i++;
  }
}

/** The symbols of a string one by one: the string itself when it is ASCII (no copy), else its code points. */
export function symbolsOf(s: string): ArrayLike<string> {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 128) return [...s];
  return s;
}
