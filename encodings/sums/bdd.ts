// Decision diagram (Eén & Sörensson, "Translating pseudo-Boolean constraints into SAT", JSAT 2006):
// the sum as a reduced multi-valued decision diagram over the cells (diagram.ts), each node a
// variable that implies, for every value of its cell, the node that value leads to.
import { diagram, FALSE, TRUE } from './diagram.js';
import { type Emitter, type Lit, neg, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';

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
  aliases: [],
  description: 'Eén & Sörensson 2006: a reduced decision diagram over the cells, a variable per shared node',
  gloss: 'decision diagram',
  encode: encodeBdd,
  size: (m, sum, n, distinct) => sizeByCounting(encodeBdd, m, sum, n, distinct),
};
