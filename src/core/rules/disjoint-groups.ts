import { boxlessProblem, type RuleKind } from './rule.js';

export type DisjointGroups = { kind: 'disjoint-groups' };

/** Disjoint groups: the cells at the same position in every box hold 1..n once (n groups). */
export const disjointGroups: RuleKind<DisjointGroups> = {
  kind: 'disjoint-groups',
  label: () => 'disjoint groups',
  family: 'disjoint',
  anyValues: true,
  problem: (_, geometry) => boxlessProblem(geometry, 'disjoint groups'),
  units: (_, { n, boxRows, boxCols }) => {
    const units: number[][] = [];
    for (let i = 0; i < boxRows; i++) {
      for (let j = 0; j < boxCols; j++) {
        const cells: number[] = [];
        for (let br = 0; br < n / boxRows; br++)
          for (let bc = 0; bc < n / boxCols; bc++) cells.push((br * boxRows + i) * n + bc * boxCols + j);
        units.push(cells);
      }
    }
    return units;
  },
  fpuzzles: { flags: { disjointgroups: [{ kind: 'disjoint-groups' }] } },
  iss: { flags: { DisjointSets: [{ kind: 'disjoint-groups' }] } },
  example: () => ({ kind: 'disjoint-groups' }),
  description: 'the cells at the same place in every box hold every value once',
  drawing: 'list',
};
