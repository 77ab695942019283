import { InputError, quote } from '../core/errors.js';
import { MAX_LIST_DEPTH } from './nested.js';
import type { Atom, ListNode } from './nested.js';
import type { TextLine } from './text.js';

/** Words that stand for an empty cell in code: null, None, nil, undefined. */
const NULL_WORDS = new Set(['null', 'None', 'nil', 'undefined', 'NULL']);

/**
 * Reads nested array literals as source code writes them: C, Java and JavaScript initialisers
 * (`{{5,3,0,…},{6,0,0,…},…}`), JSON and Python lists (`[[5,3,0,…],…]`), with declarations,
 * assignments, comments (`//`, `/* *\/`, `#`), trailing commas and quoted cells around them.
 * Everything outside the brackets is ignored. Returns the outermost lists, wrapped in one root.
 */
export function readArrayLiterals(lines: readonly TextLine[], file: string): ListNode {
  const root: ListNode = { line: 1, column: 1, items: [] };
  const stack: ListNode[] = [root];
  const openers: string[] = [];
  let inBlockComment = false;
  for (const { number: line, text } of lines) {
    let i = 0;
    while (i < text.length) {
      const ch = text[i]!;
      const column = i + 1;
      if (inBlockComment) {
        const end = text.indexOf('*/', i);
        if (end < 0) break;
        inBlockComment = false;
        i = end + 2;
        continue;
      }
      if (text.startsWith('/*', i)) {
        inBlockComment = true;
        i += 2;
        continue;
      }
      if (text.startsWith('//', i) || ch === '#') break;
      if (ch === '[' || ch === '{') {
        if (stack.length > MAX_LIST_DEPTH)
          throw new InputError(`lists nest more than ${MAX_LIST_DEPTH} deep here: a grid needs two or three`, { file, line, column });
        const node: ListNode = { line, column, items: [] };
        stack[stack.length - 1]!.items.push(node);
        stack.push(node);
        openers.push(ch);
        i++;
        continue;
      }
      if (ch === ']' || ch === '}') {
        const opener = openers.pop();
        if (opener === undefined) throw new InputError(`'${ch}' closes no list`, { file, line, column });
        if ((opener === '[') !== (ch === ']')) {
          const open = stack[stack.length - 1]!;
          throw new InputError(`'${ch}' closes the '${opener}' of line ${open.line}, column ${open.column}`, { file, line, column });
        }
        stack.pop();
        i++;
        continue;
      }
      if (ch === '"' || ch === "'") {
        const end = text.indexOf(ch, i + 1);
        if (end < 0) throw new InputError(`a string opened here is not closed on its line`, { file, line, column });
        if (stack.length > 1) stack[stack.length - 1]!.items.push(atom(text.slice(i + 1, end), true, line, column + 1));
        i = end + 1;
        continue;
      }
      const word = /^-?\d+|^[A-Za-z_]\w*/.exec(text.slice(i))?.[0];
      if (word !== undefined) {
        const isNumber = /^-?\d/.test(word);
        if (stack.length > 1 && (isNumber || NULL_WORDS.has(word)))
          stack[stack.length - 1]!.items.push(atom(isNumber ? word : '', false, line, column));
        i += word.length;
        continue;
      }
      // A blank written as `.`, `_` or `*` stands alone: `*p` (a pointer) or `.5` is not a cell.
      if (/[._*]/.test(ch) && !/\w/.test(text[i + 1] ?? '')) {
        if (stack.length > 1) stack[stack.length - 1]!.items.push(atom(ch, false, line, column));
      } else if (/[.*]/.test(ch) && stack.length > 1) {
        throw new InputError(
          `${quote(/^[.*]\w*/.exec(text.slice(i))![0], 20)} is not a cell: a number, a quoted symbol, or a blank (0 . _ * null)`,
          { file, line, column },
        );
      }
      i++;
    }
  }
  if (stack.length > 1) {
    const open = stack[stack.length - 1]!;
    throw new InputError(`the '${openers[openers.length - 1]}' here is never closed`, { file, line: open.line, column: open.column });
  }
  return root;
}

function atom(text: string, quoted: boolean, line: number, column: number): Atom {
  return { text, quoted, line, column };
}
