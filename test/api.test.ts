import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

describe('library API', () => {
  it('does what the CLI does: read, encode, count, write', async () => {
    const file = api.parsePuzzles('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');
    const entry = file.entries[0]!;
    expect(entry.ok).toBe(true);
    if (!entry.ok) return;
    const spec = api.resolveSpec({ encoding: 'minimal', redundant: true });
    expect(spec.families).toEqual(api.PRESETS.extended);
    const out = new api.MemoryOutput();
    const info = await api.writeDimacs(entry.grid, spec, out);
    expect(out.text()).toContain('p cnf 729 12009\n');
    expect(info.clauses).toBe(12009);
    expect(api.closedFormSize(3, spec.families, spec.amo, 21).clauses).toBe(12009n);
    expect(api.formatGrid(entry.grid, 'line')).toBe('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');
  });

  it('writes BigInt counts as exact JSON numbers', () => {
    expect(api.toJson({ a: 2n ** 70n, b: 'x' })).toBe('{"a":1180591620717411303424,"b":"x"}');
  });
});
