// The digging of generate stops early enough for the final proof and the rating to end by --timeout.
import { describe, expect, it } from 'vitest';
import { Deadline } from '../../src/core/deadline.js';
import { FinishReserve } from '../../src/generate/finish-reserve.js';

describe('FinishReserve', () => {
  it('leaves nothing in reserve before a check was timed, then twice the longest check', () => {
    const deadline = Deadline.after(60_000);
    const reserve = new FinishReserve();
    expect(reserve.due(deadline)).toBe(false);
    reserve.record(20_000);
    reserve.record(5_000);
    expect(reserve.due(deadline)).toBe(false);
    reserve.record(31_000);
    expect(reserve.due(deadline)).toBe(true);
  });

  it('times a check, whether it answers or fails', async () => {
    const deadline = Deadline.after(60_000);
    const reserve = new FinishReserve();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect(
      await reserve.timed(async () => {
        await wait(20);
        return 'answer';
      }),
    ).toBe('answer');
    await expect(reserve.timed(() => Promise.reject(new Error('solver failed')))).rejects.toThrow('solver failed');
    expect(reserve.due(deadline)).toBe(false);
    expect(reserve.due(Deadline.after(30))).toBe(true);
  });

  it('is never due without a time limit', () => {
    const reserve = new FinishReserve();
    reserve.record(1e9);
    expect(reserve.due(Deadline.after(undefined))).toBe(false);
  });
});
