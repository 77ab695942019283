import type { Rule } from '../core/rules/index.js';
import type { SourcePosition } from '../core/errors.js';

/** What a reader found beyond the givens: regions that replace the boxes, and rules. */
export interface RawVariant {
  /** A label per cell (row-major): cells with the same label form a region. */
  regions?: number[];
  rules?: Rule[];
  /** The smallest value, 0 for a grid of the values 0..n − 1 (`values: 0-8`); 1 unless given. */
  lowest?: number;
  /** Where the variant is stated, for errors in it. */
  at: SourcePosition;
  /** Where each rule is stated, where the format says (a document's rules, one place each). */
  ruleAt?: SourcePosition[];
}
