import { markedCellsForm, markedCellsProblem, orthogonalNeighbours } from './marked-cells.js';
import type { PairRelation, RuleKind } from './rule.js';
import { withArticle } from '../article.js';

// What maximum and minimum cells share: marked cells, side by side one area, each compared with
// its orthogonal neighbours outside the area (as f-puzzles has it).

export type Extremum<K extends 'maximum' | 'minimum'> = { kind: K; cells: readonly number[] };

/** A marked cell (read first) not above, or not below, its neighbour. */
const notAbove: PairRelation = (a, b) => a <= b;
const notBelow: PairRelation = (a, b) => a >= b;

/** Each marked cell with each orthogonal neighbour outside the area. */
function outward(cells: readonly number[], n: number): [number, number][] {
  const marked = new Set(cells);
  return cells.flatMap((cell) =>
    orthogonalNeighbours(cell, n)
      .filter((b) => !marked.has(b))
      .map((b) => [cell, b] as [number, number]),
  );
}

/** The kind of maximum cells (each above its outside neighbours) or minimum cells (each below them). */
export function extremumKind<K extends 'maximum' | 'minimum'>(kind: K): RuleKind<Extremum<K>> {
  const above = kind === 'maximum';
  const word = above ? 'larger' : 'smaller';
  return {
    kind,
    label: () => `${kind} cells`,
    family: kind,
    anyValues: true,
    problem: ({ cells }, geometry) => markedCellsProblem(cells, geometry, `${withArticle(kind)} rule`),
    pairs: ({ cells }, { n }) => outward(cells, n),
    comparisons: ({ cells }, { n }) =>
      outward(cells, n).map(([cell, b]) => (above ? { lower: b, higher: cell, strict: true } : { lower: cell, higher: b, strict: true })),
    forbids: () => (above ? notAbove : notBelow),
    listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind, cells }) },
    fpuzzles: markedCellsForm(kind, `${withArticle(kind)} cell`, (cells) => ({ kind, cells })),
    example: ({ n }) => ({ kind, cells: [n + 1, n + 2] }),
    description: `${withArticle(kind)} cell holds ${withArticle(word)} value than each orthogonal neighbour that is not ${withArticle(kind)} cell`,
    drawing: 'cell',
    mark: () => ({ fill: 'none', text: '', symbol: above ? 'chevrons-out' : 'chevrons-in' }),
  };
}
