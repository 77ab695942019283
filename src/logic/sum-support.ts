/**
 * For a sum whose cells may repeat values: the weights of each cell that some choice of the other
 * cells' weights completes to exactly `sum` (partial sums reachable from the left, and from the
 * right, meeting at the cell).
 */
export function sumSupport(weights: readonly (readonly number[])[], sum: number): number[][] {
  const reach = (order: readonly (readonly number[])[]) => {
    const out: Set<number>[] = [new Set([0])];
    for (const ws of order) {
      const next = new Set<number>();
      for (const s of out.at(-1)!) for (const w of ws) if (s + w <= sum) next.add(s + w);
      out.push(next);
    }
    return out;
  };
  const before = reach(weights);
  const after = reach([...weights].reverse()).reverse();
  return weights.map((ws, i) => ws.filter((w) => [...before[i]!].some((s) => after[i + 1]!.has(sum - s - w))));
}
