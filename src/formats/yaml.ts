import type { Node } from 'yaml';
import { InputError, type SourcePosition } from '../core/errors.js';
import { Shape } from '../core/shape.js';
import { type Atom, type ListNode, MAX_LIST_DEPTH } from './nested.js';

import { yamlLibrary as yaml } from './yaml-library.js';
import { withArticle } from '../core/article.js';

type YamlModule = typeof import('yaml');

/**
 * The longest text read as a YAML or JSON document. The YAML library keeps a node with its place
 * for every value, and takes seconds and hundreds of MB a MB: a puzzle document needs far less,
 * and large batches are written a puzzle a line (or as array literals, read without it).
 */
export const MAX_YAML_CHARS = 1 << 20;

type Parsed = { doc: ReturnType<YamlModule['parseDocument']>; lineCounter: InstanceType<YamlModule['LineCounter']> };
let lastParsed: { text: string; parsed: Parsed } | undefined;

/** The YAML library's parse of a text, kept for the next call: telling a format and reading it parse the same text. */
function parseOnce(text: string): Parsed {
  if (lastParsed?.text === text) return lastParsed.parsed;
  const { LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const parsed = { doc: parseDocument(text, { lineCounter }), lineCounter };
  lastParsed = { text, parsed };
  return parsed;
}

/** Lets the kept parse go (it holds a node for every value of the text). */
export function forgetParsed(): void {
  lastParsed = undefined;
}

/** Does the text parse as a YAML (or JSON) document with some structure, not one plain string? */
export function isStructuredDocument(text: string): boolean {
  const { isMap, isSeq } = yaml();
  // Nested beyond what a grid needs, or too long to parse: structure enough, and reading it says what is wrong.
  if (text.length > MAX_YAML_CHARS || tooDeep(text)) return true;
  const { doc } = parseOnce(text);
  return doc.errors.length === 0 && (isMap(doc.contents) || isSeq(doc.contents));
}

/**
 * Where flow lists (`[`, `{`) first nest more than MAX_LIST_DEPTH deep, outside quotes and
 * comments; undefined if they never do. Checked before the YAML library sees the text: nesting
 * in the tens of thousands exhausts its stack, and its error reporting then runs out of memory.
 */
export function tooDeep(text: string): { line: number; column: number } | undefined {
  return flowTooDeep(text) ?? blockTooDeep(text);
}

function flowTooDeep(text: string): { line: number; column: number } | undefined {
  let depth = 0;
  let quote = '';
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') {
      line++;
      lineStart = i + 1;
      continue;
    }
    if (quote !== '') {
      if (ch === quote) quote = '';
      else if (ch === '\\' && quote === '"') i++;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === lineStart || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      i = (end < 0 ? text.length : end) - 1;
    } else if (ch === '[' || ch === '{') {
      if (++depth > MAX_LIST_DEPTH) return { line, column: i - lineStart + 1 };
    } else if (ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
  }
  return undefined;
}

/**
 * Where block collections (`- - - x`, `? ? x`, keys under keys) first nest more than
 * MAX_LIST_DEPTH deep, told from each line's indentation and the indicators (`-`, `?`, `:`, a
 * key) that open it: composing a document recurses, and a few thousand levels in a few KB exhaust
 * the call stack (the library's parser, before it, takes seconds on them). Linear, before the
 * library sees the text. A sequence under a key at the key's own indentation is not counted, so
 * nesting up to twice the limit may pass: far from what the stack cannot hold.
 */
function blockTooDeep(text: string): { line: number; column: number } | undefined {
  // The columns of the collections open at this point.
  const open: number[] = [];
  // Within a block scalar (`|`, `>`): lines indented past this are its text.
  let scalarIndent: number | undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const indent = line.length - line.trimStart().length;
    const content = line.slice(indent);
    if (content === '' || content.startsWith('#')) continue;
    if (scalarIndent !== undefined && indent > scalarIndent) continue;
    scalarIndent = undefined;
    if (indent === 0 && /^(---|\.\.\.)(\s|$)/.test(content)) {
      open.length = 0;
      continue;
    }
    while (open.length > 0 && open.at(-1)! >= indent) open.pop();
    const opened = /^((?:[-?:](?: +|$))*)((?:[^\s#'"{}[\],][^#]*?|"[^"]*"|'[^']*'):(?: +|$))?/.exec(content)!;
    let column = indent;
    for (const indicator of opened[1]!.match(/[-?:] */g) ?? []) {
      open.push(column);
      if (open.length > MAX_LIST_DEPTH) return { line: i + 1, column: column + 1 };
      column += indicator.length;
    }
    if (opened[2] !== undefined) open.push(column);
    if (open.length > MAX_LIST_DEPTH) return { line: i + 1, column: column + 1 };
    if (/(^|\s)[|>][-+0-9]*\s*(#.*)?$/.test(content)) scalarIndent = indent;
  }
  return undefined;
}

/**
 * Parses a YAML or JSON document, with the place of each of its nodes. Lists nested too deep (for
 * `needs`: what a document of its kind needs) and a text that does not parse are bad input at
 * their place.
 */
export function parseLocated(
  text: string,
  file: string,
  needs: string,
  kind = 'YAML or JSON',
): { doc: ReturnType<YamlModule['parseDocument']>; at: (node: unknown) => SourcePosition } {
  const { visit } = yaml();
  if (text.length > MAX_YAML_CHARS)
    throw new InputError(
      `${withArticle(kind)} document of ${(text.length / 2 ** 20).toFixed(1)} MB: sudocnf reads such documents up to ${MAX_YAML_CHARS / 2 ** 20} MB (write a large batch a puzzle a line)`,
      { file, line: 1, column: 1 },
    );
  const deep = tooDeep(text);
  if (deep) throw new InputError(`lists nest more than ${MAX_LIST_DEPTH} deep here: ${needs}`, { file, ...deep });
  const { doc, lineCounter } = parseOnce(text);
  const error = doc.errors[0];
  if (error) {
    const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
    // The parser's first line says what is wrong; it may quote the input, so it is cut short.
    const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new InputError(`not ${withArticle(kind)} document: ${reason.length > 120 ? `${reason.slice(0, 120)}…` : reason}`, {
      file,
      line: pos.line,
      column: pos.col,
    });
  }
  const at = (node: unknown): SourcePosition => {
    const { line, col } = lineCounter.linePos((node as Node | null | undefined)?.range?.[0] ?? 0);
    return { file, line, column: col };
  };
  // A tag (`!!binary`, `!!js/function`, `!foo`) asks for a type no puzzle has: refused, not read as text.
  let tagged: Node | undefined;
  visit(doc, {
    Node(_, node) {
      if (!node.tag) return undefined;
      tagged = node;
      return visit.BREAK;
    },
  });
  if (tagged)
    throw new InputError(
      `YAML tags such as ${tagged.tag!.replace('tag:yaml.org,2002:', '!!')} are not read: a puzzle file holds plain text, numbers and lists`,
      at(tagged),
    );
  return { doc, at };
}

/** Keys whose values remark on a puzzle: never read as its rows. */
const REMARKS = /^(comments?|notes?|remarks?|description)$/i;

/**
 * Reads a YAML or JSON document into a tree of lists: a sequence is a list, a mapping the list of
 * its values (so grids under keys are found in key order), a scalar a value. A document that does
 * not parse is bad input at the place the parser names.
 */
export function readYamlDocument(text: string, file: string): ListNode {
  const { isMap, isScalar, isSeq } = yaml();
  const { doc, at } = parseLocated(text, file, 'a grid needs two or three');
  const convert = (node: unknown, depth: number): Atom | ListNode | undefined => {
    if (isSeq(node) || isMap(node)) {
      const { line, column: col } = at(node);
      if (depth > MAX_LIST_DEPTH)
        throw new InputError(`lists nest more than ${MAX_LIST_DEPTH} deep here: a grid needs two or three`, { file, line, column: col });
      const keyOf = (pair: { key: unknown }) => (isScalar(pair.key) ? String(pair.key.value) : '');
      // Remarks beside a grid (`comments: ['an easy one', …]`) are no rows, however they are written.
      const children = isSeq(node) ? node.items : node.items.filter((pair) => !REMARKS.test(keyOf(pair))).map((pair) => pair.value);
      const items = children.map((child) => convert(child, depth + 1)).filter((c): c is Atom | ListNode => c !== undefined);
      if (!isMap(node)) return { line, column: col, items };
      const scalarOf = (key: string) => {
        const pair = node.items.find((p) => keyOf(p) === key && isScalar(p.value));
        return pair ? String((pair.value as { value: unknown }).value) : undefined;
      };
      // `box: 2x3` beside a grid (as the json output writes it) gives the grid's shape; `title: …` its title.
      const box = scalarOf('box');
      const shape = box !== undefined ? Shape.parse(box) : undefined;
      const title = scalarOf('title') ?? scalarOf('name');
      for (const item of items) {
        if (!('items' in item)) continue;
        if (shape) item.shape ??= shape;
        if (title !== undefined) item.title ??= title;
      }
      return { line, column: col, items, keyed: true };
    }
    if (isScalar(node)) {
      const { line, column: col } = at(node);
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      const text = node.value === null ? '' : String(node.source ?? node.value);
      return { text, quoted, line, column: col + (quoted ? 1 : 0) };
    }
    return undefined;
  };
  const top = convert(doc.contents, 1);
  return { line: 1, column: 1, items: top ? [top] : [] };
}
