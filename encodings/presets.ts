import { UsageError } from '../src/core/errors.js';
import { type Family, FAMILIES } from './families.js';

/** Named family sets, with the clause counts the literature gives for 9×9 (pairwise). */
export const PRESETS = {
  /** Lynce & Ouaknine 2006, 8,829 clauses. */
  minimal: ['cell-alo', 'row-amo', 'col-amo', 'box-amo'],
  /** Kwon & Jain 2006, 11,745 clauses. */
  efficient: ['cell-alo', 'cell-amo', 'row-amo', 'col-amo', 'box-amo'],
  /** Lynce & Ouaknine 2006, all eight families, 11,988 clauses. */
  extended: [...FAMILIES],
  /** The DTU report: extended without box-alo, 11,907 clauses. */
  dtu: ['cell-alo', 'cell-amo', 'row-alo', 'row-amo', 'col-alo', 'col-amo', 'box-amo'],
} as const satisfies Record<string, readonly Family[]>;

export type Preset = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as Preset[];

/** The families `minimal` leaves out: implied by the others, added by `--redundant`. */
export const REDUNDANT_FAMILIES: readonly Family[] = ['cell-amo', 'row-alo', 'col-alo', 'box-alo'];

/**
 * Families of a preset name or of a comma-separated family list, in canonical order;
 * `redundant` adds the redundant families (so `minimal` + redundant = `extended`).
 */
export function resolveFamilies(encoding: string, redundant = false): Family[] {
  let chosen: readonly string[];
  if (encoding in PRESETS) chosen = PRESETS[encoding as Preset];
  else {
    chosen = encoding.split(',').map((s) => s.trim());
    const unknown = chosen.find((f) => !(FAMILIES as readonly string[]).includes(f));
    if (unknown !== undefined) {
      throw new UsageError(`unknown encoding '${unknown}': use a preset (${PRESET_NAMES.join(', ')}) or families (${FAMILIES.join(', ')})`);
    }
  }
  const set = new Set<string>(chosen);
  if (redundant) for (const f of REDUNDANT_FAMILIES) set.add(f);
  return FAMILIES.filter((f) => set.has(f));
}

/** The preset a family set equals, if any: for naming it in headers and tables. */
export function presetOf(families: readonly Family[]): Preset | undefined {
  return PRESET_NAMES.find((p) => PRESETS[p].length === families.length && PRESETS[p].every((f) => families.includes(f)));
}
