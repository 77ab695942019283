import { indexerKind, type IndexerRule } from './indexer.js';

export type ColumnIndexer = IndexerRule<'column-indexer'>;

/** Column indexers: a column indexer's value v names the cell of its row in column v, which holds the indexer's column number. */
export const columnIndexer = indexerKind(
  'column-indexer',
  {
    target: (cell, v, { n }) => Math.floor(cell / n) * n + v - 1,
    own: (cell, { n }) => (cell % n) + 1,
  },
  ({ n }) => [n, 2 * n + 1],
  "a column indexer's value v names the cell of its row in column v, which holds the indexer's column number",
  'C',
);
