import LZString from 'lz-string';
import type { Pair } from 'yaml';
import { InputError, opt, type SourcePosition, says, UsageError } from '../core/errors.js';
import type { Grid } from '../core/grid.js';
import { cellFromName, type FpuzzlesNodes, RULE_KINDS, type Rule, ruleKind, wordFor } from '../core/rules/index.js';
import { Shape } from '../core/shape.js';
import type { Credit, RawPuzzle } from './puzzle.js';
import { definedOnly } from '../core/defined.js';
import type { FpuzzlesForm } from './rule-forms.js';
import { parseLocated } from './yaml.js';
import { yamlLibrary as yaml } from './yaml-library.js';
import { withArticle } from '../core/article.js';

/**
 * f-puzzles documents (f-puzzles.com), the exchange format of variant setters: a JSON object
 * with `size`, `grid` (rows of cells `{value, given, region}`) and a key per constraint; or the
 * same compressed with lz-string into base64, alone or in a share link (`…?load=…`).
 */

/** The flags f-puzzles has (`antiknight: true`), each with the rules it stands for. */
const FLAGS: [string, readonly Rule[]][] = RULE_KINDS.flatMap((kind) => Object.entries(kind.fpuzzles?.flags ?? {}));

/** The keys that hold lists of rules, each read by its kind. */
const LISTS = new Map<string, NonNullable<FpuzzlesForm['list']>>(
  RULE_KINDS.flatMap((kind) => (kind.fpuzzles?.list ? [[kind.fpuzzles.list.key, kind.fpuzzles.list]] : [])),
);

/** Keys that describe the puzzle without constraining it: the grid itself, titles, rules text, the message shown when it is solved. */
const DESCRIPTIVE = new Set(['size', 'grid', 'title', 'author', 'ruleset', 'solution', 'version', 'successMessage']);

/** Settings of a player or a solver: said to be ignored whatever their value. */
const SETTINGS: Record<string, string> = {
  highlightConflicts: "a player's setting",
  disabledlogic: "a solver's setting",
  truecandidatesoptions: "a solver's setting",
};

/** Keys that say nothing about the solution but are worth a note when ignored: drawings and settings. */
const IGNORED: Record<string, string> = {
  text: 'cosmetic',
  line: 'cosmetic',
  rectangle: 'cosmetic',
  circle: 'cosmetic',
  cage: 'cosmetic',
  highlight: 'cosmetic',
  ...SETTINGS,
};

/** A cosmetic cage whose text one f-puzzles solver reads as a rule: `DR7`, its cells' sum has digital root 7. */
const DIGITAL_ROOT = /^\s*DR\d/i;

/** The boxes f-puzzles draws in a grid of side n: the most nearly square ones (3x4 for 12x12). */
function defaultBoxes(n: number): Shape {
  return Shape.plausible(n).at(-1) ?? Shape.of(1, n);
}

/**
 * The longest payload read: lz-string can expand k codes to about k²/2 characters, so the payload
 * is bounded before it is expanded (a 16×16 f-puzzles document with many constraints compresses to
 * a few thousand characters), and so is what it expands to.
 */
export const MAX_PAYLOAD_CHARS = 16_000;
export const MAX_DOCUMENT_CHARS = 1 << 20;

/**
 * A link to a puzzle: the whole text one http(s) address, given back as it is. A link whose `+`
 * were turned into spaces (as a form's decoding does) is the link with them back: a payload is
 * base64, which has no spaces.
 */
function linkText(text: string): string | undefined {
  const trimmed = text.trim();
  return /^https?:\/\/\S+( +\S+)*$/i.test(trimmed) ? trimmed.replace(/ /g, '+') : undefined;
}

/**
 * A share link or a bare lz-string payload: the JSON document it holds and what held it, or
 * undefined. f-puzzles links carry the payload as `?load=…`; SudokuPad links as `/fpuzzles…`.
 */
export function fpuzzlesPayload(text: string): { json: string; via: 'link' | 'payload' } | undefined {
  const whole = linkText(text);
  const trimmed = whole ?? text.trim();
  const link = /[?&]load=([^&#\s]+)/.exec(trimmed) ?? (whole !== undefined ? /[/=]fpuzzles([^&#\s?]+)/.exec(trimmed) : null);
  let payload: string | undefined;
  try {
    payload = link ? decodeURIComponent(link[1]!) : /^[A-Za-z0-9+/=\-$]{16,}$/.test(trimmed) ? trimmed : undefined;
  } catch {
    return undefined;
  }
  if (payload === undefined || payload.length > MAX_PAYLOAD_CHARS) return undefined;
  try {
    const json = LZString.decompressFromBase64(payload.replace(/ /g, '+'));
    return json?.trimStart().startsWith('{') ? { json, via: link ? 'link' : 'payload' } : undefined;
  } catch {
    return undefined;
  }
}

/** A text that is one web address: read as a share link, to hold a puzzle or to say why it does not. */
export function isLink(text: string): boolean {
  return text.length <= MAX_DOCUMENT_CHARS && linkText(text) !== undefined;
}

/** A JSON object with `size` and `grid` rows of cell objects: an f-puzzles document. */
export function isFpuzzles(text: string): boolean {
  const json = text.trimStart().startsWith('{') ? text : fpuzzlesPayload(text)?.json;
  // A payload that expands past what is read is read as one, to say so.
  if (json !== undefined && json !== text && json.length > MAX_DOCUMENT_CHARS) return true;
  if (json === undefined || !/"grid"\s*:/.test(json) || !/"size"\s*:/.test(json)) return false;
  try {
    const doc = JSON.parse(json) as { size?: unknown; grid?: unknown };
    return typeof doc.size === 'number' && Array.isArray(doc.grid) && Array.isArray(doc.grid[0]) && typeof doc.grid[0][0] === 'object';
  } catch {
    return false;
  }
}

export function readFpuzzles(text: string, file: string): RawPuzzle {
  const direct = text.trimStart().startsWith('{');
  const held = direct ? undefined : fpuzzlesPayload(text);
  const json = direct ? text : held?.json;
  if (json === undefined)
    throw new InputError(
      !isLink(text)
        ? `not an f-puzzles document, or a link or lz-string payload of one (of at most ${MAX_PAYLOAD_CHARS.toLocaleString('en-US')} characters)`
        : /[?&]load=|[/=]fpuzzles/.test(text)
          ? `the link's payload is not an f-puzzles document of at most ${MAX_PAYLOAD_CHARS.toLocaleString('en-US')} characters`
          : 'this link does not hold the puzzle (a short link such as ?id=… or a SudokuPad puzzle id names one stored on a server, which sudocnf does not fetch): open it, and export the f-puzzles document or a link with ?load=…',
      { file, line: 1, column: 1 },
    );
  const { isMap, isScalar, isSeq } = yaml();
  // Errors inside a compressed document are placed in it, and said to be there.
  const located = (message: string, pos: SourcePosition) =>
    direct
      ? new InputError(message, pos)
      : new InputError(`${message} (in the document the ${held?.via} holds), line ${pos.line}, column ${pos.column}`, {
          file,
          line: 1,
          column: 1,
        });
  let parsed: ReturnType<typeof parseLocated>;
  try {
    parsed = parseLocated(json, file, 'an f-puzzles document needs three', 'JSON');
  } catch (e) {
    if (e instanceof InputError && e.position) throw located(e.message, e.position);
    throw e;
  }
  const { doc, at } = parsed;
  const fail = (message: string, node: unknown): never => {
    throw located(message, at(node));
  };
  const root = doc.contents;
  if (!isMap(root)) return fail('an f-puzzles document is a JSON object', root);
  const fields = new Map<string, Pair>();
  for (const pair of root.items) fields.set(String((pair.key as { value?: unknown }).value), pair);
  const sizeNode = fields.get('size')?.value;
  const n = isScalar(sizeNode) ? Number(sizeNode.value) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 16) fail('size is the grid side, 1 to 16 in f-puzzles', sizeNode ?? root);
  const box = defaultBoxes(n);

  const rules: Rule[] = [];
  /** Where each rule was read: its flag's value or its list's item. */
  const origins: unknown[] = [];
  const unsupported: Pair[] = [];
  const ignored: string[] = [];
  const empty = (node: unknown) =>
    node === null ||
    (isSeq(node) && node.items.length === 0) ||
    (isScalar(node) && (node.value === false || node.value === null || node.value === ''));
  for (const [key, pair] of fields) {
    const flag = FLAGS.find(([name]) => name === key);
    if (flag) {
      if (!isScalar(pair.value) || typeof pair.value.value !== 'boolean') fail(`'${key}' is true or false`, pair.value);
      if ((pair.value as { value: boolean }).value)
        for (const rule of flag[1]) {
          rules.push({ ...rule });
          origins.push(pair.value);
        }
      continue;
    }
    if (DESCRIPTIVE.has(key) || LISTS.has(key)) continue;
    // A setting is said to be ignored whatever its value; an empty list of drawings is not worth a word.
    if (empty(pair.value) && !(key in SETTINGS)) continue;
    if (key === 'cage' && isSeq(pair.value)) {
      const rooted = pair.value.items.find(
        (item) => isMap(item) && DIGITAL_ROOT.test(String((item.get('value', true) as { value?: unknown })?.value ?? '')),
      );
      if (rooted)
        fail(
          "a cosmetic cage whose text is DR<n> is read by dclamage's solver as a digital-root cage (its cells' sum has digital root n), which sudocnf does not support",
          rooted,
        );
    }
    if (key in IGNORED) ignored.push(`'${key}' (${IGNORED[key]})`);
    else unsupported.push(pair);
  }
  if (unsupported.length > 0) {
    const names = unsupported.map((p) => `'${String((p.key as { value?: unknown }).value)}'`);
    fail(
      `${names.length === 1 ? `the f-puzzles constraint ${names[0]} is not one` : `the f-puzzles constraints ${names.join(', ')} are not ones`} sudocnf supports (it reads ${[...FLAGS.map(([key]) => key), ...LISTS.keys()].join(', ')} and jigsaw regions)`,
      unsupported[0]!.key,
    );
  }
  /** One cell written `"R1C1"`; `notOne` is said where the node is no text at all. */
  const cellOf = (node: unknown, notOne: string): number => {
    const found = isScalar(node) ? cellFromName(String(node.value), n) : notOne;
    return typeof found === 'string' ? fail(found, node) : found;
  };
  const cellsOf = (node: unknown, what: string): number[] => {
    if (!isSeq(node)) return fail(`${what} lists cells: ["R1C1", …]`, node);
    return node.items.map((c) => cellOf(c, 'a cell is written R1C1'));
  };
  const nodes: FpuzzlesNodes = {
    field: (node, key) => (isMap(node) ? node.get(key, true) : undefined),
    isObject: (node) => isMap(node),
    isList: (node) => isSeq(node),
    n,
    cells: cellsOf,
    cell: (node, what) => cellOf(node, `${what} is a cell written "R1C1"`),
    items: (node, what) => (isSeq(node) ? node.items : fail(what, node)),
    text: (node) => (isScalar(node) && node.value !== null && typeof node.value !== 'object' ? String(node.value) : undefined),
    sum: (node, what) => {
      if (node === undefined || node === null || (isScalar(node) && node.value === null)) return undefined;
      if (!isScalar(node) || (typeof node.value !== 'string' && typeof node.value !== 'number'))
        return fail(`${what}, a whole number written "10"`, node);
      const text = String(node.value).trim();
      if (text !== '' && !/^\d{1,9}$/.test(text)) fail(`${what}, a whole number of at most 9 digits; '${text}' is not one`, node);
      return text === '' ? undefined : Number(text);
    },
    lines: (item, what, written) => {
      const lines = isMap(item) ? item.get('lines', true) : undefined;
      if (!isSeq(lines)) return fail(`${what} is ${written}`, item);
      if (lines.items.length === 0) fail(`${what} has at least one line; "lines" is empty`, lines);
      return lines.items;
    },
    fail,
  };
  for (const [key, list] of LISTS) {
    const node = fields.get(key)?.value;
    if (node === undefined || (isScalar(node) && node.value === null)) continue;
    if (!isSeq(node)) fail(`'${key}' is a list`, node);
    const items = (node as { items: unknown[] }).items;
    const read = items.flatMap((item) => list.read(item, nodes).map((rule) => ({ rule, item })));
    if (list.joined && read.length > 0) {
      rules.push(list.joined(read.map((r) => r.rule)));
      origins.push(node);
    } else
      for (const { rule, item } of read) {
        rules.push(rule);
        origins.push(item);
      }
  }
  // A rule whose meaning in f-puzzles depends on the others beside it is read as f-puzzles means it there.
  const asRead = rules.map((rule, i) => {
    const meant = ruleKind(rule).fpuzzles?.inContext?.read(rule, rules) ?? rule;
    return typeof meant === 'string' ? fail(meant, origins[i]) : meant;
  });
  rules.splice(0, rules.length, ...asRead);

  const gridNode = fields.get('grid')?.value;
  if (!isSeq(gridNode) || gridNode.items.length !== n) fail(`grid is a list of ${n} rows of ${n} cells`, gridNode ?? root);
  const cells = new Uint16Array(n * n);
  const regions: number[] = [];
  let irregular = false;
  const positions: SourcePosition[] = [];
  (gridNode as { items: unknown[] }).items.forEach((rowNode, r) => {
    if (!isSeq(rowNode) || rowNode.items.length !== n) fail(`row ${r + 1} of grid is a list of ${n} cells`, rowNode);
    (rowNode as { items: unknown[] }).items.forEach((cellNode, c) => {
      if (!isMap(cellNode)) fail(`cell R${r + 1}C${c + 1} is an object such as {"value": 5, "given": true}`, cellNode);
      const cell = cellNode as { get(key: string, keep: true): unknown };
      const given = cell.get('given', true);
      const value = cell.get('value', true);
      const region = cell.get('region', true);
      const pencilled = cell.get('givenPencilMarks', true);
      // A given value stands whatever the marks beside it say, as f-puzzles' solvers read it.
      if (isSeq(pencilled) && pencilled.items.length > 0 && !(isScalar(given) && given.value === true))
        fail(
          `R${r + 1}C${c + 1} has given pencil marks, which restrict its values; sudocnf does not read them (give the value, or write the puzzle as a document)`,
          pencilled,
        );
      positions.push(at(cellNode));
      if (given !== undefined && !(isScalar(given) && typeof given.value === 'boolean'))
        fail(`"given" of R${r + 1}C${c + 1} is true or false`, given);
      if (isScalar(given) && given.value === true) {
        const v = isScalar(value) ? Number(value.value) : Number.NaN;
        if (!Number.isInteger(v) || v < 1 || v > n) fail(`the given of R${r + 1}C${c + 1} is a value from 1 to ${n}`, value ?? cellNode);
        cells[r * n + c] = v;
      }
      if (region === undefined) regions.push(box.boxOf(r, c));
      else {
        const b = isScalar(region) ? Number(region.value) : Number.NaN;
        if (!Number.isInteger(b) || b < 0 || b >= n) fail(`the region of R${r + 1}C${c + 1} is a number from 0 to ${n - 1}`, region);
        if (b !== box.boxOf(r, c)) irregular = true;
        regions.push(b);
      }
    });
  });
  const raw: RawPuzzle = { n, cells, line: 1, position: (cell) => (direct ? positions[cell]! : { file, line: 1, column: 1 }) };
  if (!irregular) raw.shape = box;
  // The credit: f-puzzles' `ruleset` is the rules text.
  for (const [key, part] of [
    ['title', 'title'],
    ['author', 'author'],
    ['ruleset', 'rules'],
  ] as const) {
    const text = fields.get(key)?.value;
    if (isScalar(text) && typeof text.value === 'string') raw[part] = text.value;
  }
  if (ignored.length > 0)
    raw.notes = [
      { text: `ignored ${ignored.join(', ')}: nothing that constrains the solution`, at: direct ? at(root) : { file, line: 1, column: 1 } },
    ];
  if (irregular || rules.length > 0) {
    raw.variant = { rules, at: direct ? at(gridNode) : { file, line: 1, column: 1 } };
    if (irregular) raw.variant.regions = regions;
  }
  return raw;
}

/** A puzzle as an f-puzzles document (JSON), with its credit; its share link is this, lz-string compressed to base64. */
export function writeFpuzzles(grid: Grid, credit: Credit = {}): string {
  const { n, shape } = grid;
  if (n > 16) throw new RangeError(`f-puzzles holds grids up to 16x16, this one is ${n}x${n}`);
  if (shape.lowest !== 1) throw new RangeError(`f-puzzles holds the values 1-${n} only, this grid's are ${shape.valueRange}`);
  // Regions are written for every cell when they are not the boxes f-puzzles draws by default.
  const regions = shape.regions !== undefined || !shape.plain.equals(defaultBoxes(n));
  const doc: Record<string, unknown> = {
    ...definedOnly({ title: credit.title, author: credit.author, ruleset: credit.rules }),
    size: n,
    grid: Array.from({ length: n }, (_, r) =>
      Array.from({ length: n }, (_, c) => {
        const v = grid.get(r, c);
        return { ...(v ? { value: v, given: true } : {}), ...(regions ? { region: shape.boxOf(r, c) } : {}) };
      }),
    ),
  };
  const lists = new Map<string, unknown[]>([...LISTS.keys()].map((key) => [key, []]));
  const name = (c: number) => `R${Math.floor(c / n) + 1}C${(c % n) + 1}`;
  for (const given of shape.rules) {
    const form = ruleKind(given).fpuzzles;
    // Written as the rule f-puzzles reads back, beside the others, as this one.
    const rule = form?.inContext ? form.inContext.write(given, shape.rules) : given;
    if (typeof rule === 'string') throw new UsageError(says`${rule}: write the ${shape.name} with ${opt('format', 'document')}`);
    const flag = form?.flags && wordFor(form.flags, rule);
    if (form?.write) for (const [key, item] of form.write(rule, shape, name)) lists.get(key)!.push(item);
    else if (flag) doc[flag] = true;
    else
      throw new UsageError(
        says`f-puzzles has no ${ruleKind(rule).label(rule)}: ${withArticle(shape.name)} is written with ${opt('format', 'document')}`,
      );
  }
  for (const [key, items] of lists) if (items.length > 0) doc[key] = items;
  return JSON.stringify(doc);
}

/** The share link of a puzzle: its f-puzzles document, lz-string compressed to base64. */
export function fpuzzlesLink(grid: Grid, credit: Credit = {}): string {
  return `https://www.f-puzzles.com/?load=${LZString.compressToBase64(writeFpuzzles(grid, credit))}`;
}
