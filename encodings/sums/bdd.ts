// Decision diagram (Eén & Sörensson, "Translating pseudo-Boolean constraints into SAT", JSAT 2006):
// the sum as a reduced multi-valued decision diagram over the cells (a node per partial sum that
// can still reach the target, equal sub-diagrams shared, a node whose every value leads to the
// same node skipped), each node a variable that implies, for every value of its cell, the node
// that value leads to.
import { type Emitter, type Lit, neg, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';

const FALSE = -1;
const TRUE = -2;

interface Node {
  level: number;
  /** For each possible value of the level's cell (in input order): the node it leads to. */
  children: number[];
}

/** The reduced diagram: its nodes (by id ≥ 0) and the root (an id, TRUE or FALSE). */
function diagram(input: SumInput): { nodes: Node[]; root: number } {
  const { cells, sum } = input;
  const m = cells.length;
  const nodes: Node[] = [];
  const unique = new Map<string, number>();
  const memo = new Map<number, number>();
  const build = (i: number, s: number): number => {
    if (i === m) return s === sum ? TRUE : FALSE;
    const key = i * (sum + 1) + s;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const children = cells[i]!.map(({ value }) => (s + value > sum ? FALSE : build(i + 1, s + value)));
    let id: number;
    // Exactly one value of the cell holds: if all lead to one node, the node is that one.
    if (children.every((c) => c === children[0])) id = children[0]!;
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

function encodeBdd(input: SumInput, out: Emitter): void {
  const { nodes, root } = diagram(input);
  if (root === FALSE) {
    out.clause([]);
    return;
  }
  if (root === TRUE) return;
  // The root holds: it needs no variable. Every other node reached gets one, once.
  const vars = new Map<number, Lit>([[root, true]]);
  const varOf = (id: number): Lit => {
    let v = vars.get(id);
    if (v === undefined) {
      v = out.newVar();
      vars.set(id, v);
    }
    return v;
  };
  const seen = new Set<number>();
  const visit = (id: number) => {
    if (id < 0 || seen.has(id)) return;
    seen.add(id);
    const node = nodes[id]!;
    const self = varOf(id);
    input.cells[node.level]!.forEach(({ lit }, k) => {
      const child = node.children[k]!;
      if (child === TRUE) return;
      if (child === FALSE) out.clause([neg(self), neg(lit)]);
      else out.clause([neg(self), neg(lit), varOf(child)]);
    });
    for (const child of node.children) visit(child);
  };
  visit(root);
}

export const bdd: SumEncoding = {
  name: 'bdd',
  aliases: ['mdd'],
  description: 'Eén & Sörensson 2006: a reduced decision diagram over the cells, a variable per shared node',
  encode: encodeBdd,
  size: (m, sum, n, distinct) => sizeByCounting(encodeBdd, m, sum, n, distinct),
};
