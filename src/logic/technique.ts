import type { Board } from './board.js';
import type { Step } from './step.js';

/** How much logic a technique takes, from the simplest: the levels `rate` and `--propagate` name. */
export const LOGIC_LEVELS = ['singles', 'box-line', 'subsets', 'fish'] as const;
export type LogicLevel = (typeof LOGIC_LEVELS)[number];

/** A technique: a name, a short form, its level, and a search for one step on a board. */
export interface Technique {
  name: string;
  abbreviation: string;
  level: LogicLevel;
  find(board: Board): Step | undefined;
}
