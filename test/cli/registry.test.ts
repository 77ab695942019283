// The one registry of choices, and what is derived from it: names, refusals, help, the docs' tables.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMO } from '../../encodings/amo/index.js';
import { LINES } from '../../encodings/lines.js';
import { SUMS } from '../../encodings/sums/index.js';
import { SUM_REDUNDANCY } from '../../encodings/sums/redundancy.js';
import { THERMOMETERS } from '../../encodings/thermometers.js';
import { SAT_SOLVERS } from '../../solvers/registry.js';
import { UsageError } from '../../src/core/errors.js';
import { byName, Registry } from '../../src/core/registry.js';
import { OPTIONS } from '../../src/options/schema.js';
import { ROOT } from '../helpers.js';

const one = { name: 'one', aliases: ['first'], description: 'the first', gloss: 'a gloss' };
const two = { name: 'two', aliases: [], description: 'the second' };
const three = { name: 'three', aliases: [], description: 'the third', gloss: 'three of them' };

describe('Registry', () => {
  const plain = new Registry('thing', { one, two });
  const withAuto = new Registry('thing', { one, two, three }, { name: 'auto', description: 'one or two', help: 'auto (one)' });

  it('names its entries in order, auto first, and finds them by name or alias', () => {
    expect(plain.names).toEqual(['one', 'two']);
    expect(withAuto.names).toEqual(['auto', 'one', 'two', 'three']);
    expect(plain.get('first')).toBe(one);
    expect(plain.find('auto')).toBeUndefined();
    expect(withAuto.canonical('first')).toBe('one');
    expect(withAuto.canonical('auto')).toBe('auto');
    expect(withAuto.describe('auto')).toBe('one or two');
    expect(withAuto.describe('two')).toBe('the second');
  });

  it('refuses an unknown name with the names there are', () => {
    expect(() => withAuto.get('four')).toThrow(new UsageError("unknown thing 'four': use auto, one, two, three"));
    expect(() => plain.canonical('auto')).toThrow(new UsageError("unknown thing 'auto': use one, two"));
    expect(() => plain.refuse('x', ' (or more)')).toThrow(new UsageError("unknown thing 'x': use one, two (or more)"));
  });

  it('refuses an entry registered under a name that is not its own', () => {
    expect(() => new Registry('thing', { one, deux: two })).toThrow("the thing 'two' is registered as 'deux'");
  });

  it('lists its choices as help says them, auto last, each with its gloss', () => {
    expect(plain.help()).toBe('one (a gloss) or two');
    expect(withAuto.help()).toBe('one (a gloss), two, three (three of them), or auto (one)');
  });

  it('keys a list of entries by their names', () => {
    expect(Object.keys(byName([two, one]))).toEqual(['two', 'one']);
  });
});

/** The first column's names of the Markdown table whose header row starts with `header`, in `file`. */
function tableNames(file: string, header: string): string[] {
  const lines = readFileSync(resolve(ROOT, file), 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith(header));
  expect(start, `${file}: a table headed ${header}`).toBeGreaterThanOrEqual(0);
  const rows = lines.slice(start + 2);
  const end = rows.findIndex((l) => !l.startsWith('|'));
  return rows.slice(0, end === -1 ? undefined : end).map((row) => /^\|\s*`([^`]+)`/.exec(row)![1]!);
}

describe("the docs' tables and the README hold the registries' names", () => {
  it('docs/encodings.md lists every at-most-one encoding', () => {
    expect(tableNames('docs/encodings.md', '| name | source |').sort()).toEqual([...AMO.names].sort());
  });

  it('docs/variants.md lists every sum encoding, and names every thermometer and line encoding and redundancy', () => {
    expect(tableNames('docs/variants.md', '| encoding | paper | idea |')).toEqual(SUMS.entries.map((e) => e.name));
    const variants = readFileSync(resolve(ROOT, 'docs/variants.md'), 'utf8');
    for (const name of [...THERMOMETERS.names, ...LINES.names, ...SUM_REDUNDANCY.names]) expect(variants).toContain(`\`${name}\``);
  });

  it('docs/solvers.md lists every SAT solver', () => {
    expect(tableNames('docs/solvers.md', '| `--solver` |')).toEqual(SAT_SOLVERS.names);
  });

  it('the README counts the sum encodings', () => {
    const words = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`${words[SUMS.entries.length]} sum encodings (and \`auto\`)`);
  });
});

describe('the option schema takes its choices from the registries', () => {
  const option = (key: string) => OPTIONS.find((o) => o.key === key)!;

  it.each([
    ['sumEncoding', SUMS],
    ['thermoEncoding', THERMOMETERS],
    ['lineEncoding', LINES],
  ] as const)('%s: the choices are the names, and help says each', (key, registry) => {
    expect(option(key).choices).toEqual(registry.names);
    for (const entry of registry.entries) expect(option(key).help).toContain(`${entry.name} (${entry.gloss})`);
  });

  it('amo, solver and sumRedundancy: help names each', () => {
    for (const name of AMO.names) expect(option('amo').help).toContain(name);
    for (const name of SAT_SOLVERS.names) expect(option('solver').help).toContain(name);
    for (const name of SUM_REDUNDANCY.names) expect(option('sumRedundancy').help).toContain(name);
  });
});
