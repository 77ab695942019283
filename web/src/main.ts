// The page: loads puzzles, lets a person play them, and hands every piece of real work to the
// worker, through the same library the command line uses. This file makes the one state the parts
// share and wires them together; each part is a module of its own.
import type { App } from './app.js';
import { refresh } from './board.js';
import { PlayClock } from './clock.js';
import { $ } from './dom.js';
import { updateCountsTable, wireEncodingPanel } from './encoding-panel.js';
import { wireGenerate } from './generate.js';
import { GridView } from './grid-view.js';
import { wireHints } from './hints.js';
import { loadText, wireLoading } from './loading.js';
import { say } from './messages.js';
import { wirePlay } from './play.js';
import { PlayState } from './play-state.js';
import { applyProgress, savedGame, saveGame } from './saved-game.js';
import { SAMPLES } from './samples.js';
import { sharedLink, wireSharing } from './sharing.js';
import { wireSolvePanel } from './solve-panel.js';
import { wireTheme } from './theme.js';
import { WorkerClient } from './worker-client.js';

const workerUrl = new URL('./worker.js', import.meta.url);
const app: App = {
  state: new PlayState(),
  view: new GridView($('grid')),
  clock: new PlayClock(),
  workers: { long: new WorkerClient(workerUrl), quick: new WorkerClient(workerUrl), sizes: new WorkerClient(workerUrl) },
};

// The compact grid is a canvas, drawn in the theme's colours.
wireTheme(() => {
  if (app.state.loaded && !app.view.interactive) app.view.render(app.state.decorations);
});
app.state.onNewGame(() => {
  app.clock.restart();
  saveGame(app, true);
});
setInterval(() => app.clock.show(), 500);
wireLoading(app);
wireSharing(app);
wirePlay(app);
wireHints(app);
wireSolvePanel(app);
wireGenerate(app);
wireEncodingPanel(app);

// A shared link opens its puzzle and the progress it holds; else the game of the last visit; else the first sample.
const shared = sharedLink();
const saved = savedGame();
const opened = shared?.text
  ? loadText(app, shared.text, '<shared>', 1, { title: 'Shared puzzle' }) && { progress: shared.progress }
  : saved && loadText(app, saved.origin.text, saved.origin.file, saved.origin.index, saved.credit) && { progress: saved.progress };
if (!opened) {
  const first = SAMPLES[0]!;
  loadText(app, first.text, first.file, first.index, { title: first.label });
  if (shared) $('load-message').textContent = 'The shared link holds no puzzle sudocnf reads.';
} else if (opened.progress) {
  if (applyProgress(app, opened.progress)) refresh(app);
  else $('load-message').textContent = 'The progress kept for this puzzle does not fit it: the puzzle starts afresh.';
}
void updateCountsTable(app);
// Load the WebAssembly solver now, so that the first Solve does not wait for it.
void app.workers.long.run({ kind: 'warm' }).then(
  () => say('Ready: the solver is loaded.'),
  () => undefined,
);
