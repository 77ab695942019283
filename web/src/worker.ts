/// <reference lib="webworker" />
// The web app's worker: every solver, the logic engine, the generator and the encoder run here,
// through the same library calls as the command line, so the page never freezes; the page stops
// a job by terminating this worker.
import { count, solve, toDimacs, unique, clauseCounts } from '../../src/library/calls.js';
import { commandLine } from '../../src/options/command-line.js';
import { resolveSpec } from '../../encodings/spec.js';
import { measureFormula } from '../../src/formula/puzzle-formula.js';
import { generatePuzzle } from '../../src/generate/generate.js';
import { cellName, clashOf, Grid } from '../../src/core/grid.js';
import { Board } from '../../src/logic/board.js';
import { nextStep } from '../../src/logic/engine.js';
import { propagate } from '../../src/logic/propagate.js';
import { openCellsByCandidates, stepByTrial } from './hint-by-trial.js';
import { Shape } from '../../src/core/shape.js';
import { strToU8, zipSync } from 'fflate';
import { certifyInMemory } from '../../src/proof/certificate/in-memory.js';
import { conflictSentence, explainNoSolution } from '../../src/routes/why.js';
import { SAT_ROUTE_DEFAULTS } from '../../src/routes/route-options.js';
import { propagatedSums } from '../../src/routes/propagated-sums.js';
import type { CertificateResult, EncodeChoice, Job, PuzzleData, Reply, Request, SolveChoice } from './protocol.js';

/** The folder a downloaded certificate unzips to. */
const CERTIFICATE_FOLDER = 'sudocnf-certificate';

declare const self: DedicatedWorkerGlobalScope;

function gridOf(puzzle: PuzzleData): Grid {
  return new Grid(Shape.fromId(puzzle.box), Uint16Array.from(puzzle.cells));
}

function solvingOptions(choice: SolveChoice) {
  const sat = choice.solver !== 'dlx' && !choice.solver.startsWith('tactics');
  const { solver, encoding, redundant, amo, givens, propagators } = choice;
  return sat
    ? { solver, encoding, redundant, amo, givens: givens as 'auto', ...(propagators ? { propagators } : {}) }
    : { solver: choice.solver };
}

/** The solver that answered, as the page names it: the embedded CaDiCaL says when its propagators reasoned (on, with derived sums the CNF lacks to reason on). */
function answeredBy(solver: string, choice: SolveChoice, puzzle: Grid): string {
  const propagated = (choice.propagators ?? SAT_ROUTE_DEFAULTS.propagators) === 'on' && propagatedSums(puzzle.shape).length > 0;
  return solver === 'cadical' && propagated ? 'cadical with propagators' : solver;
}

const cellsOf = (grid: Grid | undefined) => (grid ? Array.from(grid.cells) : undefined);

/** How long a hint tries candidates for a contradiction when no technique applies. */
const TRIAL_SECONDS = 3;

/**
 * The next logical step from the givens and the player's entries, their centre marks taken as the
 * candidates they leave; where no technique applies, a candidate that fails by trial, or the cell
 * of fewest candidates. Entries and marks are first held against the solution: logic from a
 * wrong entry, or from marks that leave out a cell's value, would lead the player astray.
 */
async function hint(puzzle: PuzzleData, entries: number[], marks: (number[] | null)[]) {
  const givens = gridOf(puzzle);
  const known = await solve(givens);
  if (known.verdict === 'no-solution') return { none: `no hint: the puzzle has no solution${known.reason ? ` (${known.reason})` : ''}` };
  const name = (cell: number) => cellName(givens.n, cell);
  if (known.verdict === 'solved') {
    const truth = known.solution.cells;
    const wrong = entries.findIndex((v, cell) => v !== 0 && puzzle.cells[cell] === 0 && v !== truth[cell]);
    if (wrong >= 0) return { none: `${name(wrong)} holds a value the solution does not: fix it first (Check marks every wrong entry)` };
    const missing = marks.findIndex(
      (kept, cell) => kept !== null && entries[cell] === 0 && puzzle.cells[cell] === 0 && !kept.includes(truth[cell]!),
    );
    if (missing >= 0) return { none: `the centre marks of ${name(missing)} leave out its value: add the candidates they miss` };
  }
  const grid = gridOf({ ...puzzle, cells: puzzle.cells.map((v, i) => v || entries[i] || 0) });
  const board = Board.of(grid);
  marks.forEach((kept, cell) => {
    if (!kept || grid.cells[cell] !== 0) return;
    for (let v = 1; v <= grid.n; v++) if (!kept.includes(v) && board.candidates.has(cell, v)) board.eliminate(cell, v);
  });
  const contradiction = board.contradiction();
  if (contradiction !== undefined) return { none: `no hint: ${contradiction}. Check marks the entries that are wrong.` };
  if (board.solved()) return { none: 'the grid is full' };
  const step = nextStep(board) ?? stepByTrial(board, performance.now() + TRIAL_SECONDS * 1000);
  if (!step) {
    const cell = openCellsByCandidates(board)[0]!;
    const values = board.candidates.values(cell).join(', ');
    return {
      none: `no logical step applies, and no candidate fails quickly by trial: ${name(cell)} has the fewest candidates (${values}); try one of them`,
      cell,
    };
  }
  const candidates: Record<number, number[]> = {};
  for (const { cell } of step.eliminations) candidates[cell] = board.candidates.values(cell);
  return { step, candidates };
}

/** The certificate `unique --proof` would write, as a zip of its folder. */
async function zippedCertificate(puzzle: PuzzleData, command: string, sudocnf: string): Promise<Omit<CertificateResult, 'seconds'>> {
  const r = await certifyInMemory(gridOf(puzzle), { command, sudocnf });
  if (r.verdict === 'multiple') return { verdict: r.verdict };
  if (r.verdict === 'unknown') return { verdict: r.verdict, reason: r.reason };
  const folder = Object.fromEntries(
    r.files.map((f) => [`${CERTIFICATE_FOLDER}/${f.name}`, typeof f.data === 'string' ? strToU8(f.data) : f.data]),
  );
  return { verdict: r.verdict, zip: zipSync(folder), lemmas: r.manifest.checks[0]?.lemmas ?? 0 };
}

function encodingOf(choice: EncodeChoice) {
  return { encoding: choice.encoding, redundant: choice.redundant, amo: choice.amo };
}

async function run(job: Job, progress: (found: number) => void): Promise<unknown> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  switch (job.kind) {
    case 'solve': {
      // Clashing givens (a file the page loaded anyway) have no solution; Why says which.
      const puzzle = gridOf(job.puzzle);
      const clash = clashOf(puzzle);
      if (clash !== undefined) return { verdict: 'no-solution', reason: clash, solver: job.choice.solver, seconds: seconds() };
      const a = await solve(puzzle, solvingOptions(job.choice));
      const solved = a.verdict === 'solved';
      return {
        verdict: a.verdict,
        solution: cellsOf(solved ? a.solution : undefined),
        reason: solved ? undefined : a.reason,
        solver: answeredBy(a.solver, job.choice, puzzle),
        seconds: seconds(),
      };
    }
    case 'unique': {
      const puzzle = gridOf(job.puzzle);
      const a = await unique(puzzle, solvingOptions(job.choice));
      return {
        verdict: a.verdict,
        solution: cellsOf('solution' in a ? a.solution : undefined),
        second: cellsOf(a.verdict === 'multiple' ? a.second : undefined),
        reason: a.verdict === 'unknown' ? a.reason : undefined,
        solver: answeredBy(a.solver, job.choice, puzzle),
        seconds: seconds(),
      };
    }
    case 'count': {
      let found = 0;
      const puzzle = gridOf(job.puzzle);
      const a = await count(puzzle, { ...solvingOptions(job.choice), max: job.max, onSolution: () => progress(++found) });
      return {
        count: a.count,
        complete: a.complete,
        reason: a.complete ? undefined : a.reason,
        solver: answeredBy(a.solver, job.choice, puzzle),
        seconds: seconds(),
      };
    }
    case 'hint':
      return await hint(job.puzzle, job.entries, job.marks);
    case 'why': {
      const w = await explainNoSolution(gridOf(job.puzzle));
      return w.conflict ? { conflict: w.conflict, sentence: conflictSentence(w.conflict) } : { reason: w.reason };
    }
    case 'generate': {
      const { givens, variant, ...rest } = job.choice;
      const g = await generatePuzzle({ ...rest, ...(givens !== undefined ? { givens } : {}), ...(variant ? { variant } : {}) });
      return {
        puzzle: { box: g.puzzle.shape.id, cells: Array.from(g.puzzle.cells) },
        line: g.puzzle.toString(),
        givens: g.puzzle.givens(),
        seconds: seconds(),
      };
    }
    case 'encode':
      return toDimacs(gridOf(job.puzzle), { ...encodingOf(job.choice), givens: job.choice.givens, source: job.source });
    case 'command':
      return commandLine(job.command, job.args, job.options, job.shown);
    case 'certificate':
      return { ...(await zippedCertificate(job.puzzle, job.command, job.sudocnf)), seconds: seconds() };
    case 'warm':
      // Loads the WebAssembly solver and runs the solving path once (an empty 4×4), so that the
      // first Solve waits neither for the module nor for the first compilation of that path.
      await solve(new Grid(2));
      return null;
    case 'measure': {
      const grid = gridOf(job.puzzle);
      const before = measureFormula(grid, resolveSpec({ ...encodingOf(job.choice), givens: job.choice.givens }));
      const singles = propagate(grid, 'singles');
      const after =
        singles.contradiction !== undefined
          ? { contradiction: singles.contradiction }
          : measureFormula(grid, resolveSpec({ ...encodingOf(job.choice), givens: 'eliminate' }), { known: singles.candidates });
      return {
        before: { variables: before.variables, clauses: before.clauses },
        after: 'contradiction' in after ? after : { variables: after.variables, clauses: after.clauses },
      };
    }
    case 'counts':
      return job.ks.map((k) => {
        const size = clauseCounts(k, encodingOf(job.choice));
        return { k, variables: size.variables.toString(), clauses: size.clauses.toString() };
      });
  }
}

self.onmessage = async (event: MessageEvent<Request>) => {
  const { id, job } = event.data;
  const post = (reply: Reply) => self.postMessage(reply);
  try {
    const result = await run(job, (found) => post({ id, type: 'progress', found }));
    post({ id, type: 'done', result });
  } catch (e) {
    post({ id, type: 'failed', message: e instanceof Error ? e.message : String(e) });
  }
};
