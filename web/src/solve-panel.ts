// The Solve panel: solve, prove unique, count, with the solver chosen there and the encoding of the Encoding panel.
import type { AmoName, EncodingName, GivensChoice, Propagators, SolverName } from '../../src/options/types.js';
import type { App } from './app.js';
import { moved, refresh } from './board.js';
import { downloadCertificate } from './certificate.js';
import { $, onClick, value } from './dom.js';
import { noDecorations } from './cell-display.js';
import { busy } from './long-work.js';
import { ms, say, verdict } from './messages.js';
import type { SolveChoice } from './protocol.js';
import { hideTwo, showTwo } from './two-solutions.js';

function solveChoice(): SolveChoice {
  return {
    solver: value('route') as SolverName,
    encoding: value('enc-encoding') as EncodingName,
    redundant: $<HTMLInputElement>('enc-redundant').checked,
    // "default" is what solve, unique and count take unless told.
    amo: (value('enc-amo') === 'default' ? 'auto' : value('enc-amo')) as AmoName,
    givens: (value('enc-givens') === 'default' ? 'auto' : value('enc-givens')) as GivensChoice,
    ...(value('propagators') === 'default' ? {} : { propagators: value('propagators') as Propagators }),
  };
}

async function solvePuzzle(app: App): Promise<void> {
  const { state, workers } = app;
  const r = await busy('Solving', () => workers.long.run({ kind: 'solve', puzzle: state.puzzleData(), choice: solveChoice() }));
  if (!r) return;
  if (r.verdict === 'solved') {
    state.solution = r.solution!;
    state.game.fill(state.solution);
    moved(app);
    verdict(`Solved by ${r.solver} in ${ms(r.seconds)}; the solution is verified (Undo takes it back).`);
  } else if (r.verdict === 'no-solution') {
    verdict(`No solution (${r.solver}, ${ms(r.seconds)})${r.reason ? `: ${r.reason}` : ''}.`);
    await explainWhy(app);
  } else verdict(`No answer: ${r.reason ?? 'unknown'}.`);
}

/** For a puzzle with no solution: a minimal set of givens and constraints that conflict, marked on the grid (as `solve --why`). */
async function explainWhy(app: App): Promise<void> {
  const { state, workers } = app;
  const w = await busy('Looking for why', () => workers.long.run({ kind: 'why', puzzle: state.puzzleData() }));
  if (!w) return;
  if (!w.conflict) {
    say(`${$('status').textContent} Why: not found (${w.reason ?? 'unknown'}).`);
    return;
  }
  state.decorations = noDecorations();
  state.decorations.pattern = new Set(w.conflict.flatMap((p) => (p.kind === 'given' ? [] : p.cells)));
  state.decorations.targets = new Set(w.conflict.flatMap((p) => (p.kind === 'given' ? p.cells : [])));
  refresh(app);
  // The reason joins the verdict on the one line under the grid.
  say(
    `${$('status').textContent} Why: ${w.sentence} already conflict. Leave any one of them out and the rest has a solution (checked again by a second solver).`,
  );
}

async function provePuzzle({ state, workers }: App): Promise<void> {
  const r = await busy('Proving', () => workers.long.run({ kind: 'unique', puzzle: state.puzzleData(), choice: solveChoice() }));
  if (!r) return;
  hideTwo();
  if (r.verdict === 'unique') {
    state.solution = r.solution!;
    verdict(`Unique: exactly one solution, proved by ${r.solver} in ${ms(r.seconds)}.`);
  } else if (r.verdict === 'multiple') {
    verdict(`Not unique: two solutions (${r.solver}, ${ms(r.seconds)}); the cells where they differ are marked.`);
    showTwo(state.game, r.solution!, r.second!);
  } else if (r.verdict === 'no-solution') verdict(`No solution (${r.solver}, ${ms(r.seconds)}).`);
  else verdict(`No answer: ${r.reason ?? 'unknown'}.`);
}

async function countPuzzle({ state, workers }: App): Promise<void> {
  const max = Number(value('count-max'));
  if (!Number.isInteger(max) || max < 1) {
    verdict('The cap must be a positive whole number.');
    return;
  }
  const r = await busy('Counting', () =>
    workers.long.run({ kind: 'count', puzzle: state.puzzleData(), choice: solveChoice(), max }, (found) =>
      verdict(`${found.toLocaleString('en-US')} solutions so far…`),
    ),
  );
  if (!r) return;
  const n = r.count.toLocaleString('en-US');
  verdict(
    r.complete
      ? `${n} solution${r.count === 1 ? '' : 's'}, exactly (${r.solver}, ${ms(r.seconds)}).`
      : `At least ${n} solutions${r.reason ? ` (${r.reason})` : ` (stopped at the cap of ${max.toLocaleString('en-US')})`}; ${r.solver}, ${ms(r.seconds)}.`,
  );
}

/** The panel's buttons; a new game clears its answer and the two solutions of the last one. */
export function wireSolvePanel(app: App): void {
  app.state.onNewGame(() => {
    verdict('');
    hideTwo();
  });
  onClick('solve', () => solvePuzzle(app));
  onClick('unique', () => provePuzzle(app));
  onClick('count', () => countPuzzle(app));
  onClick('certificate', () => downloadCertificate(app));
  onClick('stop', () => app.workers.long.stop());
}
