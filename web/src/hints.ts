// Help while playing: a hint (the next logical step, marked), a step (the hint applied) and a check of the entries against the solution.
import type { App } from './app.js';
import { moved, refresh } from './board.js';
import { onClick } from './dom.js';
import { noDecorations } from './cell-display.js';
import { busy } from './long-work.js';
import { failed, say, verdict } from './messages.js';

/** Asks the worker for the next logical step from the grid as it is, and marks it. */
export async function hint(app: App): Promise<void> {
  const { state, view, workers } = app;
  const { game } = state;
  const result = await workers.quick
    .run({ kind: 'hint', puzzle: state.puzzleData(), entries: Array.from(game.values), marks: game.marks })
    .catch(failed);
  if (!result) return;
  state.decorations = noDecorations();
  if ('none' in result) {
    state.hint = undefined;
    say(result.none);
    if (result.cell !== undefined) {
      state.decorations.targets = new Set([result.cell]);
      view.select(result.cell);
    }
  } else {
    state.hint = result;
    const { step } = result;
    state.decorations.pattern = new Set(step.cells);
    state.decorations.targets = new Set([...step.placements, ...step.eliminations].map((p) => p.cell));
    say(`Hint: ${step.explanation}`);
    app.clock.helped.hints++;
    // The selection and the focus move together, so that the next value typed lands where the hint points.
    const first = step.placements[0]?.cell ?? step.eliminations[0]?.cell;
    if (first !== undefined) view.select(first);
  }
  refresh(app);
}

/** Applies the hint shown (asking for one first if none is) as one move. */
export async function step(app: App): Promise<void> {
  const { state } = app;
  if (!state.hint) await hint(app);
  const result = state.hint;
  if (!result) return;
  const text = result.step.explanation;
  state.game.applyStep(result.step, (cell) => result.candidates[cell] ?? []);
  moved(app);
  say(`Applied: ${text}`);
  app.clock.noticeWin(state.game);
}

/** The puzzle's solution: the one a solve found, or found now with the default choices. */
async function knownSolution({ state, workers }: App): Promise<number[] | undefined> {
  if (state.solution) return state.solution;
  const r = await busy('Solving', () =>
    workers.long.run({
      kind: 'solve',
      puzzle: state.puzzleData(),
      choice: { solver: 'cadical', encoding: 'extended', redundant: false, amo: 'auto', givens: 'auto' },
    }),
  );
  if (!r) return undefined;
  if (r.verdict !== 'solved') {
    verdict(
      r.verdict === 'no-solution' ? `The puzzle has no solution${r.reason ? `: ${r.reason}` : ''}.` : `No answer: ${r.reason ?? r.verdict}`,
    );
    return undefined;
  }
  state.solution = r.solution!;
  return state.solution;
}

/** Marks the entries that contradict the solution. */
async function check(app: App): Promise<void> {
  const known = await knownSolution(app);
  if (!known) return;
  const { state } = app;
  const { values } = state.game;
  app.clock.helped.checks++;
  state.decorations = noDecorations();
  for (let cell = 0; cell < known.length; cell++) if (values[cell] && values[cell] !== known[cell]) state.decorations.wrong.add(cell);
  refresh(app);
  const filled = Array.from(values).filter((v) => v !== 0).length;
  const { wrong } = state.decorations;
  say(
    wrong.size === 0
      ? `All ${filled} entries agree with the solution.`
      : `${wrong.size} of ${filled} entries contradict the solution (marked).`,
  );
}

export function wireHints(app: App): void {
  onClick('hint', () => hint(app));
  onClick('step', () => step(app));
  onClick('check', () => check(app));
}
