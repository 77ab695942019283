// Making a puzzle: a shape, a seed, grids dug until one has the difficulty asked for.
import { opt, says, UsageError } from '../core/errors.js';
import { Deadline } from '../core/deadline.js';
import { definedOnly } from '../core/defined.js';
import { MAX_SEED, Random } from '../core/random.js';
import { Shape } from '../core/shape.js';
import { LOGIC_RATING_MAX_N, ratingLevel } from './rate.js';
import { DIFFICULTY_ATTEMPTS, type GeneratedPuzzle, type GenerateOptions } from './options.js';
import { digOneGrid } from './dig.js';
import { gridBySearch, hasCompleteGrid, variantGrid } from './complete-grid.js';
import { Grid, ruleConflicts } from '../core/grid.js';
import { lineClues, markedPairs, randomCountingCircles, randomCages, randomLines, randomRegions, randomThermometers } from './regions.js';
import { type Rule, rulesFromId } from '../core/rules/index.js';
import { defaultWhisper } from '../core/rules/whispers.js';
import { withArticle } from '../core/article.js';

/** The shape `k` or `box` names (at most one of them; 9×9 when neither), for grids from 4×4 to 64×64. */
function generatedShape(options: GenerateOptions): Shape {
  const { box } = options;
  const k = options.k ?? (box === undefined ? 3 : undefined);
  if (k !== undefined && box !== undefined)
    throw new UsageError(says`${opt('k')} and ${opt('box')} exclude each other: ${opt('box', '3x3')} is ${opt('k', '3')}`);
  if (k !== undefined && (!Number.isInteger(k) || k < 2 || k > 8))
    throw new UsageError(says`generate takes ${opt('k')} from 2 to 8, got ${k}`);
  const shape = k !== undefined ? Shape.square(k) : Shape.parse(box!);
  if (!shape) throw new UsageError(says`bad ${opt('box')} '${box}': rows x columns with rows ≤ columns, e.g. 2x3`);
  if (shape.n < 4 || shape.n > 64)
    throw new UsageError(says`generate makes grids from 4x4 to 64x64; ${opt('box', shape.key)} makes ${shape.n}x${shape.n}`);
  return shape;
}

/** The rules a `--variant` text names, and whether it asks for jigsaw regions. */
function variantOf(shape: Shape, text: string | undefined): Variant {
  if (text === undefined) return { shape, jigsaw: false, drawn: [] };
  const rules: Rule[] = [];
  let jigsaw = false;
  const drawn: Drawn[] = [];
  for (const word of text.split(/[+,]/).map((w) => w.trim())) {
    if (word === 'jigsaw') {
      jigsaw = true;
      continue;
    }
    if ((DRAWN as readonly string[]).includes(word)) {
      drawn.push(word as Drawn);
      continue;
    }
    const found = rulesFromId(word, shape.n);
    if (typeof found === 'string')
      throw new UsageError(says`${opt('variant', text)}: ${found.replace('unknown rule', 'unknown variant')}, jigsaw, ${DRAWN.join(', ')}`);
    rules.push(...found);
  }
  try {
    return { shape: shape.withVariant({ rules }), jigsaw, drawn };
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(says`${opt('variant', text)}: ${e.message}`);
    throw e;
  }
}

/**
 * The clues read off a complete grid at each end of its rows and columns: the kind's rule for a
 * line and a clue, and the clues a line could take.
 */
const LINE_CLUES = {
  'numbered-room': {
    rule: (cells: number[], value: number): Rule => ({ kind: 'numbered-room', cells, value }),
    clues: (n: number) => Array.from({ length: n }, (_, i) => i + 1),
  },
  'hidden-skyscraper': {
    rule: (cells: number[], value: number): Rule => ({ kind: 'hidden-skyscraper', cells, value }),
    clues: (n: number) => Array.from({ length: n - 1 }, (_, i) => i + 1),
  },
} as const;
type LineClue = keyof typeof LINE_CLUES;

/**
 * The variants drawn over each complete grid: killer cages, thermometers, whispers lines, every
 * Kropki dot or XV mark the grid has (with the negative constraint), the clue of every row and
 * column that has one (numbered rooms, hidden skyscrapers), and a random set of counting circles.
 */
const DRAWN = ['killer', 'thermo', 'whispers', 'kropki', 'xv', ...(Object.keys(LINE_CLUES) as LineClue[]), 'counting-circles'] as const;
type Drawn = (typeof DRAWN)[number];

interface Variant {
  shape: Shape;
  jigsaw: boolean;
  drawn: Drawn[];
}

/** Regions that make no complete grid are drawn again, up to this many times. */
const REGION_ATTEMPTS = 100;

/** The shape of one grid to dig: the variant's, with random regions that have a complete grid for a jigsaw. */
async function variantShape({ shape, jigsaw }: Variant, random: Random): Promise<Shape> {
  if (!jigsaw) return shape;
  for (let attempt = 0; attempt < REGION_ATTEMPTS; attempt++) {
    const regions = randomRegions(shape, random);
    const candidate = shape.withVariant({ regions });
    if (candidate.regions && (await hasCompleteGrid(candidate))) return candidate;
  }
  throw new UsageError(`no ${shape.n}x${shape.n} jigsaw regions with a complete grid in ${REGION_ATTEMPTS} tries: try another seed`);
}

/**
 * A puzzle of drawn rules: a complete grid, then random cages (up to 5 cells), thermometers or
 * whispers lines (3 to 6 cells), or every white and black Kropki dot or every X and V the grid has,
 * with the negative constraint, drawn over it; then the givens dug out while the puzzle stays unique.
 */
async function digDrawn(shape: Shape, drawn: readonly Drawn[], random: Random, options: GenerateOptions, deadline: Deadline) {
  const grid = shape.classic ? gridBySearch(shape, random) : await variantGrid(shape, random);
  if (!grid) throw new UsageError(`${withArticle(shape.name)} has no complete grid: there is no puzzle to make`);
  const { n } = shape;
  const rules: Rule[] = [];
  if (drawn.includes('killer')) for (const c of randomCages(grid, random)) rules.push({ kind: 'cage', cells: c.cells, sum: c.sum });
  if (drawn.includes('thermo')) for (const cells of randomThermometers(grid, random)) rules.push({ kind: 'thermometer', cells });
  if (drawn.includes('whispers')) {
    const difference = defaultWhisper(n);
    for (const cells of randomLines(grid, random, (a, b) => Math.abs(a - b) >= difference))
      rules.push({ kind: 'whispers', cells, difference });
  }
  if (drawn.includes('kropki')) {
    // A pair one apart and one twice the other (1 and 2) takes the white dot.
    for (const cells of markedPairs(grid, (a, b) => Math.abs(a - b) === 1)) rules.push({ kind: 'white-dot', cells, difference: 1 });
    for (const cells of markedPairs(grid, (a, b) => Math.abs(a - b) !== 1 && (a === 2 * b || b === 2 * a)))
      rules.push({ kind: 'black-dot', cells, ratio: 2 });
    rules.push({ kind: 'negative', marks: 'white-dot' }, { kind: 'negative', marks: 'black-dot' });
  }
  if (drawn.includes('xv')) {
    for (const sum of [5, 10]) for (const cells of markedPairs(grid, (a, b) => a + b === sum)) rules.push({ kind: 'xv', cells, sum });
    rules.push({ kind: 'negative', marks: 'xv' });
  }
  // Each clue checked against the grid by the kind's own rule: the one that holds on its line.
  const plain = Shape.of(shape.boxRows, shape.boxCols);
  for (const word of drawn) {
    const clue = LINE_CLUES[word as LineClue];
    if (!clue) continue;
    const holds = (cells: number[], value: number) =>
      ruleConflicts(new Grid(plain.withVariant({ rules: [clue.rule(cells, value)] }), grid.cells)).length === 0;
    for (const { cells, clue: value } of lineClues(n, clue.clues(n), holds)) rules.push(clue.rule(cells, value));
  }
  if (drawn.includes('counting-circles')) rules.push({ kind: 'counting-circles', cells: randomCountingCircles(grid, random) });
  const made = shape.withVariant({ rules });
  // The digging has what is left after the grid and its drawings (seconds on a 64x64).
  return digOneGrid(made, random, withinDeadline(options, deadline), new Grid(made, grid.cells.slice()));
}

/** The options with what is left of the time limit. */
function withinDeadline(options: GenerateOptions, deadline: Deadline): GenerateOptions {
  return { ...options, ...definedOnly({ timeoutMs: deadline.remainingMs() }) };
}

/**
 * Makes one puzzle: a random complete grid, then "hole digging" in a random order (cells in 180°
 * pairs under rotational symmetry), keeping each removal that leaves the puzzle unique (see
 * `OtherSolutionFinder` for how that is asked). One pass over
 * all cells gives a minimal puzzle: a given that could not go then cannot go later either, since
 * removing more givens only adds solutions. The result is proved unique once more before it is
 * returned. With a difficulty, the removals are judged by that level's logic instead, and grids
 * are dug until the puzzle needs exactly that level.
 */
export async function generatePuzzle(options: GenerateOptions): Promise<GeneratedPuzzle> {
  const shape = generatedShape(options);
  const { n } = shape;
  const cellsInGrid = n * n;
  if (options.givens !== undefined && (!Number.isInteger(options.givens) || options.givens < 0 || options.givens > cellsInGrid)) {
    throw new UsageError(
      says`${opt('givens')} must be a whole number from 0 to ${cellsInGrid} (the cells of ${withArticle(`${n}x${n}`)} grid), got ${options.givens}`,
    );
  }
  const { difficulty } = options;
  if (difficulty !== undefined && (difficulty === 'subsets' || difficulty === 'fish') && n > LOGIC_RATING_MAX_N) {
    throw new UsageError(
      says`${opt('difficulty', difficulty)}: subsets and fish are rated up to ${LOGIC_RATING_MAX_N}x${LOGIC_RATING_MAX_N}; this grid is ${n}x${n}`,
    );
  }
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > MAX_SEED) {
    throw new UsageError(
      says`${opt('seed')} is a whole number from 0 to ${MAX_SEED} (the generator keeps 32 bits of it), got ${options.seed}`,
    );
  }
  const random = new Random(options.seed);
  const variant = variantOf(shape, options.variant);
  const totals = { gridSeconds: 0, digSeconds: 0, proofSeconds: 0 };
  const deadline = Deadline.after(options.timeoutMs);
  for (let attempt = 1; attempt <= (difficulty === undefined ? 1 : DIFFICULTY_ATTEMPTS); attempt++) {
    // Each grid digs within what is left of the limit; no new one starts past it.
    if (attempt > 1) deadline.check('generating');
    const shape = await variantShape(variant, random);
    const made =
      variant.drawn.length > 0
        ? await digDrawn(shape, variant.drawn, random, options, deadline)
        : await digOneGrid(shape, random, withinDeadline(options, deadline));
    totals.gridSeconds += made.gridSeconds;
    totals.digSeconds += made.digSeconds;
    totals.proofSeconds += made.proofSeconds;
    if (difficulty === undefined || ratingLevel(made.puzzle) === difficulty) return { ...made, ...totals, attempts: attempt };
  }
  const how = options.minimal ? ' and minimal' : options.givens !== undefined ? ` with ${options.givens} givens or fewer` : '';
  throw new UsageError(
    says`no ${n}x${n} puzzle rated exactly ${difficulty!}${how} in ${DIFFICULTY_ATTEMPTS} grids from ${opt('seed', String(options.seed))}: try another seed${options.minimal ? ', or drop --minimal' : ''}`,
  );
}
