import { $ } from './dom.js';
import { failed } from './messages.js';

/** The buttons that start long work: off while one runs, since the long worker does one job at a time. */
const LONG_BUTTONS = ['solve', 'unique', 'count', 'certificate', 'generate', 'check'];

/** Runs long work with the elapsed time shown and Stop enabled; undefined if stopped or failed. */
export async function busy<T>(what: string, work: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  const elapsed = $('elapsed');
  const tick = () => (elapsed.textContent = `${what}… ${((performance.now() - started) / 1000).toFixed(1)} s`);
  tick();
  const timer = setInterval(tick, 100);
  $('work').hidden = false;
  $<HTMLButtonElement>('stop').disabled = false;
  for (const id of LONG_BUTTONS) $<HTMLButtonElement>(id).disabled = true;
  try {
    return await work();
  } catch (e) {
    failed(e);
    return undefined;
  } finally {
    clearInterval(timer);
    $('work').hidden = true;
    $<HTMLButtonElement>('stop').disabled = true;
    for (const id of LONG_BUTTONS) $<HTMLButtonElement>(id).disabled = false;
  }
}
