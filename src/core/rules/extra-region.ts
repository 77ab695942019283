import { issLine } from './line.js';
import type { RuleKind } from './rule.js';

export type ExtraRegion = { kind: 'extra-region'; cells: readonly number[] };

/** An extra region: any set of at most n cells whose values are all different. */
export const extraRegion: RuleKind<ExtraRegion> = {
  kind: 'extra-region',
  label: (rule) => `extra region of ${rule.cells.length} cells`,
  family: 'extra',
  anyValues: true,
  problem: ({ cells }, { n }) => {
    if (cells.length < 2) return `an extra region holds 2 to ${n} cells, this one ${cells.length}`;
    if (cells.length > n) return `an extra region holds at most ${n} cells (values are all different), this one ${cells.length}`;
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `an extra region's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'an extra region names a cell twice';
    return undefined;
  },
  units: (rule) => [[...rule.cells].sort((a, b) => a - b)],
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'extra-region', cells }) },
  fpuzzles: {
    list: {
      key: 'extraregion',
      read: (item, f) => {
        const cells = f.field(item, 'cells');
        if (!f.isList(cells)) f.fail('an extra region is {cells: [R1C1, …]}', item);
        return [{ kind: 'extra-region', cells: f.cells(cells, 'an extra region') }];
      },
    },
    write: (rule, _, name) => [['extraregion', { cells: rule.cells.map(name) }]],
  },
  // ISS's AllDifferent: cells whose values are all different.
  iss: issLine('AllDifferent', 'an all-different set', (cells) => ({ kind: 'extra-region', cells })),
  example: ({ n }) => ({ kind: 'extra-region', cells: [1, n + 2, 2 * n + 3] }),
  description: 'the values of a shaded extra region are all different',
  drawing: 'shade',
};
