import { cellName } from '../core/grid.js';
import type { Board } from './board.js';
import type { CellValue, Step } from './step.js';
import type { Technique } from './technique.js';

/** A step of technique `t`; what it does not place or remove is empty. */
export function step(
  t: Technique,
  parts: Pick<Step, 'units' | 'cells'> & Partial<Pick<Step, 'placements' | 'eliminations'>>,
  explanation: string,
): Step {
  return { technique: t.name, abbreviation: t.abbreviation, placements: [], eliminations: [], ...parts, explanation };
}

export const names = (board: Board, cells: readonly number[]) => cells.map((c) => cellName(board.n, c)).join(', ');

/** Candidates removed, grouped for a message: "r1c4, r1c7 ≠ 5". */
export function removed(board: Board, eliminations: readonly CellValue[]): string {
  const byValues = new Map<string, number[]>();
  const cells = [...new Set(eliminations.map((e) => e.cell))];
  for (const cell of cells) {
    const values = eliminations
      .filter((e) => e.cell === cell)
      .map((e) => e.value)
      .sort((a, b) => a - b)
      .map((v) => board.valueText(v))
      .join(', ');
    byValues.set(values, [...(byValues.get(values) ?? []), cell]);
  }
  return [...byValues].map(([values, cs]) => `${names(board, cs)} ≠ ${values}`).join('; ');
}
