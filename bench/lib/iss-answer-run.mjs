// One puzzle solved by Interactive Sudoku Solver, from the checkout named, in this process: node
// iss-answer-run.mjs CHECKOUT MAX_BACKTRACKS, the puzzle's ISS input on stdin. Runs ISS's
// `runSolve` (tools/lib/solver_analysis.js) for two solutions under the backtrack cap and prints
// { status, solutions, backtracks, ms } as JSON: status as ISS names it (unique, multiple,
// no-solution, capped), each solution found written as ISS's published solutions are (a digit a
// cell; letters from A = 1 on grids whose values pass 9).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [checkout, maxBacktracks] = process.argv.slice(2);
const input = readFileSync(0, 'utf8').trim();
const { materializePuzzles, runSolve } = await import(pathToFileURL(resolve(checkout, 'tools/lib/solver_analysis.js')).href);
const [puzzle] = await materializePuzzles([{ name: 'answer', input }]);

const grids = [];
// The solver's own grids (a value mask a cell), caught as runSolve hands them on: its strings run
// the numbers of a grid of more than 9 values together.
const catchGrids = (solver) => {
  const internal = solver._internalSolver;
  const run = internal.run.bind(internal);
  internal.run = (mode, onSolution) =>
    run(mode, (grid) => {
      grids.push(Array.from(grid));
      onSolution(grid);
    });
};
const r = runSolve(puzzle, { maxBacktracks: Number(maxBacktracks), maxSolutions: 2 }, catchGrids);
const { numGridCells, numValues, valueOffset } = r.geometry;
const written = (grid) =>
  grid
    .slice(0, numGridCells)
    .map((mask) => {
      const value = 32 - Math.clz32(mask) + valueOffset;
      if (numValues + valueOffset <= 9) return String(value);
      if (value < 1) throw new Error(`a value ${value} on a grid of ${numValues} values has no letter`);
      return String.fromCharCode(64 + value);
    })
    .join('');
const solutions = r.status === 'capped' ? [] : grids.map(written);
console.log(JSON.stringify({ status: r.status, solutions, backtracks: r.counters.backtracks, ms: r.elapsedMs }));
