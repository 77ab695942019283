import { describe, expect, it } from 'vitest';
import { cellName, findConflicts, Grid, verify } from '../../src/core/grid.js';
import { allSolutions } from '../helpers.js';

describe('Grid', () => {
  it('has n = k² and row-major cells', () => {
    const g = new Grid(3);
    expect(g.n).toBe(9);
    g.set(2, 5, 7);
    expect(g.cells[2 * 9 + 5]).toBe(7);
    expect(g.boxOf(2, 5)).toBe(1);
    expect(g.boxOf(8, 8)).toBe(8);
    expect(g.givens()).toBe(1);
  });

  it('rejects bad sizes', () => {
    expect(() => new Grid(0)).toThrow(RangeError);
    expect(() => new Grid(2, new Uint16Array(15))).toThrow(/16 cells/);
  });

  it('names cells 1-based', () => {
    expect(cellName(9, 0)).toBe('r1c1');
    expect(cellName(9, 80)).toBe('r9c9');
  });
});

describe('findConflicts', () => {
  it('finds row, column and box clashes with both cells', () => {
    const g = new Grid(2);
    g.set(0, 0, 1);
    g.set(0, 3, 1); // row 1
    g.set(3, 0, 1); // column 1
    g.set(1, 1, 1); // box 1
    const c = findConflicts(g);
    expect(c.map((x) => [x.unit, cellName(4, x.first), cellName(4, x.second)])).toEqual([
      ['row', 'r1c1', 'r1c4'],
      ['box', 'r1c1', 'r2c2'],
      ['column', 'r1c1', 'r4c1'],
    ]);
  });

  it('finds none in a valid grid', () => {
    expect(findConflicts(allSolutions(2, 1)[0]!)).toEqual([]);
  });
});

describe('verify', () => {
  const solution = allSolutions(3, 1)[0]!;

  it('accepts a solution that keeps the givens', () => {
    const puzzle = solution.clone();
    for (let i = 0; i < 81; i += 2) puzzle.cells[i] = 0;
    expect(verify(puzzle, solution)).toEqual({ ok: true });
  });

  it('rejects a changed given, a blank, a repeated value and a value out of range', () => {
    const puzzle = solution.clone();
    const other = solution.clone();
    other.cells[0] = other.cells[1]!; // a row repeat, also changes a given
    expect(verify(new Grid(3), other)).toMatchObject({ ok: false, reason: expect.stringMatching(/row 1 holds/) });
    expect(verify(puzzle, other)).toMatchObject({ ok: false, reason: expect.stringMatching(/puzzle gives/) });
    const blank = solution.clone();
    blank.cells[40] = 0;
    expect(verify(new Grid(3), blank)).toMatchObject({ ok: false, reason: expect.stringMatching(/r5c5 holds 0/) });
    const big = solution.clone();
    big.cells[3] = 10;
    expect(verify(new Grid(3), big).ok).toBe(false);
  });

  it('checks columns and boxes, not only rows', () => {
    // Shift rows cyclically by one cell each: rows stay permutations, columns do too, boxes break.
    const g = new Grid(3);
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) g.set(r, c, ((r + c) % 9) + 1);
    expect(verify(new Grid(3), g)).toMatchObject({ ok: false, reason: expect.stringMatching(/^box/) });
  });

  it('accepts all 288 4x4 grids and a different k is rejected', () => {
    const all = allSolutions(2);
    expect(all).toHaveLength(288);
    for (const s of all) expect(verify(new Grid(2), s).ok).toBe(true);
    expect(verify(new Grid(3), all[0]!).ok).toBe(false);
  });
});
