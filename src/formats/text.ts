import { Shape } from '../core/shape.js';

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

/** The lines that are neither blank nor comments. */
export function contentLines(lines: readonly TextLine[]): TextLine[] {
  return lines.filter((l) => !isBlank(l.text) && !isComment(l.text));
}

/** A grid side a file can hold without saying its boxes: 1, or an n with a plausible box shape (4, 6, 8, 9, 10, 12, …). */
export function isGridSide(n: number): boolean {
  return n === 1 || (n >= 4 && Shape.plausible(n).length > 0);
}

/** The side n of a puzzle written as `length` symbols on one line (length = n², n ≥ 4 a grid side), or 0. */
export function sideFromLength(length: number): number {
  const n = Math.round(Math.sqrt(length));
  return n * n === length && n >= 4 && isGridSide(n) ? n : 0;
}
