import { chaosSideProblem } from './chaos-construction.js';
import type { IssArgs } from './reading.js';
import type { Geometry } from './rule.js';

// What the marks on the regions a chaos construction builds share: ISS names a cell's region by a
// region cell of its own (`CC<k>`, the k-th cell in reading order), and a mark asks for the
// construction on a grid it takes.

/** Whether ISS's argument at `index` names a region cell (`CC<k>`). */
export function isIssRegionCell(a: IssArgs, index: number): boolean {
  return /^CC\d{1,5}$/.test(a.args[index] ?? '');
}

/** The cell ISS's region cell `CC<k>` at `index` stands for: the k-th cell in reading order; `what` says what is read there in a refusal. */
export function issRegionCell(a: IssArgs, index: number, what: string): number {
  const m = /^CC(\d{1,5})$/.exec(a.args[index] ?? '');
  const k = m ? Number(m[1]) : 0;
  if (k < 1 || k > a.n * a.n) a.fail(`${what} (CC1 to CC${a.n * a.n}); '${a.args[index] ?? ''}' is not one`, index);
  return k - 1;
}

/** Why a mark on the built regions cannot apply to this grid or its cells (the control cell first), or undefined. */
export function regionMarkProblem(cells: readonly number[], geometry: Geometry, what: string): string | undefined {
  const { n } = geometry;
  const side = chaosSideProblem(n);
  if (side) return `${what} asks for a ${side.replace(/^chaos construction/, 'chaos construction, which')}`;
  if (cells.length < 2) return `${what} holds its control cell and at least one more`;
  if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `${what}'s cells lie in the ${n}x${n} grid`;
  return undefined;
}

/** ISS's offset of a chaos arrow or count (0 or empty: the first cell counted; 1: not), read at `index`. */
export function issOffset(a: IssArgs, index: number, what: string): number {
  const offset = a.number(index, `${what}'s offset`) ?? 0;
  if (offset !== 0 && offset !== 1) a.fail(`${what}'s offset is 0 (the first cell counted) or 1 (not counted), not ${offset}`, index);
  return offset;
}
