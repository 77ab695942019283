import { boxCells, type Indexing, indexerPairs, indexerRelation } from './indexer.js';
import { markedCellsForm, markedCellsProblem } from './marked-cells.js';
import type { RuleKind } from './rule.js';

export type BoxIndexer = { kind: 'box-indexer'; cells: readonly number[] };

const indexing: Indexing = {
  target: (cell, v, geometry) => boxCells(cell, geometry)[v - 1]!,
  own: (cell, geometry) => boxCells(cell, geometry).indexOf(cell) + 1,
};

/** Box indexers: a box indexer's value v names the v-th cell of its box (in reading order), which holds the indexer's place in the box. */
export const boxIndexer: RuleKind<BoxIndexer> = {
  kind: 'box-indexer',
  label: () => 'box indexer',
  family: 'box-indexer',
  problem: ({ cells }, geometry) => markedCellsProblem(cells, geometry, 'a box indexer'),
  pairs: ({ cells }, geometry) => indexerPairs(cells, geometry, indexing),
  forbidsBetween: (_, geometry, a, b) => indexerRelation(a, b, geometry, indexing),
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'box-indexer', cells }) },
  fpuzzles: markedCellsForm('boxindexer', 'a box indexer', (cells) => ({ kind: 'box-indexer', cells }), true),
  example: ({ n }) => ({ kind: 'box-indexer', cells: [0, 3 * n - 1] }),
  description: "a box indexer's value v names the v-th cell of its box (in reading order), which holds the indexer's place in the box",
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'square' }),
};
