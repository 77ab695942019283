/** A candidate: value `value` in cell `cell`. */
export interface CellValue {
  cell: number;
  value: number;
}

/**
 * One logical step, as plain data: which technique, where, what it decides, and a line a person
 * can read ("r3c5 = 7: hidden single in box 2"). The engine, explain, hint and the tactics route
 * all consume steps.
 */
export interface Step {
  /** The technique's name ("hidden single") and its short form ("HS"). */
  technique: string;
  abbreviation: string;
  /** The units the pattern lives in ("box 2", "row 3"). */
  units: string[];
  /** The cells that make the pattern. */
  cells: number[];
  /** Values placed, and candidates removed. */
  placements: CellValue[];
  eliminations: CellValue[];
  explanation: string;
}
