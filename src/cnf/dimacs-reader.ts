import { InputError, quote } from '../core/errors.js';
import { ClauseBuffer } from './sink.js';

export interface DimacsFile {
  /** Variables and clauses the `p cnf` line declares. */
  variables: number;
  declaredClauses: number;
  clauses: ClauseBuffer;
  /** Comment lines, without the leading `c` and one space. */
  comments: string[];
}

/**
 * Reads DIMACS CNF tolerantly: comments anywhere, clauses spanning lines or sharing one, no
 * final newline, a last clause without its `0`, and a `%` trailer (as in SATLIB files) ending
 * the body. Literals beyond the declared variables and malformed tokens are errors that name
 * line and column.
 */
export function parseDimacs(text: string, file = '<cnf>'): DimacsFile {
  const clauses = new ClauseBuffer();
  const comments: string[] = [];
  let variables = -1;
  let declaredClauses = -1;
  let current: number[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trimStart();
    const at = (column: number) => ({ file, line: i + 1, column });
    if (trimmed === '') continue;
    if (trimmed[0] === 'c') {
      comments.push(trimmed.slice(1).replace(/^ /, ''));
      continue;
    }
    if (trimmed[0] === '%') break;
    if (trimmed[0] === 'p') {
      const m = /^p\s+cnf\s+(\d+)\s+(\d+)\s*$/.exec(trimmed);
      if (!m) throw new InputError(`bad problem line ${quote(trimmed)}: expected 'p cnf <variables> <clauses>'`, at(1));
      if (variables >= 0) throw new InputError('a second problem line', at(1));
      variables = Number(m[1]);
      declaredClauses = Number(m[2]);
      continue;
    }
    if (variables < 0) throw new InputError("clauses before the 'p cnf' line", at(line.length - trimmed.length + 1));
    for (const m of line.matchAll(/\S+/g)) {
      const token = m[0];
      if (!/^-?\d+$/.test(token)) throw new InputError(`${quote(token)} is not a literal`, at(m.index + 1));
      const lit = Number(token);
      if (lit === 0) {
        clauses.addClause(current);
        current = [];
      } else if (Math.abs(lit) > variables) {
        throw new InputError(`literal ${lit} is beyond the ${variables} declared variables`, at(m.index + 1));
      } else current.push(lit);
    }
  }
  if (variables < 0) throw new InputError("no 'p cnf' line", { file, line: 1, column: 1 });
  if (current.length > 0) clauses.addClause(current);
  return { variables, declaredClauses, clauses, comments };
}
