import type { RuleKind } from './rule.js';

export type Windoku = { kind: 'windoku' };

/**
 * Windoku: k×k windows set one cell in from the boxes, with one cell between them — four in a
 * 9×9 ((k − 1)² for k×k boxes) — each hold 1..n once.
 */
export const windoku: RuleKind<Windoku> = {
  kind: 'windoku',
  label: () => 'windoku',
  family: 'windoku',
  anyValues: true,
  problem: ({ kind }, { boxRows, boxCols }) =>
    boxRows === boxCols && boxRows >= 2
      ? undefined
      : `${kind} needs square boxes of side 2 or more, the grid has ${boxRows}x${boxCols} boxes`,
  units: (_, { n, boxRows: k }) => {
    const units: number[][] = [];
    for (let wr = 0; wr < k - 1; wr++) {
      for (let wc = 0; wc < k - 1; wc++) {
        const top = 1 + wr * (k + 1);
        const left = 1 + wc * (k + 1);
        const cells: number[] = [];
        for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) cells.push((top + i) * n + left + j);
        units.push(cells);
      }
    }
    return units;
  },
  // f-puzzles has no windoku: its windows are written as extra regions.
  fpuzzles: { write: (rule, geometry, name) => windoku.units!(rule, geometry).map((cells) => ['extraregion', { cells: cells.map(name) }]) },
  // ISS's windows are these on grids of square boxes (a grid of other boxes is refused by `problem`).
  iss: { flags: { Windoku: [{ kind: 'windoku' }] } },
  example: () => ({ kind: 'windoku' }),
  description: 'the shaded windows, one cell in from the boxes, hold every value once',
  drawing: 'shade',
};
