// The decision diagram with support clauses (after Bofill, Coll, Nightingale, Suy, Ulrich &
// Villaret, "SAT encodings for pseudo-Boolean constraints together with at-most-one
// constraints", AIJ 2022: the sum over one-hot value groups, which a cell is; and the
// decomposition of a layered automaton of Bacchus, CP 2007). The diagram of diagram.ts with a node
// on every level; a variable per node and per edge (a node and a value of its cell); an edge
// implying its node, its value and the node it leads to; a node implying one of its edges out and
// one of its edges in; a value implying one of its level's edges. Unit propagation then leaves a
// value only while a path through it reaches the sum (arc consistency on the sum), where the bdd
// encoding only follows the chosen values down.
import { type DiagramNode, diagram, FALSE, TRUE } from './diagram.js';
import { type Emitter, type Lit, neg, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';

function encodeMdd(input: SumInput, out: Emitter): void {
  encodeLayered(input.cells, diagram(input, true), out);
}

/**
 * A layered diagram (a node on every level, each node's children by the values of its level's cell
 * in order; FALSE and TRUE as its ends) as clauses with a variable per node and per edge: the sum's
 * diagram here, an automaton's unrolled for the rules read along a row.
 */
export function encodeLayered(
  cells: readonly (readonly { lit: Lit }[])[],
  { nodes, root }: { nodes: readonly DiagramNode[]; root: number },
  out: Emitter,
): void {
  if (root === FALSE) {
    out.clause([]);
    return;
  }
  if (root === TRUE) return;
  // Nodes reached from the root, level by level (a child is always deeper than its parent).
  const reached = new Set<number>([root]);
  const order = [root];
  for (let k = 0; k < order.length; k++)
    for (const child of nodes[order[k]!]!.children)
      if (child >= 0 && !reached.has(child)) {
        reached.add(child);
        order.push(child);
      }
  order.sort((a, b) => nodes[a]!.level - nodes[b]!.level);
  const nodeVar = new Map<number, Lit>(order.map((id) => [id, id === root ? true : out.newVar()]));
  const incoming = new Map<number, Lit[]>(order.map((id) => [id, []]));
  // For each cell, each of its values' edges.
  const supports = cells.map((cell) => cell.map((): Lit[] => []));
  for (const id of order) {
    const { level, children } = nodes[id]!;
    const self = nodeVar.get(id)!;
    const outgoing: Lit[] = [];
    cells[level]!.forEach(({ lit }, k) => {
      const child = children[k]!;
      if (child === FALSE) {
        out.clause([neg(self), neg(lit)]);
        return;
      }
      const edge = out.newVar();
      const target = child === TRUE ? true : nodeVar.get(child)!;
      out.clause([-edge, self]);
      out.clause([-edge, lit]);
      out.clause([-edge, target]);
      out.clause([neg(self), neg(lit), edge]);
      outgoing.push(edge);
      supports[level]![k]!.push(edge);
      if (child !== TRUE) incoming.get(child)!.push(edge);
    });
    out.clause([neg(self), ...outgoing]);
    if (id !== root) out.clause([neg(self), ...incoming.get(id)!]);
  }
  cells.forEach((cell, i) => {
    cell.forEach(({ lit }, k) => {
      out.clause([neg(lit), ...supports[i]![k]!]);
    });
  });
}

export const mdd: SumEncoding = {
  name: 'mdd',
  aliases: ['pbamo'],
  description:
    'Bofill et al. 2022 / Bacchus 2007: the decision diagram with a variable per edge and support clauses, so that propagation keeps only values on a path to the sum',
  gloss: 'the decision diagram with support clauses: arc consistency on the sum',
  encode: encodeMdd,
  size: (m, sum, n, distinct) => sizeByCounting(encodeMdd, m, sum, n, distinct),
};
