import { describe, expect, it } from 'vitest';
import { encode } from '../../encodings/encoder.js';
import { PRESETS } from '../../encodings/presets.js';
import { checkedSolution, decodeModel } from '../../src/routes/decode-model.js';
import { Grid } from '../../src/core/grid.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { ClauseBuffer } from '../../src/cnf/sink.js';
import { CompetitionOutput, looksLikeMinisatResult, parseMinisatResult } from '../../solvers/external/output.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { patternGrid } from '../helpers.js';

function read(text: string, variables = 10, chunk = 3): CompetitionOutput {
  const out = new CompetitionOutput(variables);
  for (let i = 0; i < text.length; i += chunk) out.push(text.slice(i, i + chunk)); // arbitrary chunk borders
  out.end();
  return out;
}

describe('competition output', () => {
  it('reads a model split over many v lines, with a lone v 0', () => {
    const out = read('c hello\ns SATISFIABLE\nv 1 -2\nv 3\nv -4 5 0\n');
    expect(out.status).toBe('sat');
    expect(Array.from(out.model.subarray(1, 7))).toEqual([1, -1, 1, -1, 1, 0]); // 6 unassigned
    expect(out.modelEnded).toBe(true);
    expect(out.firstBadLine).toBeUndefined();
  });

  it('reads v before s, CRLF, no final newline, and skips variables beyond those asked for', () => {
    const out = read('v -1 2 11 -12 0\r\ns SATISFIABLE', 3);
    expect(out.status).toBe('sat');
    expect(Array.from(out.model)).toEqual([0, -1, 1, 0]);
    expect(out.modelLiterals).toBe(4);
  });

  it.each([
    ['s UNSATISFIABLE\n', 'unsat'],
    ['s UNKNOWN\n', 'unknown'],
    ['s INDETERMINATE\n', 'unknown'],
  ])('%j', (text, status) => {
    expect(read(text).status).toBe(status);
  });

  it('notes c UNKNOWN (CaDiCaL at its limit) and the first line that is not output', () => {
    const out = read('c UNKNOWN\nWARNING: something\nv 1 x 0\n');
    expect(out.status).toBeUndefined();
    expect(out.unknownComment).toBe(true);
    expect(out.firstBadLine).toEqual({ line: 2, column: 1, text: 'WARNING: something' });
    expect(read('v 1 x 0\n').problem).toEqual({ line: 1, column: 5, reason: "'x' is not a literal (a whole number)" });
    expect(read('s MAYBE\n').problem).toMatchObject({
      line: 1,
      column: 3,
      reason: "unknown result 'MAYBE': expected SATISFIABLE, UNSATISFIABLE or UNKNOWN",
    });
  });

  it('flags what makes an answer untrustworthy, with where and why', () => {
    expect(read('s SATISFIABLE\nv 1 -2 0\n').problem).toBeUndefined();
    expect(read('s SATISFIABLE\nv 1 x3 -2 0\n').problem).toEqual({ line: 2, column: 5, reason: "'x3' is not a literal (a whole number)" });
    expect(read('s SATISFIABLE\nv 1 8 -3\nv -8 0\n').problem).toEqual({
      line: 3,
      column: 3,
      reason: 'the model gives variable 8 both signs',
    });
    expect(read('s SATISFIABLE\nv 1 2 0\ns UNSATISFIABLE\n').problem).toEqual({
      line: 3,
      column: 3,
      reason: "a second result line contradicts 's SATISFIABLE' on line 1",
    });
    expect(read('s SATISFIABLE\nv 1 2\nv 3').problem).toEqual({ line: 3, column: 4, reason: 'truncated: the model has no closing 0' });
    expect(read('s SATISFIABLE\nv 1 2 0\nv 3 0\n').problem).toMatchObject({ line: 3, reason: 'a literal after the model ended with 0' });
    // Beyond the variables asked for, a contradiction still counts.
    expect(read('s SATISFIABLE\nv 40 -40 0\n', 3).problem).toMatchObject({ reason: 'the model gives variable 40 both signs' });
  });
});

describe("MiniSat's result file", () => {
  it('reads SAT with its model, UNSAT and INDET', () => {
    const sat = parseMinisatResult('SAT\n-1 2 3 0\n', 3);
    expect(sat.result?.status).toBe('sat');
    expect(Array.from(sat.result!.model)).toEqual([0, -1, 1, 1]);
    expect(parseMinisatResult('UNSAT\n', 3).result?.status).toBe('unsat');
    expect(parseMinisatResult('INDET\n', 3).result?.status).toBe('unknown');
    expect(parseMinisatResult('SAT\n1 y 0\n', 3).bad).toEqual({ line: 2, column: 3, reason: "'y' is not a literal (a whole number)" });
    expect(parseMinisatResult('SAT\n1 -2\n2 0\n', 3).bad).toEqual({ line: 3, column: 1, reason: 'the model gives variable 2 both signs' });
    expect(parseMinisatResult('SAT\n1 -2 3\n', 3).bad).toEqual({ line: 2, column: 7, reason: 'truncated: the model has no closing 0' });
    expect(parseMinisatResult('MAYBE\n', 3).bad).toMatchObject({
      line: 1,
      reason: "'MAYBE' is not a MiniSat result (SAT, UNSAT or INDET)",
    });
    expect(looksLikeMinisatResult('\nSAT\n1 0\n')).toBe(true);
    expect(looksLikeMinisatResult('s SATISFIABLE\n')).toBe(false);
  });
});

describe('decoding', () => {
  const solution = patternGrid(2);
  const modelOf = (grid: Grid) => {
    const model = new Int8Array(65).fill(-1);
    grid.cells.forEach((v, cell) => {
      model[cell * 4 + v] = 1;
    });
    return model;
  };

  it('reads the grid through the cell variables', () => {
    expect(decodeModel(new Grid(2), modelOf(solution))).toEqual({ ok: true, grid: solution });
  });

  it('reads only literals the givens leave open, and keeps the givens', () => {
    const puzzle = solution.clone();
    puzzle.cells[5] = 0;
    const model = modelOf(solution);
    model.fill(1, 1, 5); // r1c1 (a given): every value "true", as a solver may say of unused variables
    model[5 * 4 + solution.cells[4]!] = 1; // r2c2 also claims r2c1's value, which the givens exclude
    expect(decodeModel(puzzle, model)).toEqual({ ok: true, grid: solution });
  });

  it('reports two values or none for an open cell', () => {
    const model = modelOf(solution);
    model[3] = 1;
    expect(decodeModel(new Grid(2), model)).toEqual({
      ok: false,
      reason: `the model gives r1c1 both ${Math.min(3, solution.cells[0]!)} and ${Math.max(3, solution.cells[0]!)}`,
    });
    const empty = modelOf(solution);
    empty[solution.cells[0]!] = -1;
    expect(decodeModel(new Grid(2), empty)).toEqual({ ok: false, reason: 'the model gives r1c1 no value' });
  });

  it('checkedSolution rejects a model that decodes to a non-solution', () => {
    const broken = solution.clone();
    [broken.cells[0], broken.cells[1]] = [broken.cells[1]!, broken.cells[0]!];
    expect(() => checkedSolution(new Grid(2), modelOf(broken), 'fake')).toThrow(SolverError);
    expect(() => checkedSolution(new Grid(2), modelOf(broken), 'fake')).toThrow(/fake: its model fails verification: column 1 holds/);
  });

  it('decodes a model of the eliminate formula whatever the solver says of removed literals', () => {
    const entry = parsePuzzles('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..').entries[0]!;
    if (!entry.ok) throw new Error('bad sample');
    const clauses = new ClauseBuffer();
    encode(entry.grid, { families: PRESETS.extended, amo: 'pairwise', givens: 'eliminate' }, clauses);
    const used = new Set([...clauses].flatMap((c) => Array.from(c, Math.abs)));
    const known = '812753649943682175675491283154237896369845721287169534521974368438526917796318452';
    const model = new Int8Array(730);
    for (let v = 1; v <= 729; v++) model[v] = used.has(v) ? (Number(known[Math.floor((v - 1) / 9)]) === ((v - 1) % 9) + 1 ? 1 : -1) : 1;
    const decoded = decodeModel(entry.grid, model);
    expect(decoded.ok && [...decoded.grid.cells].join('')).toBe(known);
  });
});

describe('--solver-cmd command lines', () => {
  it("split as execa's parseCommandString splits them", async () => {
    const { parseCommandString } = await import('execa');
    const { splitCommandLine } = await import('../../solvers/external/command-line.js');
    for (const line of ['cadical', '  kissat -q  {file} ', 'my\\ solver --flag x', 'a\\  b', 'x y\\', '', '   ', 'sh -c "echo hi"']) {
      expect(splitCommandLine(line), line).toEqual(parseCommandString(line));
    }
  });
});
