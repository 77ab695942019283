/**
 * Body of the worker thread that hosts the MiniSat port of the logic-solver package. It runs as
 * an eval'd script (its source is this function's text), so it only uses `require` and what it
 * is sent; `require` comes as its argument, where a bundler leaves it alone. Messages in: {type: 'clauses', lits} (clauses, each ended by 0), {type: 'solve',
 * assumptions, activation}. Out: {type: 'result', sat, model} or {type: 'error', message}.
 *
 * The wrapper solves under one positive assumption variable only, so several assumptions are
 * implied by a fresh activation variable (¬a ∨ l for each), assumed, then retired for good.
 */
export function minisatWorkerMain(require: NodeJS.Require): void {
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const MiniSat = require((workerData as { wrapper: string }).wrapper) as typeof import('logic-solver/minisat_wrapper.js').default;
  const solver = new MiniSat();
  const port = parentPort!;
  port.on('message', (message: { type: string; lits?: Int32Array; assumptions?: Int32Array; activation?: number; variables?: number }) => {
    try {
      if (message.type === 'clauses') {
        const lits = message.lits!;
        let start = 0;
        for (let i = 0; i < lits.length; i++) {
          if (lits[i] !== 0) continue;
          solver.addClause(Array.from(lits.subarray(start, i)));
          start = i + 1;
        }
        return;
      }
      const assumptions = message.assumptions!;
      solver.ensureVar(message.variables!);
      let sat: boolean;
      if (assumptions.length === 0) sat = solver.solve();
      else {
        const a = message.activation!;
        for (const lit of assumptions) solver.addClause([-a, lit]);
        sat = solver.solveAssuming(a);
        solver.retireVar(a);
      }
      let model: Int8Array | null = null;
      if (sat) {
        const values = solver.getSolution();
        model = new Int8Array(values.length);
        for (let v = 1; v < values.length; v++) model[v] = values[v] ? 1 : -1;
      }
      port.postMessage({ type: 'result', sat, model }, model ? [model.buffer as ArrayBuffer] : []);
    } catch (e) {
      port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  });
}
