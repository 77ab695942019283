import { InputError, type SourcePosition } from '../core/errors.js';
import { type IssArgs, MAX_NESTING, RULE_KINDS, type Rule, ruleProblem } from '../core/rules/index.js';
import { Shape } from '../core/shape.js';
import { isKillerLine, readKillerLine } from './killer-text.js';
import type { RawPuzzle } from './puzzle.js';
import type { IssForm } from './rule-forms.js';
import { contentLines, type TextLine } from './text.js';

/**
 * The constraint strings of sigh's Interactive Sudoku Solver (ISS), a puzzle a line:
 * `.Shape~6x6.Cage~10~R1C1~R1C2.~R3C3_4`, each item a type and its arguments set apart by `~`
 * (givens have no type: `.~R1C1_5`), alone or in a share link (`…?q=.Cage~…`). Each type is read
 * as ISS defines it, by the kind that declares it (`iss` of a rule kind); a type sudocnf does not
 * support is refused by name. The other one-line forms ISS reads are taken as ISS takes them where
 * sudocnf reads the same (the forums' killer forms, 81 givens) and refused by name otherwise.
 */

/** The types without arguments, each with its rules, and the types read from their arguments. */
const FLAGS = new Map(RULE_KINDS.flatMap((kind) => Object.entries(kind.iss?.flags ?? {})));
const READERS = new Map(RULE_KINDS.flatMap((kind) => Object.entries(kind.iss?.read ?? {})));
const COMPOSITES = new Map(RULE_KINDS.flatMap((kind) => Object.entries(kind.iss?.composites ?? {})));
const CANDIDATES: NonNullable<IssForm['candidates']>[] = RULE_KINDS.flatMap((kind) => (kind.iss?.candidates ? [kind.iss.candidates] : []));

/** The types without arguments a line may open with: the kinds' and ISS's NoBoxes. */
const WORDS = new Set([...FLAGS.keys(), 'NoBoxes']);

/** The largest side an ISS cell name can write: rows and columns are one character, 1-9 then a-z. */
const MAX_SIDE = 35;

/** An ISS share link: a web address whose `q` parameter holds the constraint string. */
const LINK = /^https?:\/\/\S*[?&]q=([^&#\s]*)/i;

/**
 * A line that is an ISS constraint string (`.Type~…`, `.~R1C1_5`, or a type without arguments
 * ISS has, `.AntiKnight`) or a share link holding one. No classic line holds a `~`.
 */
export function isIssLine(text: string): boolean {
  const trimmed = text.trim();
  const bare = /^\.([A-Za-z]+)(\.|$)/.exec(trimmed);
  return /^\.[A-Za-z]*~/.test(trimmed) || (bare !== null && WORDS.has(bare[1]!)) || isIssLink(trimmed);
}

/** A share link of ISS: its q= parameter holds a constraint string (`.…`, `%2E…`), or the address names ISS. */
function isIssLink(text: string): boolean {
  const link = LINK.exec(text);
  return link !== null && (/^(\.|%2e)/i.test(link[1]!) || /Interactive-Sudoku-Solver/i.test(text));
}

/** Most content lines are ISS constraint strings or links. */
export function looksLikeIssLines(lines: readonly TextLine[]): boolean {
  const content = contentLines(lines);
  return content.length > 0 && content.filter((l) => isIssLine(l.text)).length * 2 >= content.length;
}

/** A piece of the line with the column of each of its characters (white space, which ISS ignores, taken out). */
interface Located {
  text: string;
  columns: number[];
}

function locate(text: string, from: number, exact: boolean): Located {
  const columns: number[] = [];
  let kept = '';
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    kept += text[i];
    columns.push(exact ? from + i + 1 : from + 1);
  }
  return { text: kept, columns };
}

/** One line of an ISS file as a raw puzzle. */
export function readIssLine(line: TextLine, file: string): RawPuzzle {
  const start = line.text.search(/\S/);
  const trimmed = line.text.trim();
  const at = (column: number): SourcePosition => ({ file, line: line.number, column });
  const link = LINK.exec(trimmed);
  let source: Located;
  if (link) {
    const from = start + link.index + link[0].length - link[1]!.length;
    let decoded: string;
    try {
      decoded = decodeURIComponent(link[1]!.replace(/\+/g, ' '));
    } catch {
      throw new InputError("the link's q= parameter is not well encoded (percent signs each followed by two hex digits)", at(from + 1));
    }
    // A string the link encodes is placed at the parameter's start; one written plainly, character by character.
    source = locate(decoded, from, decoded === link[1]);
  } else source = locate(trimmed, start, true);
  if (!source.text.startsWith('.') || !isConstraintString(source.text)) return otherForm(source, line, file, at(start + 1));
  return readConstraintString(source, line, file);
}

/** A constraint string: its items are types with arguments, or types alone (`.AntiKnight.Windoku`); no run of digits and dots. */
const isConstraintString = (text: string) => text.includes('~') || /^(\.[A-Za-z]+)+\.?$/.test(text);

/** A value of ISS's plain form: digits on grids up to 9x9, letters from A = 1 beyond. */
function plainValue(ch: string, n: number): number {
  const value = n < 10 ? (/[1-9]/.test(ch) ? Number(ch) : 0) : /[A-Z]/.test(ch) ? ch.charCodeAt(0) - 64 : 0;
  return value <= n ? value : 0;
}

/**
 * ISS's pencilmark form as the constraint string ISS reads it into: n³ digits and dots, each cell's
 * n characters its candidates (the digits among them), each cell's candidates a given of them
 * (`.~R1C1_1_2`: one value a given, every odd or even one an odd or even cell, others cell values).
 */
function pencilmarkString(text: string): string | undefined {
  const n = Math.round(Math.cbrt(text.length));
  if (n < 4 || n > 9 || n ** 3 !== text.length || /[^\d.]/.test(text)) return undefined;
  let out = `.Shape~${n}x${n}`;
  for (let cell = 0; cell < n * n; cell++) {
    const values = Array.from(text.slice(cell * n, (cell + 1) * n)).filter((ch) => ch !== '.');
    if (values.length < n) out += `.~R${Math.floor(cell / n) + 1}C${(cell % n) + 1}_${values.join('_')}`;
  }
  return out;
}

/**
 * ISS's jigsaw form as the constraint string ISS reads it into: n² cells of the plain form (a value
 * or one same blank a cell), then n² region labels (n labels, each of n cells), the regions in
 * place of the boxes.
 */
function jigsawString(text: string): string | undefined {
  const n = Math.round(Math.sqrt(text.length / 2));
  if (n < 4 || n > MAX_SIDE || 2 * n * n !== text.length) return undefined;
  const givens = text.slice(0, n * n);
  const layout = text.slice(n * n);
  const labels = new Set(layout);
  if (labels.size !== n || [...labels].some((label) => [...layout].filter((ch) => ch === label).length !== n)) return undefined;
  if (new Set(Array.from(givens).filter((ch) => plainValue(ch, n) === 0)).size > 1) return undefined;
  let out = `.Shape~${n}x${n}.Jigsaw~${layout}.NoBoxes`;
  for (let cell = 0; cell < n * n; cell++) {
    const value = plainValue(givens[cell]!, n);
    if (value > 0) out += `.~${cellNameAt(Math.floor(cell / n), cell % n)}_${value}`;
  }
  return out;
}

/** ISS's other one-line forms: those sudocnf reads alike, or a refusal naming the form. */
function otherForm({ text }: Located, line: TextLine, file: string, at: SourcePosition): RawPuzzle {
  // A killer in a link is read from the link's text alone, placed at the start of the line.
  if (isKillerLine(text)) return readKillerLine(text === line.text.trim() ? line : { number: line.number, text }, file);
  const n = Math.round(Math.sqrt(text.length));
  // The plain form: a value or one same blank a cell (ISS reads nothing else so).
  if (n >= 4 && n <= MAX_SIDE && n * n === text.length) {
    const blanks = new Set(Array.from(text).filter((ch) => plainValue(ch, n) === 0));
    if (blanks.size <= 1) {
      const cells = Uint16Array.from(text, (ch) => plainValue(ch, n));
      const shape = Shape.plausible(n).at(-1) ?? Shape.of(1, n);
      return { n, shape, cells, line: line.number, position: (cell) => ({ ...at, column: at.column + cell }) };
    }
  }
  const pencilmarks = pencilmarkString(text);
  if (pencilmarks !== undefined) return readConstraintString(locate(pencilmarks, at.column - 1, false), line, file);
  const jigsaw = jigsawString(text);
  if (jigsaw !== undefined) return readConstraintString(locate(jigsaw, at.column - 1, false), line, file);
  const half = Math.round(Math.sqrt(text.length / 2));
  const form = text.startsWith('/')
    ? "a path to one of ISS's own files (an .iss file or a sandbox script), which only ISS can run"
    : 2 * half * half === text.length && half >= 4
      ? `ISS's jigsaw form: the ${half * half} givens (a value or one same blank a cell), then ${half * half} region labels (${half} labels of ${half} cells each)`
      : 'no ISS constraint string: one begins with a dot, as .Cage~10~R1C1~R1C2 or .~R1C1_5';
  throw new InputError(`not read as an ISS puzzle: ${form}`, at);
}

interface Item {
  type: string;
  args: string[];
  /** The column of the type and of each argument. */
  typeAt: number;
  argsAt: number[];
}

function itemsOf({ text, columns }: Located, at: (column: number) => SourcePosition): Item[] {
  const items: Item[] = [];
  let offset = 1;
  for (const piece of text.slice(1).split('.')) {
    const parts = piece.split('~');
    const starts: number[] = [];
    let o = offset;
    for (const part of parts) {
      starts.push(columns[o] ?? columns.at(-1)!);
      o += part.length + 1;
    }
    items.push({ type: parts[0]!, args: parts.slice(1), typeAt: starts[0]!, argsAt: starts.slice(1) });
    offset += piece.length + 1;
  }
  // A trailing dot (`….Thermo~R1C1~R1C2.`) ends the string, as ISS reads it.
  if (items.length > 0 && items.at(-1)!.type === '' && items.at(-1)!.args.length === 0) items.pop();
  if (items.length === 0) throw new InputError('an ISS constraint string holds at least one constraint after its dot', at(columns[0]!));
  return items;
}

/** ISS's grid side and smallest value from its Shape constraint: `9x9`, optionally with the values `1-9`, `9` or `0-8`. */
function sideOf(item: Item, fail: (message: string, column: number) => never): { n: number; lowest: number } {
  const dims = /^(\d+)x(\d+)$/.exec(item.args[0] ?? '');
  if (!dims) return fail('a Shape is written Shape~<rows>x<columns>, as Shape~6x6', item.argsAt[0] ?? item.typeAt);
  const [rows, cols] = [Number(dims[1]), Number(dims[2])];
  if (rows !== cols) return fail(`ISS's grid of ${rows}x${cols} is not one sudocnf supports (only square grids)`, item.argsAt[0]!);
  if (rows < 1 || rows > MAX_SIDE) return fail(`an ISS grid's side is 1 to ${MAX_SIDE}, not ${rows}`, item.argsAt[0]!);
  const range = item.args[1];
  if (item.args.length > 2 || (range !== undefined && range !== `${rows}` && range !== `1-${rows}` && range !== `0-${rows - 1}`))
    return fail(
      `ISS's grid of values ${range ?? ''}${item.args[2] ? ` and type ${item.args[2]}` : ''} is not one sudocnf supports (only the values 1-${rows} or 0-${rows - 1})`,
      item.argsAt[1]!,
    );
  return { n: rows, lowest: range === `0-${rows - 1}` ? 0 : 1 };
}

/**
 * ISS's types that its Or, And and Replicate refuse to hold (its categories other than lines and sets,
 * givens, outside clues, pairs and state machines: the global rules, the layout and the regions).
 */
const NOT_IN_COMPOSITES = new Set([
  ...['AntiConsecutive', 'AntiKing', 'AntiKnight', 'AntiTaxicab', 'Diagonal', 'DisjointSets', 'Doppelganger', 'Windoku'],
  ...['DutchFlatmates', 'GlobalEntropy', 'GlobalMod', 'StrictKropki', 'StrictXV', 'FullRankTies', 'SearchPriority'],
  ...['ChaosConstruction', 'ChaosArrow', 'ChaosCount', 'ConnectedValues', 'Binary', 'BinaryX', 'Container'],
  ...['Jigsaw', 'NoBoxes', 'RegionSize', 'RegionSameValues', 'Shape', 'Var'],
]);

/** ISS's outside clues, which its Replicate refuses to hold beside those: they name a row or an edge, not cells it moves. */
const OUTSIDE_CLUES = new Set(['FullRank', 'HiddenSkyscraper', 'LittleKiller', 'NumberedRoom', 'Sandwich', 'Skyscraper', 'XSum']);

/** ISS's outside clues read from both ends of a row or column (`~R1~<from the start>~<from the end>`). */
const BOTH_ENDS = new Set(['FullRank', 'HiddenSkyscraper', 'NumberedRoom', 'Skyscraper', 'XSum']);

/** What ISS keys an item by where it keeps one of each key (a clue's line and end, a quad's cell, the ties' setting), with the argument that holds each. */
function keysOf(item: Item): { key: string; arg?: number }[] {
  const [first = '', second = '', third = ''] = item.args;
  if (BOTH_ENDS.has(item.type))
    return [
      ...(second ? [{ key: `${item.type}~${first},1`, arg: 1 }] : []),
      ...(third ? [{ key: `${item.type}~${first},-1`, arg: 2 }] : []),
    ];
  if (item.type === 'Sandwich' || item.type === 'LittleKiller') return [{ key: `${item.type}~${second}` }];
  if (item.type === 'Quad') return [{ key: `${item.type}~${first}` }];
  if (item.type === 'FullRankTies') return [{ key: item.type }];
  return [];
}

/**
 * ISS's parser keeps one constraint of each key on each level but an Or's (its merge by
 * uniqueness): a later clue on the same line and end, quad on the same cell or ties setting
 * replaces the earlier. The earlier are taken out here, before the Replicates are copied.
 */
function lastOfEachKey(items: readonly Item[]): Item[] {
  const kept: (Item | undefined)[] = [...items];
  const merge = (children: number[]) => {
    const seen = new Set<string>();
    for (const i of children.reverse()) {
      const keys = keysOf(items[i]!);
      const replaced = keys.filter(({ key }) => seen.has(key));
      for (const { key } of keys) seen.add(key);
      if (replaced.length === 0) continue;
      if (replaced.length === keys.length) kept[i] = undefined;
      else kept[i] = { ...items[i]!, args: items[i]!.args.map((a, k) => (replaced.some((r) => r.arg === k) ? '' : a)) };
    }
  };
  const frames: { merges: boolean; children: number[] }[] = [{ merges: true, children: [] }];
  items.forEach((item, i) => {
    if (item.type === 'End' && frames.length > 1) {
      const frame = frames.pop()!;
      if (frame.merges) merge(frame.children);
      return;
    }
    frames.at(-1)!.children.push(i);
    if (COMPOSITES.has(item.type) || item.type === 'Replicate') frames.push({ merges: item.type !== 'Or', children: [] });
  });
  for (const frame of frames) if (frame.merges) merge(frame.children);
  return kept.filter((item) => item !== undefined);
}

/** ISS's alphabet of a Replicate's targets: each character six bits, the first the lowest. */
const SIX_BITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The most constraints the Replicates of a line may make together, nested or side by side, a bound on hostile input. */
const MAX_COPIED = 100_000;

/** The most arguments (cells, mostly) those copies may hold together: a template of long constraints copied often is refused before it is made. */
const MAX_COPIED_ARGS = 1_000_000;

/** ISS's name of the cell at a row and column from 0: `R<row>C<column>`, past 9 as letters (R1Ca is r1c10). */
function cellNameAt(r: number, c: number): string {
  return `R${(r + 1).toString(36)}C${(c + 1).toString(36)}`;
}

/** A cell `R<row>C<column>` (past 9 as letters) as a row and column from 0, or undefined. */
function cellAt(text: string): [number, number] | undefined {
  const m = /^R([0-9a-z])C([0-9a-z])$/i.exec(text);
  return m ? [Number.parseInt(m[1]!, 36) - 1, Number.parseInt(m[2]!, 36) - 1] : undefined;
}

/**
 * ISS's Replicate (`.Replicate~<targets>~<origin>` … `.End`): the constraints it holds are a
 * template, copied onto each target cell with every cell moved by the target's rows and columns
 * from the origin (R1C1 unless written); a cell moved off the grid is an error, as in ISS. The
 * targets are bits in ISS's six-bit alphabet, bit i the cell i places after the origin in reading
 * order. Read as the copies, each located at the template's place.
 */
function replicated(
  items: readonly Item[],
  n: number,
  fail: (message: string, column: number) => never,
  made = { copies: 0, args: 0 },
  depth = 0,
): Item[] {
  const out: Item[] = [];
  const onGrid = ([r, c]: [number, number]) => r >= 0 && c >= 0 && r < n && c < n;
  for (let i = 0; i < items.length; i++) {
    const open = items[i]!;
    if (open.type !== 'Replicate') {
      out.push(open);
      continue;
    }
    if (depth >= MAX_NESTING) fail(`ISS's Replicates are read nested at most ${MAX_NESTING} deep`, open.typeAt);
    let end = i + 1;
    for (let depth = 1; end < items.length; end++) {
      const type = items[end]!.type;
      if (COMPOSITES.has(type) || type === 'Replicate') depth++;
      else if (type === 'End' && --depth === 0) break;
    }
    if (end >= items.length) fail("ISS's Replicate is closed by .End", open.typeAt);
    const refused = items.slice(i + 1, end).find((item) => NOT_IN_COMPOSITES.has(item.type) || OUTSIDE_CLUES.has(item.type));
    if (refused) fail(`ISS's Replicate does not hold ${refused.type}, as ISS refuses it there`, refused.typeAt);
    const template = replicated(items.slice(i + 1, end), n, fail, made, depth + 1);
    const [bits = '', originText = 'R1C1'] = open.args;
    const origin = cellAt(originText);
    if (open.args.length > 2 || !origin || !onGrid(origin))
      fail("ISS's Replicate is written Replicate~<targets>~<origin cell>", open.argsAt[1] ?? open.typeAt);
    const [or, oc] = origin!;
    if (bits.length > Math.ceil((n * n) / 6) || [...bits].some((ch) => !SIX_BITS.includes(ch)))
      fail(
        `a Replicate's targets are at most ${Math.ceil((n * n) / 6)} characters of ISS's six-bit alphabet (A-Z, a-z, 0-9, - and _)`,
        open.argsAt[0]!,
      );
    const targets: number[] = [];
    [...bits].forEach((ch, k) => {
      for (let b = 0; b < 6; b++) if (SIX_BITS.indexOf(ch) & (1 << b)) targets.push(or * n + oc + 6 * k + b);
    });
    if (targets.some((t) => t >= n * n)) fail("a Replicate's target falls past the grid's last cell", open.argsAt[0]!);
    made.copies += targets.length * template.length;
    made.args += targets.length * template.reduce((sum, item) => sum + item.args.length, 0);
    if (made.copies > MAX_COPIED)
      fail(
        `the Replicates of a line make at most ${MAX_COPIED.toLocaleString('en-US')} constraints together, these ${made.copies.toLocaleString('en-US')}`,
        open.typeAt,
      );
    if (made.args > MAX_COPIED_ARGS)
      fail(
        `the Replicates of a line copy at most ${MAX_COPIED_ARGS.toLocaleString('en-US')} cells and numbers together, these ${made.args.toLocaleString('en-US')}`,
        open.typeAt,
      );
    for (const target of targets) {
      const [dr, dc] = [Math.floor(target / n) - or, (target % n) - oc];
      const moved = (arg: string, column: number): string => {
        const [cell, ...rest] = arg.split('_');
        const at = cellAt(cell!);
        // A cell off the grid as written is left as it is, for the reader to refuse where it stands.
        if (!at || !onGrid(at)) return arg;
        const [r, c] = [at[0] + dr, at[1] + dc];
        if (r < 0 || c < 0 || r >= n || c >= n) fail(`the Replicate moves ${cell} off the ${n}x${n} grid`, column);
        return [cellNameAt(r, c), ...rest].join('_');
      };
      // A cell stands alone as an argument, or first in a given's (`R1C1_5`).
      for (const item of template)
        out.push({
          ...item,
          args: item.args.map((arg, k) => (item.type === '' || !arg.includes('_') ? moved(arg, item.argsAt[k]!) : arg)),
        });
    }
    i = end;
  }
  return out;
}

/** The reader of an item: of its type, or of its type and first argument where ISS's type stands for several kinds (`Indexing~C`). */
const readerOf = (item: Item) => READERS.get(`${item.type}~${item.args[0]}`) ?? READERS.get(item.type);

function readConstraintString(source: Located, line: TextLine, file: string): RawPuzzle {
  const at = (column: number): SourcePosition => ({ file, line: line.number, column });
  const fail = (message: string, column: number): never => {
    throw new InputError(message, at(column));
  };
  const written = itemsOf(source, at);
  const shapes = written.filter((item) => item.type === 'Shape');
  const { n, lowest } = shapes.length > 0 ? sideOf(shapes[0]!, fail) : { n: 9, lowest: 1 };
  const items = replicated(lastOfEachKey(written), n, fail);
  for (const other of shapes.slice(1)) {
    const grid = sideOf(other, fail);
    if (grid.n !== n || grid.lowest !== lowest) fail('the Shape constraints give different grids', other.typeAt);
  }
  const unsupported = items.filter(
    (item) =>
      !['', 'Shape', 'Jigsaw', 'NoBoxes', 'RegionSize', 'End'].includes(item.type) &&
      !FLAGS.has(item.type) &&
      !readerOf(item) &&
      !COMPOSITES.has(item.type),
  );
  if (unsupported.length > 0) {
    const names = [...new Set(unsupported.map((item) => `'${item.type}'`))];
    fail(
      `${names.length === 1 ? `the ISS constraint ${names[0]} is not one` : `the ISS constraints ${names.join(', ')} are not ones`} sudocnf supports`,
      unsupported[0]!.typeAt,
    );
  }

  const cellOf = (text: string, column: number): number => {
    const [r, c] = cellAt(text) ?? [-1, -1];
    if (r < 0 || c < 0 || r >= n || c >= n)
      return fail(
        `'${text}' is not a cell of the ${n}x${n} grid: ISS names one R<row>C<column>, past 9 as letters (R1Ca is r1c10)`,
        column,
      );
    return r * n + c;
  };

  const cells = new Uint16Array(n * n);
  const givenAt = new Map<number, number>();
  const candidates = new Map<number, number[]>();
  const rules: Rule[] = [];
  // Where each rule is written, so that a rule wrong for the grid (or its values) is refused there.
  const ruleAt: SourcePosition[] = [];
  const stated = (column: number, ...found: Rule[]) => {
    rules.push(...found);
    for (const _ of found) ruleAt.push(at(column));
  };
  const seenFlags = new Set<string>();
  let regions: number[] | undefined;
  let regionsAt = 0;
  const noBoxes = items.some((item) => item.type === 'NoBoxes');
  /** A given's value index (1..n), `5` in `R1C1_5` (on the values 0-8, the index of 5 is 6). */
  const givenValue = (v: string, column: number): number => {
    const value = /^(0|[1-9]\d{0,2})$/.test(v) ? Number(v) - lowest + 1 : Number.NaN;
    return value >= 1 && value <= n ? value : fail(`'${v}' is not a value of the ${n}x${n} grid (${lowest} to ${n + lowest - 1})`, column);
  };
  /** The rule a cell's candidates (value indices, more or fewer than one) make: a kind that means them (odd, even; else cell values). */
  const candidatesRule = (cell: number, values: readonly number[], column: number): Rule => {
    if (values.length === 0) fail(`the givens of R${Math.floor(cell / n) + 1}C${(cell % n) + 1} leave it no value`, column);
    return CANDIDATES.map((meant) => meant(cell, values, n, lowest)).find((r) => r !== undefined)!;
  };
  /** What a kind's reader is handed of an item: its arguments, read through helpers that refuse at the argument's place. */
  const argsOf = (item: Item): IssArgs => ({
    n,
    lowest,
    args: item.args,
    isCell: (i) => /^R[0-9a-z]C[0-9a-z]$/i.test(item.args[i] ?? ''),
    cell: (i, what) => (i < item.args.length ? cellOf(item.args[i]!, item.argsAt[i]!) : fail(`${what} is missing`, item.typeAt)),
    cells: (from, what) => {
      const found = item.args.slice(from).map((text, i) => cellOf(text, item.argsAt[from + i]!));
      if (found.length === 0) fail(`${what} names its cells: ~R1C1~R1C2`, item.typeAt);
      return found;
    },
    number: (i, what) => {
      const text = item.args[i];
      if (text === undefined || text === '') return undefined;
      return /^-?\d{1,9}$/.test(text) ? Number(text) : fail(`${what} is a whole number, not '${text}'`, item.argsAt[i]!);
    },
    fail: (message, i) => fail(message, i === undefined ? item.typeAt : (item.argsAt[i] ?? item.typeAt)),
  });
  /** The composite (`.Or`, `.And`) opened by item `at` and the index after its `.End`: what it holds read into rules, givens as cell values. */
  const composite = (at: number, depth: number): { rule: Rule; next: number } => {
    const open = items[at]!;
    if (depth >= MAX_NESTING) fail(`ISS's composites are read nested at most ${MAX_NESTING} deep`, open.typeAt);
    if (open.args.some((a) => a !== '')) fail(`ISS's ${open.type} has no arguments`, open.argsAt[0]!);
    const inner: Rule[] = [];
    // A rule sudocnf refuses is refused at its item, inside the composite, where its place is known.
    const geometry = (Shape.plausible(n).at(-1) ?? Shape.of(1, n)).withVariant({ lowest });
    const checked = (item: Item, from: number) =>
      inner.slice(from).forEach((rule) => {
        // Inside a composite a rule that cannot hold is false, not refused (ruleProblem's depth).
        const problem = ruleProblem(rule, geometry, depth + 1);
        if (problem) fail(`ISS's ${open.type} holds a rule sudocnf refuses: ${problem}`, item.typeAt);
      });
    let i = at + 1;
    for (; i < items.length && items[i]!.type !== 'End'; i++) {
      const item = items[i]!;
      const from = inner.length;
      if (COMPOSITES.has(item.type)) {
        const nested = composite(i, depth + 1);
        inner.push(nested.rule);
        i = nested.next - 1;
      } else if (NOT_IN_COMPOSITES.has(item.type)) {
        fail(`ISS's ${open.type} does not hold ${item.type}, as ISS refuses it there`, item.typeAt);
      } else {
        // One item is one alternative of an Or, as ISS groups it, even where it is several rules (givens of several
        // cells, a cage naming a cell twice).
        const read: Rule[] =
          item.type === ''
            ? item.args.map((arg, k) => {
                const [cellText, ...valueTexts] = arg.split('_');
                const values = valueTexts.map((v) => givenValue(v, item.argsAt[k]!));
                return candidatesRule(cellOf(cellText!, item.argsAt[k]!), values, item.argsAt[k]!);
              })
            : FLAGS.has(item.type)
              ? FLAGS.get(item.type)!.map((rule) => ({ ...rule }))
              : readerOf(item)
                ? readerOf(item)!(argsOf(item))
                : fail(`ISS's ${item.type} is not read inside ${open.type}`, item.typeAt);
        inner.push(...(read.length > 1 ? [COMPOSITES.get('And')!(read) as Rule] : read));
      }
      checked(item, from);
    }
    if (i >= items.length) fail(`ISS's ${open.type} is closed by .End`, open.typeAt);
    return { rule: COMPOSITES.get(open.type)!(inner) as Rule, next: i + 1 };
  };
  for (let at = 0; at < items.length; at++) {
    const item = items[at]!;
    if (item.type === 'Shape' || item.type === 'NoBoxes') continue;
    if (item.type === 'RegionSize') {
      // The size of ISS's boxes, jigsaw pieces and chaos regions: sudocnf's regions hold n cells.
      if (item.args.length !== 1 || item.args[0] !== `${n}`)
        fail(
          `ISS's RegionSize~${item.args.join('~')} is not one sudocnf supports (only regions of ${n} cells on a ${n}x${n} grid)`,
          item.typeAt,
        );
      continue;
    }
    if (COMPOSITES.has(item.type)) {
      const { rule, next } = composite(at, 0);
      stated(items[at]!.typeAt, rule);
      at = next - 1;
      continue;
    }
    if (item.type === 'End') fail("ISS's End closes an Or or And, and none is open here", item.typeAt);
    if (item.type === '') {
      // Givens: `R1C1_5`, or the cell's candidates `R1C1_1_3_5`; givens of the same cell intersect, as in ISS.
      item.args.forEach((arg, i) => {
        const [cellText, ...valueTexts] = arg.split('_');
        const cell = cellOf(cellText!, item.argsAt[i]!);
        const values = valueTexts.map((v) => givenValue(v, item.argsAt[i]!));
        if (values.length === 0) fail(`a given is written <cell>_<value>, as R1C1_5`, item.argsAt[i]!);
        const before = candidates.get(cell);
        candidates.set(cell, before ? before.filter((v) => values.includes(v)) : values);
        givenAt.set(cell, item.argsAt[i]!);
      });
      continue;
    }
    if (item.type === 'Jigsaw') {
      if (item.args.length < 1 || item.args.length > 2) fail('a Jigsaw is written Jigsaw~<a region label per cell>', item.typeAt);
      const layout = item.args.at(-1)!;
      const column = item.argsAt.at(-1)!;
      if (layout.length !== n * n) fail(`a Jigsaw's layout has a label for each of the ${n * n} cells, this one ${layout.length}`, column);
      const labels = [...new Set(layout)];
      regions = Array.from(layout, (ch) => labels.indexOf(ch));
      regionsAt = column;
      for (const label of labels)
        if ([...layout].filter((ch) => ch === label).length !== n)
          fail(`the region '${label}' of the Jigsaw has ${[...layout].filter((ch) => ch === label).length} cells, not ${n}`, column);
      continue;
    }
    const flag = FLAGS.get(item.type);
    if (flag) {
      if (item.args.some((a) => a !== '')) fail(`ISS's ${item.type} has no arguments`, item.argsAt[0]!);
      if (!seenFlags.has(item.type)) stated(item.typeAt, ...flag.map((rule) => ({ ...rule })));
      seenFlags.add(item.type);
      continue;
    }
    stated(item.typeAt, ...readerOf(item)!(argsOf(item)));
  }
  // ISS keeps the boxes beside a jigsaw's regions unless told NoBoxes (or the side has none, as 7
  // has not): the pieces are then extra regions of n cells each (a piece may fall apart, as ISS
  // allows), and the boxes stay.
  if (regions && !noBoxes && Shape.plausible(n).length > 0) {
    const pieces = regions;
    stated(
      regionsAt,
      ...[...new Set(pieces)].map(
        (label): Rule => ({ kind: 'extra-region', cells: pieces.flatMap((r, cell) => (r === label ? [cell] : [])) }),
      ),
    );
    regions = undefined;
  }
  for (const [cell, values] of candidates) {
    if (values.length === 1) {
      cells[cell] = values[0]!;
      continue;
    }
    stated(givenAt.get(cell)!, candidatesRule(cell, values, givenAt.get(cell)!));
  }
  const lineAt = at(source.columns[0]!);
  const raw: RawPuzzle = {
    n,
    cells,
    line: line.number,
    position: (cell) => (givenAt.has(cell) ? at(givenAt.get(cell)!) : lineAt),
  };
  // NoBoxes alone: rows and columns only, the 1×n shape (its boxes are the rows again).
  if (!regions) raw.shape = noBoxes ? Shape.of(1, n) : (Shape.plausible(n).at(-1) ?? Shape.of(1, n));
  if (regions || rules.length > 0 || lowest !== 1) {
    raw.variant = { rules, ruleAt, at: lineAt };
    if (regions) raw.variant.regions = regions;
    if (lowest !== 1) raw.variant.lowest = lowest;
  }
  return raw;
}
