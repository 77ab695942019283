import { InputError, opt, type SourcePosition, says } from '../core/errors.js';
import { conflictText, findConflicts, Grid } from '../core/grid.js';
import { Shape } from '../core/shape.js';
import { ruleProblem } from '../core/rules/index.js';
import type { RawVariant } from './variant.js';
import { withArticle } from '../core/article.js';

/** Who made a puzzle and what it is called, and its rules in the setter's words: kept as text, never read as rules. */
export interface Credit {
  /** The puzzle's title, where its file gives one: one line of at most 100 characters. */
  title?: string;
  /** Its author: one line of at most 100 characters. */
  author?: string;
  /** Its rules text, line breaks kept, at most MAX_RULES_TEXT characters. */
  rules?: string;
}

/** A puzzle read from a file, with where it came from. */
export interface PuzzleRecord extends Credit {
  /** 1-based position of the puzzle in its file. */
  index: number;
  /** Line on which the puzzle starts. */
  line: number;
  grid: Grid;
  /** Solution count stated by a `puzzle:count[:solution]` corpus line. */
  expectedCount?: number;
  /** Solution stated by a corpus line. */
  expectedSolution?: Grid;
  /** What the reader passed over that a user should hear of (an f-puzzles drawing, a solver's setting). */
  notes?: ReadNote[];
}

/** A remark on a puzzle that was read all the same, with its place. */
export interface ReadNote {
  text: string;
  at: SourcePosition;
}

export type PuzzleEntry =
  | ({ ok: true } & PuzzleRecord)
  | {
      ok: false;
      index: number;
      line: number;
      error: InputError;
      /** The puzzle, when what is wrong is givens that clash (which `solve --why` explains). */
      clashing?: PuzzleRecord;
    };

/** Cells as a reader produced them, with the source position of every cell, and the credit its file gives. */
export interface RawPuzzle extends Credit {
  /** The grid side. */
  n: number;
  /** The box shape, when the text shows it (separators, a size line, a `# box` line). */
  shape?: Shape;
  cells: Uint16Array;
  line: number;
  position(cell: number): SourcePosition;
  expectedCount?: number;
  /** The cells of the solution a corpus line states. */
  expectedSolution?: Uint16Array;
  /** Regions and rules, for a variant puzzle. */
  variant?: RawVariant;
  notes?: ReadNote[];
}

/**
 * Checks a raw puzzle's givens and turns it into a record. Clashing givens are bad input:
 * the error points at the later cell and names both.
 */
export function finishPuzzle(raw: RawPuzzle, index: number, box?: Shape): PuzzleEntry {
  const shape = variantShape(raw, shapeOf(raw, box, raw.variant?.regions));
  const grid = new Grid(shape, raw.cells);
  const named = creditOf(raw);
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    const c = conflicts[0]!;
    const at = raw.position(c.first);
    const more = conflicts.length > 1 ? ` (${conflicts.length - 1} more clash${conflicts.length > 2 ? 'es' : ''})` : '';
    const error = new InputError(
      `conflicting givens: ${conflictText(grid.shape, c, ` (line ${at.line}, column ${at.column})`)}${more}`,
      raw.position(c.second),
    );
    return {
      ok: false,
      index,
      line: raw.line,
      error,
      clashing: { index, line: raw.line, grid, ...named },
    };
  }
  const record: PuzzleRecord = { index, line: raw.line, grid, ...named };
  if (raw.expectedCount !== undefined) record.expectedCount = raw.expectedCount;
  if (raw.expectedSolution !== undefined) record.expectedSolution = new Grid(shape, raw.expectedSolution);
  if (raw.notes !== undefined) record.notes = raw.notes;
  return { ok: true, ...record };
}

/** The longest rules text kept; a longer one is cut, ending in `…`. */
export const MAX_RULES_TEXT = 10_000;

/** The credit a reader found, each part as plain text; an empty one is left out. */
export function creditOf(raw: Credit): Credit {
  const title = oneLine(raw.title ?? '');
  const author = oneLine(raw.author ?? '');
  const rules = rulesText(raw.rules ?? '');
  return { ...(title !== '' ? { title } : {}), ...(author !== '' ? { author } : {}), ...(rules !== '' ? { rules } : {}) };
}

/** A title or author as one line of printable text, at most 100 characters: a title names the puzzle in output lines and headers. */
function oneLine(text: string): string {
  const plain = text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  return plain.length > 100 ? `${plain.slice(0, 99)}…` : plain;
}

/** Rules text with its lines kept (and trimmed of trailing space), other control characters as spaces. */
function rulesText(text: string): string {
  const plain = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain.length > MAX_RULES_TEXT ? `${plain.slice(0, MAX_RULES_TEXT - 1)}…` : plain;
}

/**
 * The box shape of a puzzle: the one asked for (`--box`), else the one its text shows, else the
 * only plausible one for its side (k×k for n = k²; 2×3 for 6×6). A side with several (12: 2×6
 * or 3×4) or none (a prime) must be told.
 */
function shapeOf(raw: RawPuzzle, box?: Shape, regions?: readonly number[]): Shape {
  const { n } = raw;
  const at = raw.position(0);
  if (box) {
    if (box.n !== n) throw new InputError(`the grid is ${n}x${n}, but ${box.key} boxes make ${box.n}x${box.n} grids`, at);
    return box;
  }
  if (raw.shape) return raw.shape;
  if (n === 1) return Shape.square(1);
  const plausible = Shape.plausible(n);
  // Regions that are the boxes of a shape give that shape; others replace the boxes, which then
  // only name the shape (and the boxes of rules that use them).
  if (regions) return boxShapes(n).find((s) => boxesAre(s, regions)) ?? plausible.at(-1) ?? Shape.of(1, n);
  if (plausible.length === 1) return plausible[0]!;
  if (plausible.length === 0)
    throw new InputError(
      says`${withArticle(`${n}x${n}`)} grid has no box shape of 2 or more rows and columns: say which with ${opt('box')} (1x${n} for boxes that are rows)`,
      at,
    );
  throw new InputError(
    says`${withArticle(`${n}x${n}`)} grid may have ${plausible.map((s) => s.key).join(' or ')} boxes: say which with ${opt('box')}, or draw them (| between boxes, a --- line between bands)`,
    at,
  );
}

/** The shape with a raw puzzle's regions and rules; what is wrong with them is bad input where they are stated. */
function variantShape(raw: RawPuzzle, shape: Shape): Shape {
  const variant = raw.variant;
  if (!variant) return shape;
  try {
    // A rule wrong for the grid is said where it is stated, where the reader knows: on the grid with
    // its regions and values (a region-sum line reads a jigsaw's regions where the side has no boxes).
    const geometry = shape.withVariant({ regions: variant.regions, lowest: variant.lowest });
    if (variant.ruleAt)
      variant.rules?.forEach((rule, i) => {
        const problem = ruleProblem(rule, geometry);
        if (problem) throw new InputError(problem, variant.ruleAt![i] ?? variant.at);
      });
    return geometry.withVariant({ rules: variant.rules });
  } catch (e) {
    if (e instanceof RangeError) throw new InputError(e.message, variant.at);
    throw e;
  }
}

/** Every box shape of a grid of side n (1×n included). */
function boxShapes(n: number): Shape[] {
  const shapes: Shape[] = [];
  for (let r = 1; r * r <= n; r++) if (n % r === 0) shapes.push(Shape.of(r, n / r));
  return shapes;
}

/** Whether region labels (a label per cell) group the cells as the shape's boxes do. */
function boxesAre(shape: Shape, regions: readonly number[]): boolean {
  try {
    return regions.length === shape.n * shape.n && shape.withVariant({ regions }).regions === undefined;
  } catch {
    return false;
  }
}

/** Runs a reader for one puzzle; an InputError becomes a failed entry. */
export function readOne(index: number, line: number, read: () => RawPuzzle, box?: Shape): PuzzleEntry {
  try {
    return finishPuzzle(read(), index, box);
  } catch (e) {
    if (e instanceof InputError) return { ok: false, index, line, error: e };
    throw e;
  }
}
