import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { EXIT } from '../library/exit-codes.js';
import { Board } from '../logic/board.js';
import { nextStep } from '../logic/engine.js';
import { type LogicFlags, onePuzzle, stepJson } from './logic-steps.js';
import { writeStdout } from './stdout.js';

async function hintCommand(path: string, flags: LogicFlags): Promise<number> {
  const { grid, techniques } = await onePuzzle(path, flags);
  const board = Board.of(grid);
  const contradiction = board.contradiction();
  const step = board.solved() || contradiction !== undefined ? undefined : nextStep(board, techniques);
  const json = flags.format === 'json';
  if (step) {
    writeStdout(`${json ? JSON.stringify({ hint: stepJson(step, grid.shape) }) : step.explanation}\n`);
    return EXIT.ok;
  }
  if (board.solved()) writeStdout(json ? '{"hint":null,"outcome":"solved"}\n' : 'solved: nothing left to do\n');
  else if (contradiction !== undefined)
    writeStdout(json ? `${JSON.stringify({ hint: null, outcome: 'no-solution', contradiction })}\n` : `no solution: ${contradiction}\n`);
  else writeStdout(json ? '{"hint":null,"outcome":"stuck"}\n' : 'no step: the techniques find nothing here; a guess is needed\n');
  return board.solved() ? EXIT.ok : contradiction !== undefined ? EXIT.noSolution : EXIT.unknown;
}

export function hintCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('hint')
    .description('the next logical step of a puzzle: the cell(s), the technique and the reason')
    .argument('<puzzle-file>', 'puzzle file, or - for standard input (one puzzle, or --index N)');
  addOptions(cmd, 'hint');
  cmd.action((path: string, flags: LogicFlags) => run(hintCommand(path, flags)));
}
