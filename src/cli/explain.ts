import { type Command, Option } from 'commander';
import { EXIT } from '../exit-codes.js';
import { type Alphabet, defaultAlphabet, symbolOf } from '../formats/alphabet.js';
import { gridToJson } from '../formats/json.js';
import { formatGrid, OUTPUT_FORMATS, type OutputFormat } from '../formats/write.js';
import { cellName } from '../grid.js';
import { Board } from '../logic/board.js';
import { nextStep, resolveTechniques, solveByLogic } from '../logic/engine.js';
import type { Step } from '../logic/step.js';
import { TECHNIQUES } from '../logic/techniques.js';
import { addInputOptions, alphabetOf, type InputFlags } from './options.js';
import { loadEntries, onlyEntry } from './puzzles.js';
import { writeStdout } from './stdout.js';

type LogicFlags = InputFlags & { format?: OutputFormat; techniques?: string };

/** A step as JSON: cells by name (r3c5). */
function stepJson(step: Step, n: number) {
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
  for (let r = 0; r < n; r++) rows.push(text.slice(r * n, (r + 1) * n).map((t) => t.padEnd(width)).join(' ').trimEnd());
  return rows.join('\n');
}

async function onePuzzle(path: string, flags: LogicFlags) {
  const entry = onlyEntry(await loadEntries(path, flags), 'pick one with --index N');
  if (!entry.ok) throw entry.error;
  const techniques = flags.techniques === undefined ? TECHNIQUES : resolveTechniques(flags.techniques);
  return { grid: entry.grid, techniques };
}

async function explainCommand(path: string, flags: LogicFlags): Promise<number> {
  const { grid, techniques } = await onePuzzle(path, flags);
  const outcome = solveByLogic(grid, techniques);
  const { steps, board, solved, contradiction } = outcome;
  const code = solved ? EXIT.ok : contradiction !== undefined ? EXIT.noSolution : EXIT.unknown;
  if (flags.format === 'json') {
    writeStdout(
      JSON.stringify({
        steps: steps.map((s) => stepJson(s, grid.n)),
        outcome: solved ? 'solved' : contradiction !== undefined ? 'no-solution' : 'stuck',
        ...(contradiction !== undefined ? { contradiction } : {}),
        grid: gridToJson(board.toGrid()),
        ...(solved ? {} : { candidates: Array.from({ length: grid.n * grid.n }, (_, c) => board.candidates.values(c)) }),
      }) + '\n',
    );
    return code;
  }
  const lines = steps.map((s, i) => `${i + 1}. ${s.explanation}`);
  const count = `${steps.length} step${steps.length === 1 ? '' : 's'}`;
  if (solved) lines.push(`solved by logic in ${count}:`, formatGrid(board.toGrid(), flags.format ?? 'pretty', alphabetOf(flags)));
  else if (contradiction !== undefined) lines.push(`no solution: ${contradiction} (after ${count})`);
  else lines.push(`logic runs out after ${count}: these candidates are left, and a guess is needed`, renderCandidates(board, alphabetOf(flags)));
  writeStdout(lines.join('\n') + '\n');
  return code;
}

async function hintCommand(path: string, flags: LogicFlags): Promise<number> {
  const { grid, techniques } = await onePuzzle(path, flags);
  const board = Board.of(grid);
  const contradiction = board.contradiction();
  const step = board.solved() || contradiction !== undefined ? undefined : nextStep(board, techniques);
  const json = flags.format === 'json';
  if (step) {
    writeStdout((json ? JSON.stringify({ hint: stepJson(step, grid.n) }) : step.explanation) + '\n');
    return EXIT.ok;
  }
  if (board.solved()) writeStdout(json ? '{"hint":null,"outcome":"solved"}\n' : 'solved: nothing left to do\n');
  else if (contradiction !== undefined) writeStdout(json ? `${JSON.stringify({ hint: null, outcome: 'no-solution', contradiction })}\n` : `no solution: ${contradiction}\n`);
  else writeStdout(json ? '{"hint":null,"outcome":"stuck"}\n' : 'no step: the techniques find nothing here; a guess is needed\n');
  return board.solved() ? EXIT.ok : contradiction !== undefined ? EXIT.noSolution : EXIT.unknown;
}

const TECHNIQUES_HELP = `techniques to use, + or , separated: ${TECHNIQUES.map((t) => t.abbreviation).join(' ')}, names, the DTU report's UC NP INP X, or a level (singles, box-line, subsets, fish); default all`;

export function explainCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('explain')
    .description('solve a puzzle by logic, one named step a line, ending with the grid or the candidates where logic runs out')
    .argument('<puzzle-file>', 'puzzle file, or - for standard input (one puzzle, or --index N)');
  addInputOptions(cmd);
  cmd
    .option('--techniques <list>', TECHNIQUES_HELP)
    .addOption(new Option('--format <format>', 'json: the steps as data; else the grid format at the end (default pretty)').choices(OUTPUT_FORMATS));
  cmd.action((path: string, flags: LogicFlags) => run(explainCommand(path, flags)));
}

export function hintCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('hint')
    .description('the next logical step of a puzzle: the cell(s), the technique and the reason')
    .argument('<puzzle-file>', 'puzzle file, or - for standard input (one puzzle, or --index N)');
  addInputOptions(cmd);
  cmd.option('--techniques <list>', TECHNIQUES_HELP).addOption(new Option('--format <format>', 'json for the step as data').choices(['text', 'json']));
  cmd.action((path: string, flags: LogicFlags) => run(hintCommand(path, flags)));
}
