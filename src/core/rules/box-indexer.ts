import { boxCells, indexerKind, type IndexerRule } from './indexer.js';

export type BoxIndexer = IndexerRule<'box-indexer'>;

/** Box indexers: a box indexer's value v names the v-th cell of its box (in reading order), which holds the indexer's place in the box. */
export const boxIndexer = indexerKind(
  'box-indexer',
  {
    target: (cell, v, geometry) => boxCells(cell, geometry)[v - 1]!,
    own: (cell, geometry) => boxCells(cell, geometry).indexOf(cell) + 1,
    readsBoxes: true,
  },
  ({ n }) => [0, 3 * n - 1],
  "a box indexer's value v names the v-th cell of its box (in reading order), which holds the indexer's place in the box",
);
