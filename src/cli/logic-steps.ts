import { UsageError } from '../core/errors.js';
import { cellName } from '../core/grid.js';
import type { OutputFormat } from '../formats/write.js';
import type { Step } from '../logic/step.js';
import { resolveTechniques } from '../logic/engine.js';
import { TECHNIQUES } from '../logic/techniques.js';
import type { InputFlags } from './options.js';
import { loadEntries, onlyEntry } from './puzzles.js';

// What explain and hint share: their options, the one puzzle they read, a step as JSON.

export type LogicFlags = InputFlags & { format?: OutputFormat; techniques?: string };

/** A step as JSON: cells by name (r3c5). */
export function stepJson(step: Step, n: number) {
  const named = (list: Step['placements']) => list.map(({ cell, value }) => ({ cell: cellName(n, cell), value }));
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
  // The steps speak of value indices 1..n; on a grid of the values 0..n − 1 they would name each value one too high.
  if (entry.grid.shape.lowest !== 1)
    throw new UsageError(
      `the logic's steps name the values 1-${entry.grid.n}; a grid of the values ${entry.grid.shape.valueRange} is not explained (solve, unique and count take it)`,
    );
  const techniques = flags.techniques === undefined ? TECHNIQUES : resolveTechniques(flags.techniques);
  return { grid: entry.grid, techniques };
}

export const TECHNIQUES_HELP = `techniques to use, + or , separated: ${TECHNIQUES.map((t) => t.abbreviation).join(' ')}, names, the DTU report's UC NP INP X, or a level (singles, box-line, subsets, fish); default all`;
