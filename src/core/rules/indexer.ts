import { markedCellsForm, markedCellsProblem } from './marked-cells.js';
import { boxlessProblem, type Geometry, type PairRelation, type RuleKind, regionOf, relationsByNumber } from './rule.js';
import { withArticle } from '../article.js';

// What the indexers share (row, column and box indexers): marked cells whose value names a cell of
// their column, row or box, which then holds the marked cell's own row, column or place number.

/** How an indexer names cells: where the marked cell's value v points, and the number it puts there. */
export interface Indexing {
  /** The cell value v of the marked cell points to (in its line or box), and the number that cell must hold. */
  target(cell: number, v: number, geometry: Geometry): number;
  /** The marked cell's own number (its row, column or place in its box, from 1). */
  own(cell: number, geometry: Geometry): number;
  /** It reads the boxes (a box indexer), so a grid without boxes has no place for it. */
  readsBoxes?: boolean;
}

/** The marked cell holding k forbids the target not holding w. */
const naming = relationsByNumber((a, b, key) => {
  const [k, w] = [Math.floor(key / 1000), key % 1000];
  return a !== k || b === w;
});

export type IndexerRule<K extends string> = { kind: K; cells: readonly number[] };

/** The kind of row, column or box indexers: marked cells (one rule for all of them) that point by `indexing`. */
export function indexerKind<K extends `${'row' | 'column' | 'box'}-indexer`>(
  kind: K,
  indexing: Indexing,
  example: (geometry: Geometry) => readonly number[],
  description: string,
  /** ISS's `.Indexing~<letter>~<cells>` where ISS has this kind (C: column indexing, R: row indexing). */
  issLetter?: 'C' | 'R',
): RuleKind<IndexerRule<K>> {
  const label = kind.replace('-', ' ');
  return {
    kind,
    label: () => label,
    family: kind,
    problem: ({ cells }, geometry) =>
      (indexing.readsBoxes ? boxlessProblem(geometry, withArticle(label)) : undefined) ??
      markedCellsProblem(cells, geometry, withArticle(label)),
    // The marked cell's value is its number: on the values 0..n − 1, 0 points nowhere and the last
    // place is pointed to by none, as ISS reads its indexing there.
    anyValues: true,
    excluded: ({ cells }, { n, lowest = 1 }) => {
      const nowhere = Array.from({ length: n }, (_, i) => i + 1).filter((v) => v + lowest - 1 < 1);
      return nowhere.length > 0 ? cells.map((cell) => ({ cell, values: nowhere })) : [];
    },
    pairs: ({ cells }, geometry) => indexerPairs(cells, geometry, indexing),
    forbidsBetween: (_, geometry, a, b) => indexerRelation(a, b, geometry, indexing),
    listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind, cells }) },
    fpuzzles: markedCellsForm(kind.replace('-', ''), withArticle(label), (cells) => ({ kind, cells }), true),
    ...(issLetter ? { iss: { read: { [`Indexing~${issLetter}`]: (a) => [{ kind, cells: a.cells(1, withArticle(label)) }] } } } : {}),
    example: (geometry) => ({ kind, cells: example(geometry) }),
    description,
    drawing: 'cell',
    mark: () => ({ fill: 'none', text: '', symbol: 'square' }),
  };
}

/** The numbers of the grid that name a place (1 to n): all of 1..n, or 1..n − 1 on the values 0..n − 1. */
function pointers({ n, lowest = 1 }: Geometry): number[] {
  return Array.from({ length: n }, (_, i) => i + 1).filter((v) => v <= n + lowest - 1);
}

/** An indexer's pairs: each marked cell with each cell a number of it points to (not itself), the marked cell first. */
export function indexerPairs(cells: readonly number[], geometry: Geometry, indexing: Indexing): [number, number][] {
  return cells.flatMap((cell) =>
    pointers(geometry)
      .map((v) => indexing.target(cell, v, geometry))
      .filter((t) => t !== cell)
      .map((t) => [cell, t] as [number, number]),
  );
}

/** The relation of one pair: the number that points from the marked cell to the other, and the number the other must then hold. */
export function indexerRelation(a: number, b: number, geometry: Geometry, indexing: Indexing): PairRelation {
  const k = pointers(geometry).find((v) => indexing.target(a, v, geometry) === b)!;
  return naming(k * 1000 + indexing.own(a, geometry));
}

/** The cells of a cell's box (or jigsaw region), in reading order. */
export function boxCells(cell: number, geometry: Geometry): number[] {
  const region = regionOf(cell, geometry);
  return Array.from({ length: geometry.n * geometry.n }, (_, c) => c).filter((c) => regionOf(c, geometry) === region);
}
