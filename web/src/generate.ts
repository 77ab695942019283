// Generate: a new puzzle from the worker, the same as `sudocnf generate` with the same seed.
import { Grid } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';
import { formatPuzzle } from '../../src/formats/write.js';
import type { App } from './app.js';
import { onClick, value } from './dom.js';
import { leaveBatch, startGame } from './loading.js';
import { busy } from './long-work.js';
import { failed, ms, verdict } from './messages.js';

async function generate(app: App): Promise<void> {
  const seed = Number(value('gen-seed'));
  const givensText = value('gen-givens').trim();
  const givens = givensText === '' ? undefined : Number(givensText);
  if (!Number.isInteger(seed) || seed < 0) {
    verdict('The seed must be a whole number.');
    return;
  }
  if (givens !== undefined && (!Number.isInteger(givens) || givens < 0)) {
    verdict('Givens must be a whole number, or empty for a minimal puzzle.');
    return;
  }
  const box = value('gen-box');
  const symmetry = value('gen-symmetry') as 'none' | 'rotational';
  const variant = value('gen-variant') || undefined;
  const { long, quick } = app.workers;
  const r = await busy('Generating', () =>
    long.run({
      kind: 'generate',
      choice: { box, seed, symmetry, ...(givens !== undefined ? { givens } : {}), ...(variant ? { variant } : {}) },
    }),
  );
  if (!r) return;
  const shape = Shape.fromId(r.puzzle.box);
  const command = await quick
    .run({ kind: 'command', command: 'generate', args: [], options: { box, seed, symmetry, givens, variant }, shown: ['seed'] })
    .catch(failed);
  leaveBatch(app);
  const grid = new Grid(shape, Uint16Array.from(r.puzzle.cells));
  const origin = { text: formatPuzzle(grid, 'document'), file: '<generated>', index: 1 };
  startGame(app, grid, '<generated>', { title: `Generated ${variant ?? 'classic'} (seed ${seed})` }, origin);
  verdict(`Generated in ${ms(r.seconds)}: ${r.givens} givens, proved unique. Same as ${command}.`);
}

export function wireGenerate(app: App): void {
  onClick('generate', () => generate(app));
}
