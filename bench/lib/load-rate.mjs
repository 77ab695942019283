// Times the embedded CaDiCaL taking the formula of an empty 64×64 (extended, sequential groups),
// built into memory first so that only the loading is timed: prints {"seconds", "clauses"} on
// stdout. A fresh process, the module loaded first, untimed.
import { Grid } from 'sudocnf';
import { bufferSource, ClauseBuffer } from 'sudocnf/cnf';
import { resolveSpec } from 'sudocnf/encodings';
import { puzzleFormula } from 'sudocnf/formula';
import { CadicalSolver } from '../../dist/solvers/cadical.js';

const formula = puzzleFormula(new Grid(8), resolveSpec({ encoding: 'extended', amo: 'sequential' }));
const buffer = new ClauseBuffer();
for (const _ of formula.stream(buffer));
const solver = await CadicalSolver.create();
const t = performance.now();
solver.addFormula(bufferSource(buffer, formula.variables));
const seconds = (performance.now() - t) / 1000;
await solver.dispose();
console.log(JSON.stringify({ seconds, clauses: buffer.length }));
