import type { RuleKind } from './rule.js';

export type Diagonal = { kind: 'diagonal'; direction: 'main' | 'anti' };

/** X-Sudoku's diagonals: the main one (top left to bottom right) and the anti-diagonal each hold 1..n once. */
export const diagonal: RuleKind<Diagonal> = {
  kind: 'diagonal',
  label: (rule) => `diagonal (${rule.direction})`,
  family: 'diagonal',
  anyValues: true,
  problem: () => undefined,
  units: (rule, { n }) => [Array.from({ length: n }, (_, i) => i * n + (rule.direction === 'main' ? i : n - 1 - i))],
  names: {
    x: [
      { kind: 'diagonal', direction: 'main' },
      { kind: 'diagonal', direction: 'anti' },
    ],
    diagonals: [
      { kind: 'diagonal', direction: 'main' },
      { kind: 'diagonal', direction: 'anti' },
    ],
    'diagonal-main': [{ kind: 'diagonal', direction: 'main' }],
    'diagonal-anti': [{ kind: 'diagonal', direction: 'anti' }],
  },
  fpuzzles: {
    flags: {
      'diagonal+': [{ kind: 'diagonal', direction: 'anti' }],
      'diagonal-': [{ kind: 'diagonal', direction: 'main' }],
    },
  },
  iss: {
    // .Diagonal~1 is ╱ (the anti-diagonal), .Diagonal~-1 is ╲ (the main one).
    read: {
      Diagonal: (a) => {
        const direction = a.number(0, "a diagonal's direction");
        if (direction !== 1 && direction !== -1) return a.fail("a diagonal's direction is 1 (╱) or -1 (╲)", 0);
        return [{ kind: 'diagonal', direction: direction === 1 ? 'anti' : 'main' }];
      },
    },
  },
  example: () => ({ kind: 'diagonal', direction: 'anti' }),
  description: 'each diagonal it names holds every value once',
  drawing: 'diagonal',
};
