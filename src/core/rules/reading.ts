// What the puzzle readers hand a kind's code that reads its rules from a document: the kinds'
// shared reading helpers (dot-pair.ts, line.ts, outside-clue.ts) are written against these, and
// the readers (src/formats/fpuzzles.ts, iss.ts) implement them. The forms that read through them
// are typed by the formats (src/formats/rule-forms.ts).

/**
 * What an f-puzzles reader hands a kind: the document's values as opaque nodes, read through these
 * helpers, each of which refuses what is not as described at its line and column.
 */
export interface FpuzzlesNodes {
  /** The value of `key` in an object node, or undefined (also when the node is not an object). */
  field(node: unknown, key: string): unknown;
  isObject(node: unknown): boolean;
  isList(node: unknown): boolean;
  /** A list of cells written `"R1C1"`; `what` names the list in a refusal. */
  cells(node: unknown, what: string): number[];
  /** One cell written `"R1C1"`. */
  cell(node: unknown, what: string): number;
  /** The items of a list node, refused as not `what` when it is not a list. */
  items(node: unknown, what: string): unknown[];
  /** The grid's side. */
  n: number;
  /** A scalar's text (`"X"`, `10` as `10`), or undefined where it is absent or not a scalar. */
  text(node: unknown): string | undefined;
  /** A sum written `"10"` or 10, or undefined where it is absent, null or `""`. */
  sum(node: unknown, what: string): number | undefined;
  /** The lines of `item` (`{"lines": [[…], …]}`, at least one), refused as not `written`. */
  lines(item: unknown, what: string, written: string): unknown[];
  fail(message: string, node: unknown): never;
}

/**
 * What an ISS reader hands a kind: one constraint's arguments (`.Cage~10~R1C1~R1C2` has `10`,
 * `R1C1`, `R1C2`), read through these helpers, each of which refuses what is not as described at
 * the argument's place.
 */
export interface IssArgs {
  /** The grid's side. */
  n: number;
  /** The grid's smallest value: 0 on ISS's `Shape~9x9~0-8`, else 1. */
  lowest: number;
  /** The arguments after the type, as written. */
  args: readonly string[];
  /** Whether the argument at `index` is a cell (`R1C1`; rows and columns past 9 as letters, `R1Ca` for r1c10). */
  isCell(index: number): boolean;
  /** The argument at `index`, a cell; `what` names it in a refusal. */
  cell(index: number, what: string): number;
  /** The arguments from `from` on, each a cell; `what` names them in a refusal. */
  cells(from: number, what: string): number[];
  /** The argument at `index`, a whole number (negative too), or undefined where it is absent or empty. */
  number(index: number, what: string): number | undefined;
  /** Refuses the constraint, at the argument `index` where given (else at its type). */
  fail(message: string, index?: number): never;
}
