import type { CoreInstance } from '../cadical-core/module.js';

/**
 * Body of a worker thread that hosts one embedded CaDiCaL of a race. It runs as an eval'd script
 * (its source is this function's text, so it works from the TypeScript sources and from dist
 * alike): it only uses `require` (its argument, where a bundler leaves it alone) and what it is sent: the compiled core, the text of `coreOn`
 * that instantiates it, the racer's options (as the core takes them) and the shared stop flag.
 * Messages in: {type: 'clauses', lits} (clauses, each ended by 0), {type: 'phases', lits},
 * {type: 'solve', assumptions, variables, deadline, conflicts}. Out: {type: 'result', status,
 * won, late, model, statistics} or {type: 'error', message}.
 *
 * The racers share `stop`, one Int32 in shared memory: 0 while they search. The first to finish
 * with an answer claims the race by setting it to 1 (compare-and-swap, so only one can), which
 * every other racer's search sees at its next check; a racer that finishes but loses the claim
 * says 'unknown' and sends no model. Deadlines are absolute (timeOrigin + now), comparable across threads.
 */
export function cadicalRacerMain(require: NodeJS.Require): void {
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const { wasm, coreOn, options, stop } = workerData as {
    wasm: object;
    coreOn: string;
    options: [string, number][];
    stop: SharedArrayBuffer;
  };
  const flag = new Int32Array(stop);
  const port = parentPort!;
  const now = () => performance.timeOrigin + performance.now();
  type Message = { type: string; lits?: Int32Array; assumptions?: Int32Array; variables?: number; deadline?: number; conflicts?: number };
  const ready = (async () => {
    const instantiate = new Function(`return ${coreOn}`)() as (module: object) => Promise<CoreInstance>;
    const core = await instantiate(wasm);
    const e = core.exports;
    const handle = e.core_new();
    for (const [name, value] of options) {
      const pointer = core.allocString(name);
      const taken = e.core_set(handle, pointer, value);
      e.core_free(pointer);
      if (!taken) throw new Error(`CaDiCaL ${name}=${value} is not an option it takes`);
    }
    core.stopRequested = () => Atomics.load(flag, 0) !== 0;
    /** Runs `use` with the literals copied into the module's memory. */
    const withLits = <T>(lits: Int32Array, use: (pointer: number) => T): T => {
      const pointer = e.core_malloc(Math.max(4, lits.length * 4));
      core.int32().set(lits, pointer >> 2);
      try {
        return use(pointer);
      } finally {
        e.core_free(pointer);
      }
    };
    const statistics = () => {
      const printed: string[] = [];
      core.capture = printed;
      e.core_statistics(handle);
      core.capture = undefined;
      return printed;
    };
    return { core, handle, withLits, statistics };
  })();
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (message: Message) => {
    queue = queue.then(async () => {
      try {
        const { core, handle, withLits, statistics } = await ready;
        const e = core.exports;
        const lits = message.lits;
        if (message.type === 'clauses' && lits) {
          withLits(lits, (pointer) => e.core_add(handle, pointer, lits.length));
          return;
        }
        if (message.type === 'phases' && lits) {
          e.core_reserve(
            handle,
            lits.reduce((m, l) => Math.max(m, Math.abs(l)), 0),
          );
          for (const lit of lits) e.core_phase(handle, lit);
          return;
        }
        const at = message.deadline ?? Infinity;
        // The deadline passed while this racer was still loading clauses: say so, do not search.
        if (now() > at) {
          port.postMessage({ type: 'result', status: 'unknown', won: false, late: true, model: null, statistics: statistics() });
          return;
        }
        const variables = message.variables!;
        e.core_reserve(handle, variables);
        const assumptions = message.assumptions!;
        const timeout = at === Infinity ? -1 : Math.max(0, at - now());
        const code = withLits(assumptions, (pointer) =>
          e.core_solve(handle, pointer, assumptions.length, timeout, message.conflicts ?? -1),
        );
        const outcome = code === 10 ? 'satisfiable' : code === 20 ? 'unsatisfiable' : 'unknown';
        const won = outcome !== 'unknown' && Atomics.compareExchange(flag, 0, 0, 1) === 0;
        let model: Int8Array | null = null;
        if (won && outcome === 'satisfiable') {
          const pointer = e.core_malloc(variables + 1);
          e.core_model(handle, pointer, variables);
          model = new Int8Array(core.bytes().buffer, pointer, variables + 1).slice();
          e.core_free(pointer);
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
