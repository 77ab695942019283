import { type Indexing, indexerPairs, indexerRelation } from './indexer.js';
import { markedCellsForm, markedCellsProblem } from './marked-cells.js';
import type { RuleKind } from './rule.js';

export type RowIndexer = { kind: 'row-indexer'; cells: readonly number[] };

const indexing: Indexing = {
  target: (cell, v, { n }) => (v - 1) * n + (cell % n),
  own: (cell, { n }) => Math.floor(cell / n) + 1,
};

/** Row indexers: a row indexer's value v names the cell of its column in row v, which holds the indexer's row number. */
export const rowIndexer: RuleKind<RowIndexer> = {
  kind: 'row-indexer',
  label: () => 'row indexer',
  family: 'row-indexer',
  problem: ({ cells }, geometry) => markedCellsProblem(cells, geometry, 'a row indexer'),
  pairs: ({ cells }, geometry) => indexerPairs(cells, geometry, indexing),
  forbidsBetween: (_, geometry, a, b) => indexerRelation(a, b, geometry, indexing),
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'row-indexer', cells }) },
  fpuzzles: markedCellsForm('rowindexer', 'a row indexer', (cells) => ({ kind: 'row-indexer', cells }), true),
  example: ({ n }) => ({ kind: 'row-indexer', cells: [1, n + 2] }),
  description: "a row indexer's value v names the cell of its column in row v, which holds the indexer's row number",
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'square' }),
};
