/**
 * Symbol alphabets for puzzles written one character per cell.
 *   1-based: 1-9 then A-Z (A = 10, G = 16, P = 25); n ≤ 35; `0` is a blank.
 *   0-based: 0-9 then A-Z (0 = 1, F = 16): the hexadecimal convention of some 16×16 files; n ≤ 36.
 *   sym64:   1-9, A-Z, a-z without l, then # $ + ? (64 symbols) as in published 64×64 grids.
 *   letters: A-Z (A = 1, Y = 25), as some 25×25 files are written; n ≤ 26.
 * Letters are case-insensitive except in sym64.
 */
export const ALPHABETS = ['1-based', '0-based', 'sym64', 'letters'] as const;
export type Alphabet = (typeof ALPHABETS)[number];
export type AlphabetChoice = Alphabet | 'auto';

const SYMBOLS: Record<Alphabet, string> = {
  '1-based': '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0-based': '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  sym64: '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz#$+?',
  letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
};

/** Blank markers accepted in every alphabet (plus `0` where `0` is not a value). */
export const BLANK_MARKS = '.*_';

export function alphabetSize(alphabet: Alphabet): number {
  return SYMBOLS[alphabet].length;
}

/**
 * The alphabet a grid whose values start at `lowest` is written in: `0-based` for the values
 * 0..n − 1 (0 the first value, while n ≤ 36) whatever is asked, else the one asked or the default one.
 */
export function valuesAlphabet(n: number, lowest: number, asked?: Alphabet): Alphabet | undefined {
  if (lowest === 1) return asked ?? defaultAlphabet(n);
  return n <= SYMBOLS['0-based'].length ? '0-based' : undefined;
}

/** The alphabet used to write a grid of side n when none is asked for. */
export function defaultAlphabet(n: number): Alphabet | undefined {
  if (n <= SYMBOLS['1-based'].length) return '1-based';
  if (n <= SYMBOLS.sym64.length) return 'sym64';
  return undefined;
}

/** Value 1..(alphabet size) of a symbol, 0 for a blank, -1 for a symbol the alphabet lacks. */
export function symbolValue(ch: string, alphabet: Alphabet): number {
  return valueIn(valueTable(alphabet), ch);
}

/** symbolValue, from the alphabet's valueTable (for loops over many cells). */
export function valueIn(table: Int8Array, ch: string): number {
  // Every symbol and blank is ASCII: anything else is no symbol.
  const code = ch.length === 1 ? ch.charCodeAt(0) : 128;
  return code < 128 ? table[code]! : -1;
}

const VALUE_TABLES = new Map<Alphabet, Int8Array>();

/** symbolValue for each ASCII code, built once per alphabet: reading a large file needs it for every cell. */
export function valueTable(alphabet: Alphabet): Int8Array {
  let table = VALUE_TABLES.get(alphabet);
  if (table) return table;
  table = new Int8Array(128).fill(-1);
  for (const ch of `${BLANK_MARKS} `) table[ch.charCodeAt(0)] = 0;
  if (alphabet !== '0-based') table['0'.charCodeAt(0)] = 0;
  [...SYMBOLS[alphabet]].forEach((ch, i) => {
    table![ch.charCodeAt(0)] = i + 1;
    // Letters are case-insensitive except in sym64.
    if (alphabet !== 'sym64') table![ch.toLowerCase().charCodeAt(0)] = i + 1;
  });
  VALUE_TABLES.set(alphabet, table);
  return table;
}

export function symbolOf(value: number, alphabet: Alphabet): string {
  return value === 0 ? '.' : SYMBOLS[alphabet][value - 1]!;
}

/** The symbols an alphabet uses for 1..n, for messages ("1-9A-G"). */
export function describeAlphabet(alphabet: Alphabet, n: number): string {
  const s = SYMBOLS[alphabet].slice(0, n);
  if (n <= 9 || alphabet === 'letters') return `${s[0]}-${s[n - 1]}`;
  return alphabet === 'sym64' ? `the 64-symbol alphabet up to '${s[n - 1]}'` : `${s[0]}-9A-${s[n - 1]}`;
}

/**
 * Picks the alphabet of a symbol grid of side n from the symbols it uses.
 * Above 9×9, `0` next to another blank mark (`.`, `*`, `_`) can only be a value: 0-based;
 * n - 1 or more letters and no digit 1-9, which 1-based puts beyond n but A = 1 keeps within it: letters;
 * otherwise 1-based while n ≤ 35 and every symbol fits, else sym64.
 * The 16×16 ambiguity (1-based `1-9A-G` against 0-based hex `0-F`) is settled this way, or by
 * the caller's explicit choice.
 */
export function chooseAlphabet(n: number, used: ReadonlySet<string>, requested: AlphabetChoice): Alphabet {
  if (requested !== 'auto') return requested;
  const zeroIsValue = used.has('0') && [...BLANK_MARKS].some((b) => used.has(b));
  if (zeroIsValue && n > 9 && n <= SYMBOLS['0-based'].length) return '0-based';
  const fits = (a: Alphabet) => [...used].every((ch) => symbolValue(ch, a) >= 0);
  const within = (a: Alphabet) => [...used].every((ch) => symbolValue(ch, a) >= 0 && symbolValue(ch, a) <= n);
  const digitFree = ![...used].some((ch) => ch >= '1' && ch <= '9');
  // A grid of letters uses nearly all of them (a unique puzzle leaves out one value at most).
  const values = [...used].filter((ch) => symbolValue(ch, 'letters') > 0).length;
  if (digitFree && n > 9 && n <= SYMBOLS.letters.length && values >= n - 1 && !within('1-based') && within('letters')) return 'letters';
  if (n <= SYMBOLS['1-based'].length && fits('1-based')) return '1-based';
  if (n <= SYMBOLS.sym64.length && fits('sym64')) return 'sym64';
  return n <= SYMBOLS['1-based'].length ? '1-based' : 'sym64';
}
