import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { EXIT } from '../library/exit-codes.js';
import { type Alphabet, defaultAlphabet, symbolOf } from '../core/alphabet.js';
import { gridToJson } from '../formats/json.js';
import { formatGrid } from '../formats/write.js';
import type { Board } from '../logic/board.js';
import { solveByLogic } from '../logic/engine.js';
import { alphabetOf } from './options.js';
import { type LogicFlags, onePuzzle, stepJson } from './logic-steps.js';
import { writeStdout } from './stdout.js';

/** The candidate grid: each open cell's candidates run together, decided cells their value, columns aligned. */
export function renderCandidates(board: Board, alphabet?: Alphabet): string {
  const { n, candidates } = board;
  const chosen = alphabet ?? defaultAlphabet(n);
  const symbol = (v: number) => (chosen ? symbolOf(v, chosen) : `${v},`);
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

async function explainCommand(path: string, flags: LogicFlags): Promise<number> {
  const { grid, techniques } = await onePuzzle(path, flags);
  const outcome = solveByLogic(grid, techniques);
  const { steps, board, solved, contradiction } = outcome;
  const code = solved ? EXIT.ok : contradiction !== undefined ? EXIT.noSolution : EXIT.unknown;
  if (flags.format === 'json') {
    writeStdout(
      `${JSON.stringify({
        steps: steps.map((s) => stepJson(s, grid.n)),
        outcome: solved ? 'solved' : contradiction !== undefined ? 'no-solution' : 'stuck',
        ...(contradiction !== undefined ? { contradiction } : {}),
        grid: gridToJson(board.toGrid()),
        ...(solved ? {} : { candidates: Array.from({ length: grid.n * grid.n }, (_, c) => board.candidates.values(c)) }),
      })}\n`,
    );
    return code;
  }
  const lines = steps.map((s, i) => `${i + 1}. ${s.explanation}`);
  const count = `${steps.length} step${steps.length === 1 ? '' : 's'}`;
  if (solved) lines.push(`solved by logic in ${count}:`, formatGrid(board.toGrid(), flags.format ?? 'pretty', alphabetOf(flags)));
  else if (contradiction !== undefined) lines.push(`no solution: ${contradiction} (after ${count})`);
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
  cmd.action((path: string, flags: LogicFlags) => run(explainCommand(path, flags)));
}
