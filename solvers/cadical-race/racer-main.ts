/**
 * Body of a worker thread that hosts one embedded CaDiCaL of a race. It runs as an eval'd script
 * (its source is this function's text, so it works from the TypeScript sources and from dist
 * alike): it only uses `require`, a dynamic import of the cadical-wasm package and what it is
 * sent. Messages in: {type: 'clauses', lits} (clauses, each ended by 0), {type: 'phases', lits},
 * {type: 'solve', assumptions, variables, deadline, conflicts}. Out: {type: 'result', status,
 * won, late, model, statistics} or {type: 'error', message}.
 *
 * The racers share `stop`, one Int32 in shared memory: 0 while they search. The first to finish
 * with an answer claims the race by setting it to 1 (compare-and-swap, so only one can), which
 * every other racer's terminate callback sees; a racer that finishes but loses the claim says
 * 'unknown' and sends no model. Deadlines are absolute (timeOrigin + now), comparable across threads.
 */
export function cadicalRacerMain(): void {
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const {
    module: moduleUrl,
    options,
    stop,
  } = workerData as { module: string; options: Record<string, number | boolean>; stop: SharedArrayBuffer };
  const flag = new Int32Array(stop);
  const port = parentPort!;
  const now = () => performance.timeOrigin + performance.now();
  type Message = { type: string; lits?: Int32Array; assumptions?: Int32Array; variables?: number; deadline?: number; conflicts?: number };
  const ready = (async () => {
    // Not a literal import(): test runners rewrite those in the function's text, which then no longer runs alone.
    const load = new Function('url', 'return import(url)') as (url: string) => Promise<typeof import('cadical-wasm')>;
    const cadical = await load(moduleUrl);
    let printed: string[] | undefined;
    const mod = await cadical.createModule({ print: (text: string) => printed?.push(text), printErr: () => {} });
    const solver = new cadical.Cadical(mod, options);
    let deadline = Infinity;
    solver.setTerminate(() => Atomics.load(flag, 0) !== 0 || now() > deadline);
    const statistics = () => {
      printed = [];
      solver.printStatistics();
      const lines = printed;
      printed = undefined;
      return lines;
    };
    return { solver, statistics, setDeadline: (at: number) => (deadline = at) };
  })();
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (message: Message) => {
    queue = queue.then(async () => {
      const { solver, statistics, setDeadline } = await ready;
      try {
        const lits = message.lits;
        if (message.type === 'clauses' && lits) {
          let start = 0;
          for (let i = 0; i < lits.length; i++) {
            if (lits[i] !== 0) continue;
            solver.addClause(lits.subarray(start, i));
            start = i + 1;
          }
          return;
        }
        if (message.type === 'phases' && lits) {
          for (const lit of lits) solver.phase(lit);
          return;
        }
        const at = message.deadline ?? Infinity;
        // The deadline passed while this racer was still loading clauses: say so, do not search.
        if (now() > at) {
          port.postMessage({ type: 'result', status: 'unknown', won: false, late: true, model: null, statistics: statistics() });
          return;
        }
        setDeadline(at);
        solver.ensureVars(message.variables!);
        const conflicts = message.conflicts;
        const outcome = solver.solve({ assumptions: Array.from(message.assumptions!), ...(conflicts !== undefined ? { conflicts } : {}) });
        const won = outcome !== 'unknown' && Atomics.compareExchange(flag, 0, 0, 1) === 0;
        let model: Int8Array | null = null;
        if (won && outcome === 'satisfiable') {
          model = new Int8Array(message.variables! + 1);
          for (let v = 1; v < model.length; v++) model[v] = solver.value(v) ? 1 : -1;
        }
        const status = won ? outcome : 'unknown';
        port.postMessage(
          { type: 'result', status, won, late: false, model, statistics: statistics() },
          model ? [model.buffer as ArrayBuffer] : [],
        );
      } catch (e) {
        port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
      }
    });
  });
}
