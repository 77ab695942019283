import type { IssArgs } from './reading.js';
import { normalPattern, regexAutomaton, regexProblem } from './regular-expression.js';
import type { RuleKind } from './rule.js';

/** A regex line: the values along its cells, read in order, match its regular expression (whole). */
export type Regex = { kind: 'regex'; cells: readonly number[]; pattern: string };

/** ISS's pattern argument: base64 (URL-safe, unpadded), or in older links percent-encoded. */
function issPattern(text: string): string {
  if (text.includes('%')) return decodeURIComponent(text);
  return atob(text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
}

/** `.Regex~<pattern>~<cells>`, several lines of one pattern set apart by an empty argument (`~~`). */
function readIssRegex(a: IssArgs): Regex[] {
  const encoded = a.args[0] ?? a.fail('a Regex has a pattern');
  let pattern: string;
  try {
    pattern = normalPattern(issPattern(encoded));
  } catch {
    return a.fail("a Regex's pattern is base64 or percent-encoded", 0);
  }
  const lines: number[][] = [[]];
  a.args.forEach((arg, i) => {
    if (i === 0) return;
    if (arg === '') lines.push([]);
    else lines.at(-1)!.push(a.cell(i, 'a Regex line'));
  });
  const found = lines.filter((cells) => cells.length > 0);
  const problem = regexProblem(pattern, a.n, Math.max(0, ...found.map((cells) => cells.length)), a.lowest);
  if (problem) a.fail(problem, 0);
  return found.map((cells) => ({ kind: 'regex', cells, pattern }));
}

export const regex: RuleKind<Regex> = {
  kind: 'regex',
  label: (rule) => `regex line /${rule.pattern}/`,
  family: 'regex',
  anyValues: true,
  problem: ({ cells, pattern }, { n, lowest = 1 }) => {
    if (cells.length < 1) return 'a regex line runs through at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a regex line's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a regex line names a cell twice';
    return regexProblem(pattern, n, cells.length, lowest);
  },
  sequences: ({ cells, pattern }, { n, lowest }) => [{ cells, automaton: regexAutomaton(pattern, n, lowest) }],
  counted: { one: 'regex line', many: 'regex lines' },
  listed: {
    cells: (rule) => rule.cells,
    text: { key: 'pattern', of: (rule) => rule.pattern },
    make: (cells, _, n, __, text) => {
      if (text === undefined) return 'a regex line is written {regex: [<cells along it>], pattern: "<regular expression>"}';
      const pattern = normalPattern(text);
      // The grid's values are not known here: a pattern that fits either 1..n or 0..n − 1 is read, and its problem says which it fits.
      const problem = regexProblem(pattern, n, cells.length);
      return problem && regexProblem(pattern, n, cells.length, 0) ? problem : { kind: 'regex', cells, pattern };
    },
  },
  iss: { read: { Regex: readIssRegex } },
  example: ({ n }) => ({ kind: 'regex', cells: [0, 1, n + 1, n + 2], pattern: n > 3 ? '[12].*[34]|3+.?' : '.*' }),
  description:
    'the values along a regex line, read in order, match its regular expression: a value is a character (1-9, then a = 10 …), . any value, [1-3] or [^5] a class, ( ) a group, | a choice, * + ? {2} {1,3} repeats',
  drawing: 'line',
  mark: (rule) => ({ fill: 'none', text: rule.pattern.length > 12 ? `${rule.pattern.slice(0, 11)}…` : rule.pattern }),
};
