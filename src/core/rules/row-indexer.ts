import { indexerKind, type IndexerRule } from './indexer.js';

export type RowIndexer = IndexerRule<'row-indexer'>;

/** Row indexers: a row indexer's value v names the cell of its column in row v, which holds the indexer's row number. */
export const rowIndexer = indexerKind(
  'row-indexer',
  {
    target: (cell, v, { n }) => (v - 1) * n + (cell % n),
    own: (cell, { n }) => Math.floor(cell / n) + 1,
  },
  ({ n }) => [1, n + 2],
  "a row indexer's value v names the cell of its column in row v, which holds the indexer's row number",
  'R',
);
