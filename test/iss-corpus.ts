// ISS's stored puzzles (puzzles/iss-examples.json) as the conformance tests of the kinds read
// from them use them: an item by name, a line read, and a published puzzle proved unique with its
// published solution.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { Grid } from '../src/core/grid.js';
import { parsePuzzles } from '../src/formats/read.js';
import type { PuzzleEntry } from '../src/formats/puzzle.js';
import { unique } from '../src/index.js';
import { ROOT } from './helpers.js';

export interface IssItem {
  name: string;
  input: string;
  solution?: string;
}

export const ISS_CORPUS = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-examples.json'), 'utf8')) as IssItem[];

/** The one puzzle of an ISS line (white space taken out, as ISS does). */
export function readIss(text: string): PuzzleEntry {
  return parsePuzzles(`${text.replace(/\s+/g, '')}\n`, 'p.txt', { format: 'iss' }).entries[0]!;
}

/** Reads ISS's stored puzzle of this name, checks what it read (`holds`), and proves it unique with its published solution. */
export async function expectUniqueAsPublished(name: string, holds: (grid: Grid) => boolean): Promise<void> {
  const item = ISS_CORPUS.find((i) => i.name === name)!;
  const entry = readIss(item.input);
  if (!entry.ok) throw entry.error;
  expect(holds(entry.grid)).toBe(true);
  const r = await unique(entry.grid, { timeout: '60s' });
  expect(r.verdict).toBe('unique');
  if (r.verdict !== 'unique') return;
  const { n } = entry.grid;
  // The solution's numbers, as ISS writes them (0 first on a grid of 0-8).
  const numbers = Array.from({ length: n * n }, (_, k) => r.solution.shape.valueOf(r.solution.get(Math.floor(k / n), k % n)));
  expect(numbers.join('')).toBe(item.solution);
}
