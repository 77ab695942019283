import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { flagSpelling } from '../../src/cli/messages.js';
import { checkCallOptions } from '../../src/options/check.js';
import { commandLine } from '../../src/options/command-line.js';
import { checkCombinations } from '../../src/options/combinations.js';
import { addOptions } from '../../src/options/register.js';
import { COMMAND_NAMES, longFlag, OPTIONS, optionsOf } from '../../src/options/schema.js';
import { refusal } from '../helpers.js';

describe('the option schema', () => {
  it('declares each option once, with a library name its flag spells in kebab case', () => {
    const keys = OPTIONS.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const o of OPTIONS) expect(longFlag(o.flag)).toBe(`--${o.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    expect(flagSpelling('solverCmd')).toBe('--solver-cmd');
    expect(flagSpelling('solverCommand', 'x')).toBe('--solver-cmd x');
    expect(flagSpelling('timeoutMs')).toBe('--timeout');
  });

  it('registers on each command exactly its options, in the schema order, with their defaults', () => {
    for (const name of COMMAND_NAMES) {
      const cmd = addOptions(new Command(name), name);
      expect(
        cmd.options.map((o) => o.flags),
        name,
      ).toEqual(optionsOf(name).map((o) => o.flag));
    }
    const encode = addOptions(new Command('encode'), 'encode');
    expect(encode.options.find((o) => o.long === '--amo')!.defaultValue).toBe('pairwise');
    expect(encode.options.find((o) => o.long === '--givens')!.argChoices).toEqual(['units', 'assumptions', 'eliminate']);
  });

  it('the command line reads values as the schema says: numbers, durations in milliseconds, shards, a repeated option', () => {
    const cmd = addOptions(new Command('bench').exitOverride(), 'bench').action(() => {});
    cmd.parse(['--timeout', '2m', '--solver-cmd', 'a', '--solver-cmd', 'b', '--max', '7'], { from: 'user' });
    expect(cmd.opts()).toMatchObject({ timeout: 120_000, solverCmd: ['a', 'b'], max: 7, task: 'solve' });
    const solve = addOptions(new Command('solve').exitOverride(), 'solve').action(() => {});
    expect(() => solve.parse(['--max', '0'], { from: 'user' })).toThrow("--max must be a positive whole number, got '0'");
    solve.parse(['--shard', '2/5'], { from: 'user' });
    expect(solve.opts().shard).toEqual({ i: 2, n: 5 });
  });
});

describe('the library checks its options by the schema', () => {
  it('refuses an unknown name, saying which it likely means', () => {
    expect(() => checkCallOptions('solve', { solvr: 'dlx' })).toThrow("unknown option 'solvr' (did you mean 'solver'?)");
    expect(() => checkCallOptions('toDimacs', { compcat: true })).toThrow("unknown option 'compcat' (did you mean 'compact'?)");
    expect(() => checkCallOptions('count', { zzz: 1 })).toThrow(/unknown option 'zzz' \(count takes solver, .*, max, .*onSolution\)/);
  });

  it('refuses a value of the wrong type or outside its choices, naming the option', () => {
    expect(() => checkCallOptions('solve', { conflicts: 0 })).toThrow('conflicts must be a positive whole number, got 0');
    expect(() => checkCallOptions('solve', { givens: 'some' })).toThrow(
      "givens must be one of 'auto', 'units', 'assumptions', 'eliminate', got 'some'",
    );
    expect(() => checkCallOptions('toDimacs', { givens: 'auto' })).toThrow(
      "givens must be one of 'units', 'assumptions', 'eliminate', got 'auto'",
    );
    expect(() => checkCallOptions('solve', { redundant: 'yes' })).toThrow("redundant must be true or false, got 'yes'");
    expect(() => checkCallOptions('solve', { timeout: 'soon' })).toThrow("bad duration 'soon'");
  });

  it('takes the old names and durations as text, and gives them back by the new names, in milliseconds', () => {
    expect(checkCallOptions('solve', { timeoutMs: 1500, solverCommand: 'cadical' })).toEqual({ timeout: 1500, solverCmd: 'cadical' });
    expect(checkCallOptions('unique', { timeout: '2s' })).toEqual({ timeout: 2000 });
    expect(checkCallOptions('clauseCounts', { givens: 30 })).toEqual({ givens: 30 });
  });
});

describe('options that exclude or need each other: one check for the command line, the library and the web app', () => {
  const cases: [Parameters<typeof checkCombinations>[0], Record<string, unknown>, string | null][] = [
    ['solve', { index: 1, shard: { i: 1, n: 2 } }, '--index and --shard exclude each other'],
    ['solve', { checker: 'drat-trim' }, '--checker is about the checks of --proof; give --proof <dir> too'],
    ['unique', { checkMode: 'backward' }, '--check-mode is about the checks of --proof; give --proof <dir> too'],
    ['solve', { replace: true }, '--replace is about the certificates of --proof; give --proof <dir> too'],
    [
      'count',
      { jobs: 2, solverCmd: 'cadical' },
      '--jobs runs the embedded solvers, Dancing Links and tactics in worker threads; an external solver is a process per puzzle already: split the batch with --shard instead',
    ],
    [
      'solve',
      { jobs: 2, solver: 'cadical-bin' },
      '--jobs runs the embedded solvers, Dancing Links and tactics in worker threads; an external solver is a process per puzzle already: split the batch with --shard instead',
    ],
    ['solve', { jobs: 2, solver: 'minisat' }, null],
    ['unique', { jobs: 2, proof: 'd' }, '--jobs and --proof exclude each other: certificates are written one puzzle at a time'],
    ['solve', { proof: 'd', keepCnf: 'x' }, '--proof keeps the formula in the certificate; --keep-cnf is not needed'],
    ['solve', { proof: 'd', all: true }, '--proof certifies that there is no solution; with --all, use unique --proof'],
    ['unique', { proof: 'd', selfCheck: true }, '--self-check is for the embedded cadical; --proof checks a proof instead'],
    ['unique', { proof: 'd', solver: 'tactics:UC' }, '--proof needs a SAT solver that writes proofs; tactics:UC writes none'],
    ['solve', { all: true, strategy: 'bands' }, '--strategy bands finds one solution; --all counts on the whole formula'],
    [
      'encode',
      { propagate: 'singles', givens: 'units' },
      '--propagate and --compact work on an eliminate formula; they do not go with --givens units',
    ],
    ['encode', { compact: true, givens: 'eliminate' }, null],
    ['generate', { givens: 20, minimal: true, k: 3 }, '--givens and --minimal exclude each other'],
    ['generate', { k: 3, box: '3x3' }, '--k and --box exclude each other: --box 3x3 is --k 3'],
    ['stats', { k: [3], box: '3x3' }, '--k and --box exclude each other: --box 3x3 is --k 3'],
  ];
  it.each(cases)('%s %j', (command, options, message) => {
    expect(refusal(() => checkCombinations(command, options))).toBe(message === null ? null : message);
  });

  it('a default is not a choice: encode --propagate singles with the default givens is fine', () => {
    expect(refusal(() => checkCombinations('encode', { propagate: 'singles', givens: 'units' }, (key) => key === 'propagate'))).toBeNull();
  });

  it('the library says the same with its own names', () => {
    expect(() => checkCallOptions('toDimacs', { propagate: 'singles', givens: 'units' })).toThrow(
      "propagate and compact work on an eliminate formula; they do not go with givens: 'units'",
    );
  });
});

describe('the command line of a choice, for the web app', () => {
  it('leaves defaults out (unless shown), keeps the order given, quotes what a shell would split', () => {
    expect(
      commandLine('encode', ['puzzles/a b.txt'], { index: 3, encoding: 'extended', amo: 'sequential', redundant: true, givens: 'units' }),
    ).toBe("sudocnf encode 'puzzles/a b.txt' --index 3 --amo sequential --redundant");
    expect(commandLine('generate', [], { box: '3x3', seed: 1, symmetry: 'none' }, ['seed'])).toBe('sudocnf generate --box 3x3 --seed 1');
    expect(() => commandLine('encode', [], { solver: 'dlx' })).toThrow('encode takes no option solver');
  });
});
