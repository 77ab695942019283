import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { runInOrder } from '../../src/core/worker-pool.js';

// runInOrder: tasks taken from an endless source as they are needed, results in the tasks' order.

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-worker-order-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A worker that answers each task with its number doubled, after a delay that varies with it: the answers come out of order.
const script = join(dir, 'double.mjs');
writeFileSync(
  script,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (task) => setTimeout(() => parentPort.postMessage({ ok: true, result: task.i * 2 }), (task.i * 7) % 5));
`,
);

class Enough extends Error {}

describe('runInOrder', () => {
  it('passes results on in the tasks order, takes at most the window ahead of the oldest, and stops at a failure of onResult', async () => {
    const workers = [0, 1, 2].map(() => new Worker(pathToFileURL(script)));
    let taken = 0;
    function* endless(): Generator<{ i: number }> {
      for (;;) yield { i: taken++ };
    }
    const passed: number[] = [];
    let mostAhead = 0;
    const run = runInOrder<{ i: number }, number>(workers, endless(), 6, (task, result) => {
      expect(result).toBe(task.i * 2);
      passed.push(task.i);
      // Taken, and not yet passed on (this one included).
      mostAhead = Math.max(mostAhead, taken - passed.length + 1);
      if (passed.length === 100) throw new Enough();
    });
    await expect(run).rejects.toBeInstanceOf(Enough);
    expect(passed).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(mostAhead).toBeLessThanOrEqual(6);
    expect(taken).toBeLessThanOrEqual(106);
    // The workers were terminated: each has exited (threadId -1).
    expect(workers.map((w) => w.threadId)).toEqual([-1, -1, -1]);
  });
});
