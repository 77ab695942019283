/** One line of an input file, without its line ending. */
export interface TextLine {
  /** 1-based line number. */
  number: number;
  text: string;
}

/**
 * Splits a file into lines: LF, CRLF and lone CR endings, a UTF-8 byte order mark dropped.
 * Some published grids end every line with the two characters backslash and `n` (a C string
 * literal pasted into a file); when every non-empty line does, that suffix is removed too.
 */
export function splitLines(text: string): TextLine[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parts = body.split(/\r\n|\n|\r/);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const nonEmpty = parts.filter((p) => p !== '');
  const literalNewline = nonEmpty.length > 0 && nonEmpty.every((p) => p.endsWith('\\n'));
  return parts.map((p, i) => ({ number: i + 1, text: literalNewline && p.endsWith('\\n') ? p.slice(0, -2) : p }));
}

export function isBlank(line: string): boolean {
  return line.trim() === '';
}

export function isComment(line: string): boolean {
  return line.trimStart().startsWith('#');
}

/** n for which a k-sudoku exists (n = k², k ≥ 1), or 0. */
export function sideFromN(n: number): number {
  const k = Math.round(Math.sqrt(n));
  return k >= 1 && k * k === n ? k : 0;
}

/** Box side k of a puzzle written as `length` symbols on one line (length = n², n = k²), or 0. */
export function sideFromLineLength(length: number): number {
  const n = Math.round(Math.sqrt(length));
  return n * n === length ? sideFromN(n) : 0;
}
