// The reduced multi-valued decision diagram of a sum over cells: a level per cell, a node per
// partial sum from which the rest can still reach the target, equal sub-diagrams shared, and a
// node whose every value leads to the same node skipped (unless every level is asked for). The
// bdd and mdd encodings write it.
import type { SumInput } from './sum-encoding.js';

export const FALSE = -1;
export const TRUE = -2;

export interface DiagramNode {
  level: number;
  /** For each possible value of the level's cell (in input order): the node it leads to. */
  children: number[];
}

/**
 * The reduced diagram: its nodes (by id ≥ 0) and the root (an id, TRUE or FALSE). Weights may be
 * negative. With `everyLevel`, no node is skipped: every path passes a node of every level.
 */
export function diagram(input: SumInput, everyLevel = false): { nodes: DiagramNode[]; root: number } {
  const { cells, sum } = input;
  const m = cells.length;
  // The least and the most the cells from i on can add.
  const least = new Array<number>(m + 1).fill(0);
  const most = new Array<number>(m + 1).fill(0);
  for (let i = m - 1; i >= 0; i--) {
    const values = cells[i]!.map((c) => c.value);
    least[i] = least[i + 1]! + (values.length ? Math.min(...values) : 0);
    most[i] = most[i + 1]! + (values.length ? Math.max(...values) : 0);
  }
  const nodes: DiagramNode[] = [];
  const unique = new Map<string, number>();
  const memo = new Map<string, number>();
  const build = (i: number, s: number): number => {
    if (i === m) return s === sum ? TRUE : FALSE;
    if (s + least[i]! > sum || s + most[i]! < sum) return FALSE;
    const key = `${i}:${s}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const children = cells[i]!.map(({ value }) => build(i + 1, s + value));
    let id: number;
    // Exactly one value of the cell holds: if all lead to one node, the node is that one.
    if (children.every((c) => c === children[0]) && (!everyLevel || children[0] === FALSE)) id = children[0] ?? FALSE;
    else {
      const signature = `${i}:${children.join(',')}`;
      const shared = unique.get(signature);
      if (shared !== undefined) id = shared;
      else {
        id = nodes.length;
        nodes.push({ level: i, children });
        unique.set(signature, id);
      }
    }
    memo.set(key, id);
    return id;
  };
  return { nodes, root: build(0, 0) };
}
