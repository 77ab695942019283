import type { Pair } from 'yaml';
import { InputError, type SourcePosition } from '../core/errors.js';
import { builtRegions, cellName, type Grid } from '../core/grid.js';
import { Shape } from '../core/shape.js';
import { cellFromName, MAX_NESTING, RULE_KINDS, type Rule, ruleId, ruleKind, rulesFromId } from '../core/rules/index.js';
import { symbolOf, valueIn, valuesAlphabet, valueTable } from '../core/alphabet.js';
import type { Credit, RawPuzzle } from './puzzle.js';
import { definedOnly } from '../core/defined.js';
import { REGION_LETTERS, regionLetters } from './regions.js';
import { parseLocated } from './yaml.js';
import { yamlLibrary as yaml } from './yaml-library.js';
import { withArticle } from '../core/article.js';

/**
 * sudocnf's puzzle document, YAML or JSON (docs/formats.md has the schema):
 *
 *   sudocnf: 1                 # marks the document; 1 is its version
 *   title: Miracle Sudoku      # title, author and ruleset (the rules in words) kept as the puzzle's credit
 *   author: Mitchell Lee       # source, notes: text, not read
 *   size: 9                    # the side; optional when `grid` or `regions` give it
 *   box: 3x3                   # the boxes, when the side has several shapes; `none`: rows and columns only
 *   values: 0-8                # the values, when they are not 1..n: 0..n − 1 (0 is then a value, . is empty)
 *   grid: [".........", …]     # a row of n symbols per entry (. or 0 for empty), or one block
 *   givens: {r5c3: 1}          # instead of or besides `grid`: cells and their values
 *   regions: ["AAABBBCCC", …]  # a region label per cell: irregular regions replace the boxes
 *   rules: [antiknight, x, {extra-region: [r1c1, r1c2]}]
 */
export const DOCUMENT_KEYS = [
  'sudocnf',
  'title',
  'author',
  'ruleset',
  'source',
  'notes',
  'size',
  'box',
  'values',
  'grid',
  'givens',
  'regions',
  'rules',
] as const;

/**
 * Does the text open a puzzle document: a `sudocnf:` key at the start of a line, or `"sudocnf":`
 * in a JSON object? Told from the marker alone, so that a document that does not parse is read as
 * one and its error reported, and so that detection does not parse it before reading does.
 */
export function isPuzzleDocument(text: string): boolean {
  return /(^|\n)[ \t]*["']?sudocnf["']?[ \t]*:|[{,]\s*["']sudocnf["']\s*:/.test(text);
}

/**
 * Does a text without the marker hold a document's own keys (`rules:` or `regions:` at the start of
 * a line)? Read as a document, it is told what it lacks, rather than read as grids without its rules.
 */
export function hasDocumentRuleKeys(text: string): boolean {
  return /(^|\n)["']?(rules|regions)["']?[ \t]*:/.test(text);
}

function keyOf(pair: Pair): string | undefined {
  const key = pair.key as { value?: unknown } | null;
  return key && typeof key.value === 'string' ? key.value : undefined;
}

/** Reads a puzzle document into a raw puzzle; errors name the line and column of what is wrong. */
export function readPuzzleDocument(text: string, file: string): RawPuzzle {
  const { isMap, isScalar, isSeq } = yaml();
  const { doc, at } = parseLocated(text, file, 'a puzzle document needs two');
  const fail = (message: string, node: unknown): never => {
    throw new InputError(message, at(node));
  };
  const root = doc.contents;
  if (!isMap(root)) return fail('a puzzle document is a mapping of keys (sudocnf, size, grid, regions, rules, …)', root);
  const fields = new Map<string, Pair>();
  for (const pair of root.items) {
    const key = keyOf(pair);
    if (key === undefined || !(DOCUMENT_KEYS as readonly string[]).includes(key))
      fail(`unknown key ${key === undefined ? '' : `'${key}' `}in a puzzle document: use ${DOCUMENT_KEYS.join(', ')}`, pair.key);
    fields.set(key!, pair);
  }
  const value = (key: string) => fields.get(key)?.value;
  const version = value('sudocnf');
  if (!isScalar(version) || String(version.value) !== '1')
    fail("a puzzle document opens with 'sudocnf: 1' (the version of the format)", version ?? root);
  for (const key of ['title', 'author', 'ruleset', 'source', 'notes']) {
    const v = value(key);
    if (v !== undefined && !isScalar(v)) fail(`'${key}' is text`, v);
  }
  const textOf = (key: string) => {
    const v = value(key);
    return isScalar(v) && v.value !== null ? String(v.value) : undefined;
  };

  /** Rows from a list of strings or one block of lines, each with the position of its first character. */
  const rowsOf = (key: string): { text: string; at: SourcePosition }[] | undefined => {
    const node = value(key);
    if (node === undefined || node === null) return undefined;
    if (isSeq(node)) {
      return node.items.map((item) => {
        if (!isScalar(item)) return fail(`each entry of '${key}' is one row, written as text`, item);
        const quoted = item.type === 'QUOTE_DOUBLE' || item.type === 'QUOTE_SINGLE';
        const pos = at(item);
        return { text: String(item.value ?? ''), at: { ...pos, column: pos.column + (quoted ? 1 : 0) } };
      });
    }
    if (isScalar(node) && typeof node.value === 'string') {
      const start = at(node);
      const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
      return node.value
        .split('\n')
        .map((text, i) => ({ text: text.trim(), at: { file, line: start.line + i + (block ? 1 : 0), column: start.column } }))
        .filter((r) => r.text !== '');
    }
    return fail(`'${key}' is a list of rows (or one block of text, a row a line)`, node);
  };

  const gridRows = rowsOf('grid');
  const regionRows = rowsOf('regions');
  const sizeNode = value('size');
  let n: number | undefined;
  if (sizeNode !== undefined) {
    const size = isScalar(sizeNode) ? Number(sizeNode.value) : Number.NaN;
    if (!Number.isInteger(size) || size < 1 || size > 64) fail('size is the grid side, a whole number from 1 to 64', sizeNode);
    n = size;
  }
  n ??= gridRows?.length ?? regionRows?.length;
  if (n === undefined) return fail("a puzzle document needs 'size', 'grid' or 'regions'", root);
  const side = n;
  const valuesNode = value('values');
  let lowest = 1;
  if (valuesNode !== undefined) {
    const m = isScalar(valuesNode) ? /^\s*([01])\s*-\s*(\d+)\s*$/.exec(String(valuesNode.value)) : null;
    if (!m || Number(m[2]) - Number(m[1]) + 1 !== side)
      fail(`values are written lowest-highest, ${side} of them: 1-${side}, or 0-${side - 1} (0 is then a value)`, valuesNode);
    lowest = Number(m![1]);
  }
  const alphabet = valuesAlphabet(side, lowest);
  if (!alphabet) return fail(`a document writes the values 0-${side - 1} as symbols up to 36x36, this grid is ${side}x${side}`, valuesNode);
  const table = valueTable(alphabet);
  const cells = new Uint16Array(side * side);
  const positions: SourcePosition[] = new Array(side * side).fill(at(root));

  const checkRows = (key: string, rows: { text: string; at: SourcePosition }[]) => {
    if (rows.length !== side) fail(`'${key}' has ${rows.length} rows; the grid is ${side}x${side}`, value(key));
    rows.forEach((row, r) => {
      if ([...row.text].length !== side)
        throw new InputError(`row ${r + 1} of '${key}' has ${[...row.text].length} cells, not ${side}`, row.at);
    });
  };
  if (gridRows) {
    checkRows('grid', gridRows);
    gridRows.forEach((row, r) => {
      [...row.text].forEach((ch, c) => {
        const pos = { ...row.at, column: row.at.column + c };
        const v = valueIn(table, ch);
        if (v < 0 || v > side)
          throw new InputError(
            `'${ch}' is not a value of ${withArticle(`${side}x${side}`)} grid (use ${symbolOf(1, alphabet)}-${symbolOf(side, alphabet)}, . ${lowest === 1 ? 'or 0 ' : ''}for empty)`,
            pos,
          );
        cells[r * side + c] = v;
        positions[r * side + c] = pos;
      });
    });
  }
  const givens = value('givens');
  if (givens !== undefined && givens !== null) {
    const givenAt = new Map<number, SourcePosition>();
    const set = (cellNode: unknown, name: string, valueNode: unknown, v: unknown) => {
      const cell = cellFromName(name, side);
      if (typeof cell === 'string') return fail(cell, cellNode);
      const written = typeof v === 'number' || (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) ? Number(v) : Number.NaN;
      // A given states its number; the cell holds its value index 1..n.
      const number = written - lowest + 1;
      if (!Number.isInteger(number) || number < 1 || number > side)
        fail(`a given is a value from ${lowest} to ${side + lowest - 1}, got ${typeof v === 'string' ? `'${v}'` : String(v)}`, valueNode);
      // A cell stated twice must say the same both times.
      const earlier = cells[cell];
      if (earlier !== 0 && earlier !== number) {
        const before = givenAt.get(cell) ?? positions[cell]!;
        const where = givenAt.has(cell) ? "in 'givens'" : "in 'grid'";
        fail(
          `${name} is given as ${written} here and as ${earlier! + lowest - 1} ${where} (line ${before.line}, column ${before.column})`,
          cellNode,
        );
      }
      cells[cell] = number;
      positions[cell] = at(cellNode);
      givenAt.set(cell, at(cellNode));
    };
    if (isMap(givens))
      for (const pair of givens.items) set(pair.key, String(keyOf(pair) ?? ''), pair.value, (pair.value as { value?: unknown })?.value);
    else if (isSeq(givens))
      for (const item of givens.items) {
        const m = isScalar(item) ? /^\s*(r\d+c\d+)\s*=\s*(\d+)\s*$/i.exec(String(item.value)) : null;
        if (!m) fail("each given is written 'r5c3 = 1'", item);
        else set(item, m[1]!, item, m[2]);
      }
    else fail("'givens' maps cells to values: {r5c3: 1, r6c7: 2}", givens);
  }

  let regions: number[] | undefined;
  if (regionRows) {
    checkRows('regions', regionRows);
    regions = [];
    for (const row of regionRows) for (const ch of row.text) regions.push(ch.codePointAt(0)!);
  }
  const rules: Rule[] = [];
  const ruleAt: SourcePosition[] = [];
  const rulesNode = value('rules');
  if (rulesNode !== undefined && rulesNode !== null) {
    if (!isSeq(rulesNode)) fail('rules is a list: [antiknight, antiking, nonconsecutive]', rulesNode);
    // One item of the rules' list, or of a rule of rules, as the rules it names.
    const ruleOf = (item: unknown, depth: number): Rule[] => {
      let found: Rule[] | string;
      if (isScalar(item)) found = rulesFromId(String(item.value), side);
      else if (isMap(item)) {
        const keys = item.items.map((p) => keyOf(p));
        // A rule of rules (any-of, all-of): each item of its list a rule as here.
        const nestKind = RULE_KINDS.find((kind) => kind.nested && keys.length === 1 && keys[0] === kind.kind);
        if (nestKind?.nested) {
          const list = item.get(nestKind.kind, true);
          if (!isSeq(list) || list.items.length === 0) return fail(`{${nestKind.kind}: [<rule>, …]} holds a list of rules`, item);
          if (depth >= MAX_NESTING) return fail(`rules are nested at most ${MAX_NESTING} deep (any-of, all-of)`, item);
          return [nestKind.nested.make(list.items.flatMap((child) => ruleOf(child, depth + 1))) as Rule];
        }
        const listKind = RULE_KINDS.find((kind) => kind.listed && keys.includes(kind.kind));
        const listKey = listKind?.kind;
        // The keys of the kind's number (a cage's sum, a white dot's difference) and list of values
        // (a quadruple's, a sandwich's crusts), where it has them.
        const numberKey = listKind?.listed?.number?.key;
        const valuesKey = listKind?.listed?.values?.key;
        const cellsNode = listKey ? item.get(listKey, true) : undefined;
        const numberNode = numberKey ? item.get(numberKey, true) : undefined;
        const valuesNode = valuesKey ? item.get(valuesKey, true) : undefined;
        // And of its text (a regex line's pattern).
        const textKey = listKind?.listed?.text?.key;
        const textNode = textKey ? item.get(textKey, true) : undefined;
        const whole = (v: unknown) => isScalar(v) && /^\s*\d{1,9}\s*$/.test(String(v.value));
        if (!listKey || !isSeq(cellsNode) || keys.some((k) => k !== listKey && k !== numberKey && k !== valuesKey && k !== textKey))
          found =
            'a rule is a name (antiknight, x, …), {extra-region: [r1c1, …]}, {cage: [r1c1, …], sum: 10}, {thermometer: [bulb, …]}, {arrow: [circle, …]}, {little-killer: [r1c2, r2c3, …], sum: 12}, {white-dot: [r1c1, r1c2], difference: 1}, {black-dot: [r1c1, r1c2], ratio: 2} or {xv: [r1c1, r1c2], sum: 10}';
        else if (textKey && !(isScalar(textNode) && ['string', 'number'].includes(typeof textNode.value)))
          found = `${withArticle(listKey)} has its ${textKey}, a text: {${listKey}: [r1c1, …], ${textKey}: "…"}`;
        else if (valuesNode !== undefined && !(isSeq(valuesNode) && valuesNode.items.every(whole)))
          found = `${withArticle(listKey)}'s ${valuesKey} are whole numbers: [1, 2]`;
        else if (numberNode !== undefined && !whole(numberNode))
          found = `${withArticle(listKey)}'s ${numberKey} is a whole number, at most 9 digits`;
        else if (numberKey && valuesNode !== undefined && numberNode === undefined)
          found = `${withArticle(listKey)} with ${valuesKey} has its ${numberKey}`;
        else {
          // Each item one cell: a compact id's number prefix (`"3:r1c1"`) would otherwise pass
          // through the id below and change the rule's number.
          const names = cellsNode.items.map((c) => {
            const name = isScalar(c) ? String(c.value) : undefined;
            const cell = name === undefined ? undefined : cellFromName(name, side);
            if (typeof cell === 'string' && /^\s*r\d+c\d+\s*$/i.test(name!)) fail(cell, c);
            if (typeof cell !== 'number')
              fail(
                `${name === undefined ? 'an item' : `'${name}'`} in {${listKey}: […]} is not a cell: the list holds cells alone, each r<row>c<column> such as r1c1` +
                  (numberKey ? ` (its number goes under '${numberKey}')` : ''),
                c,
              );
            return name!;
          });
          // As the id writes them: the number, then the values (12+2+8).
          const numbers = [
            ...(isScalar(numberNode) ? [Number(numberNode.value)] : []),
            ...(isSeq(valuesNode) ? valuesNode.items.map((v) => Number((v as { value: unknown }).value)) : []),
          ];
          const before = isScalar(textNode) ? `${String(textNode.value)}:` : numbers.length > 0 ? `${numbers.join('+')}:` : '';
          found = rulesFromId(`${listKey}:${before}${names.join(',')}`, side);
          // What is left to refuse of a rule with a text is its text.
          if (typeof found === 'string' && isScalar(textNode)) fail(found, textNode);
        }
      } else found = 'a rule is a name (antiknight, x, …) or a mapping such as {cage: [r1c1, r1c2], sum: 3}';
      if (typeof found === 'string') return fail(found, item);
      return found;
    };
    for (const item of (rulesNode as { items: unknown[] }).items) {
      const found = ruleOf(item, 0);
      rules.push(...found);
      for (const _ of found) ruleAt.push(at(item));
    }
  }
  const boxNode = value('box');
  const raw: RawPuzzle = {
    n: side,
    cells,
    line: 1,
    position: (cell) => positions[cell]!,
    ...definedOnly({ title: textOf('title'), author: textOf('author'), rules: textOf('ruleset') }),
  };
  if (boxNode !== undefined) {
    const text = isScalar(boxNode) ? String(boxNode.value) : '';
    const box = text === 'none' ? Shape.of(1, side) : Shape.parse(text);
    if (!box || box.n !== side)
      fail(
        `box is written rows x columns and makes ${withArticle(`${side}x${side}`)} grid (3x3 for 9x9), or none for a grid without boxes`,
        boxNode,
      );
    raw.shape = box!;
  }
  if (regions || rules.length > 0 || lowest !== 1)
    raw.variant = {
      ...(regions ? { regions } : {}),
      ...(lowest !== 1 ? { lowest } : {}),
      rules,
      ruleAt,
      at: at(regionRows ? value('regions') : (rulesNode ?? valuesNode)),
    };
  return raw;
}

/** A rule as a document writes it: a name, or a mapping with its cells (and a cage's sum). */
function ruleText(rule: Rule, n: number): string {
  const { listed, nested } = ruleKind(rule);
  if (nested)
    return `{${rule.kind}: [${nested
      .rules(rule)
      .map((inner) => ruleText(inner as Rule, n))
      .join(', ')}]}`;
  if (!listed) return ruleId(rule, n);
  const number = listed.number?.of(rule);
  const values = listed.values?.of(rule) ?? [];
  const cells = listed
    .cells(rule)
    .map((c) => cellName(n, c))
    .join(', ');
  const numberText = number === undefined ? '' : `, ${listed.number!.key}: ${number}`;
  // A list of values is written where it has any, or where the kind has no number (a quadruple's).
  const valuesText = listed.values && (values.length > 0 || !listed.number) ? `, ${listed.values.key}: [${values.join(', ')}]` : '';
  const textText = listed.text ? `, ${listed.text.key}: ${JSON.stringify(listed.text.of(rule))}` : '';
  return `{${rule.kind}: [${cells}]${numberText}${valuesText}${textText}}`;
}

/**
 * A puzzle as a document (YAML): its credit where it has one, size, boxes when the side does not
 * say them, grid, regions and rules.
 */
export function writePuzzleDocument(grid: Grid, credit: Credit = {}): string {
  const { n, shape } = grid;
  const alphabet = valuesAlphabet(n, shape.lowest);
  if (!alphabet)
    throw new RangeError(
      shape.lowest === 1
        ? `puzzle documents write grids up to 64x64, this one is ${n}x${n}`
        : `puzzle documents write the values 0-${n - 1} up to 36x36, this grid is ${n}x${n}`,
    );
  const rows = (text: string) => Array.from({ length: n }, (_, r) => `  - "${text.slice(r * n, (r + 1) * n)}"`);
  // A JSON string is a YAML double-quoted scalar: any text, line breaks included, reads back as it was.
  const said = (key: string, text: string | undefined) => (text === undefined ? [] : [`${key}: ${JSON.stringify(text)}`]);
  const out = [
    'sudocnf: 1',
    ...said('title', credit.title),
    ...said('author', credit.author),
    ...said('ruleset', credit.rules),
    `size: ${n}`,
  ];
  if (!shape.inferable && !shape.regions) out.push(`box: ${shape.boxless ? 'none' : shape.key}`);
  if (shape.lowest !== 1) out.push(`values: ${shape.valueRange}`);
  out.push('grid:', ...rows(Array.from(grid.cells, (v) => symbolOf(v, alphabet)).join('')));
  if (shape.regions) out.push('regions:', ...rows(regionLetters(shape)));
  // A complete grid of a chaos construction: the cut its values allow, as comments (the regions are not the puzzle's).
  const built = builtRegions(grid);
  if (built)
    out.push(
      '# the regions of the chaos construction (a cut these values allow):',
      ...rows(Array.from(built, (b) => REGION_LETTERS[b]).join('')).map((row) => `#${row}`),
    );
  const listed = shape.rules.filter((r) => ruleKind(r).listed || ruleKind(r).nested);
  if (listed.length === 0 && shape.rules.length > 0) out.push(`rules: [${shape.rules.map((r) => ruleId(r, n)).join(', ')}]`);
  else if (shape.rules.length > 0) out.push('rules:', ...shape.rules.map((r) => `  - ${ruleText(r, n)}`));
  return out.join('\n');
}
