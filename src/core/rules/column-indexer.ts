import { type Indexing, indexerPairs, indexerRelation } from './indexer.js';
import { markedCellsForm, markedCellsProblem } from './marked-cells.js';
import type { RuleKind } from './rule.js';

export type ColumnIndexer = { kind: 'column-indexer'; cells: readonly number[] };

const indexing: Indexing = {
  target: (cell, v, { n }) => Math.floor(cell / n) * n + v - 1,
  own: (cell, { n }) => (cell % n) + 1,
};

/** Column indexers: a column indexer's value v names the cell of its row in column v, which holds the indexer's column number. */
export const columnIndexer: RuleKind<ColumnIndexer> = {
  kind: 'column-indexer',
  label: () => 'column indexer',
  family: 'column-indexer',
  problem: ({ cells }, geometry) => markedCellsProblem(cells, geometry, 'a column indexer'),
  pairs: ({ cells }, geometry) => indexerPairs(cells, geometry, indexing),
  forbidsBetween: (_, geometry, a, b) => indexerRelation(a, b, geometry, indexing),
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'column-indexer', cells }) },
  fpuzzles: markedCellsForm('columnindexer', 'a column indexer', (cells) => ({ kind: 'column-indexer', cells }), true),
  example: ({ n }) => ({ kind: 'column-indexer', cells: [n, 2 * n + 1] }),
  description: "a column indexer's value v names the cell of its row in column v, which holds the indexer's column number",
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'square' }),
};
