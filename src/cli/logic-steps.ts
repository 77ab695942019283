import { cellName } from '../core/grid.js';
import type { Shape } from '../core/shape.js';
import type { OutputFormat } from '../formats/write.js';
import type { Step } from '../logic/step.js';
import { resolveTechniques } from '../logic/engine.js';
import { TECHNIQUES } from '../logic/techniques.js';
import type { InputFlags } from './options.js';
import { loadEntries, onlyEntry } from './puzzles.js';

// What explain and hint share: their options, the one puzzle they read, a step as JSON.

export type LogicFlags = InputFlags & { format?: OutputFormat; techniques?: string };

/** A step as JSON: cells by name (r3c5), values as the grid's numbers (0 the first on a grid of 0-8). */
export function stepJson(step: Step, shape: Shape) {
  const { n } = shape;
  const named = (list: Step['placements']) => list.map(({ cell, value }) => ({ cell: cellName(n, cell), value: shape.valueOf(value) }));
  return {
    technique: step.technique,
    abbreviation: step.abbreviation,
    units: step.units,
    cells: step.cells.map((c) => cellName(n, c)),
    placements: named(step.placements),
    eliminations: named(step.eliminations),
    explanation: step.explanation,
  };
}

export async function onePuzzle(path: string, flags: LogicFlags) {
  const entry = onlyEntry(await loadEntries(path, flags), 'pick one with --index N');
  if (!entry.ok) throw entry.error;
  const techniques = flags.techniques === undefined ? TECHNIQUES : resolveTechniques(flags.techniques);
  return { grid: entry.grid, techniques };
}

export const TECHNIQUES_HELP = `techniques to use, + or , separated: ${TECHNIQUES.map((t) => t.abbreviation).join(' ')}, names, the DTU report's UC NP INP X, or a level (singles, box-line, subsets, fish); default all`;
