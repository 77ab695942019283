import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { EXIT } from '../library/exit-codes.js';
import { type Alphabet, symbolOf, valuesAlphabet } from '../core/alphabet.js';
import { gridToJson } from '../formats/json.js';
import { formatGrid } from '../formats/write.js';
import { Deadline, TimeLimitReached } from '../core/deadline.js';
import type { Grid } from '../core/grid.js';
import { Board } from '../logic/board.js';
import { toFixpoint } from '../logic/engine.js';
import type { Step } from '../logic/step.js';
import type { Technique } from '../logic/technique.js';
import { alphabetOf } from './options.js';
import { type LogicFlags, onePuzzle, stepJson } from './logic-steps.js';
import { writeStdout } from './stdout.js';

/** The candidate grid: each open cell's candidates run together, decided cells their value, columns aligned. */
export function renderCandidates(board: Board, alphabet?: Alphabet): string {
  const { n, candidates } = board;
  // The values 0..n − 1 are written as they are, 0 first, whatever alphabet is asked.
  const { lowest } = board.puzzle.shape;
  const chosen = valuesAlphabet(n, lowest, alphabet);
  const symbol = (v: number) => (chosen ? symbolOf(v, chosen) : `${board.puzzle.shape.valueOf(v)},`);
  const text = Array.from({ length: n * n }, (_, cell) =>
    candidates.value[cell] !== 0 ? symbol(candidates.value[cell]!) : candidates.values(cell).map(symbol).join(''),
  );
  const width = Math.max(...text.map((t) => t.length));
  const rows: string[] = [];
  for (let r = 0; r < n; r++)
    rows.push(
      text
        .slice(r * n, (r + 1) * n)
        .map((t) => t.padEnd(width))
        .join(' ')
        .trimEnd(),
    );
  return rows.join('\n');
}

/**
 * The puzzle taken by logic as far as it goes within the time limit (checked before each
 * technique is tried): solved, stuck, contradicted, or stopped at the limit.
 */
function logicWithin(grid: Grid, techniques: readonly Technique[], deadline: Deadline) {
  const board = Board.of(grid);
  const steps: Step[] = [];
  const watched = techniques.map((t) => ({
    ...t,
    find: (b: Board) => {
      deadline.check('logic');
      return t.find(b);
    },
  }));
  try {
    const contradiction = toFixpoint(board, watched, (step) => steps.push(step));
    return { steps, board, solved: contradiction === undefined && board.solved(), contradiction };
  } catch (e) {
    if (!(e instanceof TimeLimitReached)) throw e;
    return { steps, board, solved: false, contradiction: undefined, timedOut: e };
  }
}

async function explainCommand(path: string, flags: LogicFlags & { timeout?: number }): Promise<number> {
  const deadline = Deadline.after(flags.timeout);
  const { grid, techniques } = await onePuzzle(path, flags);
  const { steps, board, solved, contradiction, timedOut } = logicWithin(grid, techniques, deadline);
  const code = solved ? EXIT.ok : contradiction !== undefined ? EXIT.noSolution : EXIT.unknown;
  if (flags.format === 'json') {
    writeStdout(
      `${JSON.stringify({
        steps: steps.map((s) => stepJson(s, grid.shape)),
        outcome: solved ? 'solved' : contradiction !== undefined ? 'no-solution' : timedOut ? 'timeout' : 'stuck',
        ...(contradiction !== undefined ? { contradiction } : {}),
        ...(timedOut ? { reason: timedOut.message } : {}),
        grid: gridToJson(board.toGrid()),
        ...(solved
          ? {}
          : {
              candidates: Array.from({ length: grid.n * grid.n }, (_, c) => board.candidates.values(c).map((v) => grid.shape.valueOf(v))),
            }),
      })}\n`,
    );
    return code;
  }
  const lines = steps.map((s, i) => `${i + 1}. ${s.explanation}`);
  const count = `${steps.length} step${steps.length === 1 ? '' : 's'}`;
  if (solved) lines.push(`solved by logic in ${count}:`, formatGrid(board.toGrid(), flags.format ?? 'pretty', alphabetOf(flags)));
  else if (contradiction !== undefined) lines.push(`no solution: ${contradiction} (after ${count})`);
  else if (timedOut)
    lines.push(`${timedOut.message}, after ${count}: these candidates are left`, renderCandidates(board, alphabetOf(flags)));
  else
    lines.push(
      `logic runs out after ${count}: these candidates are left, and a guess is needed`,
      renderCandidates(board, alphabetOf(flags)),
    );
  writeStdout(`${lines.join('\n')}\n`);
  return code;
}

export function explainCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('explain')
    .description('solve a puzzle by logic, one named step a line, ending with the grid or the candidates where logic runs out')
    .argument('<puzzle-file>', 'puzzle file, or - for standard input (one puzzle, or --index N)');
  addOptions(cmd, 'explain');
  cmd.action((path: string, flags: LogicFlags & { timeout?: number }) => run(explainCommand(path, flags)));
}
