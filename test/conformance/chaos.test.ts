// Chaos construction: the regions are the solver's to find. Counts on 4x4 grids against a brute
// force over every cut of the grid into connected regions × every filling, under every encoding,
// treatment of givens and route; a published ISS puzzle unique with its published solution; the
// solution drawn with its regions; hostile documents refused at the rule.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Grid, verify } from '../../src/core/grid.js';
import type { Rule } from '../../src/core/rules/index.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatGrid } from '../../src/formats/write.js';
import { count, type PuzzleSpec, unique } from '../../src/index.js';
import { Shape } from '../../src/core/shape.js';
import { solveByLogic } from '../../src/logic/engine.js';
import { explainNoSolution } from '../../src/routes/why.js';
import { allSolutions, FULL, ROOT } from '../helpers.js';

const N = 4;

/** Every cut of the 4x4 into four orthogonally connected regions of four cells (a region number per cell). */
function cuts(): Int8Array[] {
  const out: Int8Array[] = [];
  const region = new Int8Array(N * N).fill(-1);
  const connected = (cells: number[]) => {
    const reached = new Set([cells[0]!]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of cells)
        if (
          !reached.has(c) &&
          [...reached].some((r) => Math.abs(r - c) === N || (Math.abs(r - c) === 1 && Math.floor(r / N) === Math.floor(c / N)))
        ) {
          reached.add(c);
          grew = true;
        }
    }
    return reached.size === cells.length;
  };
  const place = (label: number) => {
    const first = region.indexOf(-1);
    if (first < 0) {
      out.push(region.slice());
      return;
    }
    const free = [...region.keys()].filter((c) => c > first && region[c] === -1);
    for (let i = 0; i < free.length; i++)
      for (let j = i + 1; j < free.length; j++)
        for (let k = j + 1; k < free.length; k++) {
          const cells = [first, free[i]!, free[j]!, free[k]!];
          if (!connected(cells)) continue;
          for (const c of cells) region[c] = label;
          place(label + 1);
          for (const c of cells) region[c] = -1;
        }
  };
  place(0);
  return out;
}

/** Every complete 4x4 grid of rows and columns (and the 2x2 boxes where asked; boxes of one row are the rows) holding 1..4 once each. */
const fillings = (boxes: boolean): Uint16Array[] => allSolutions(boxes ? Shape.of(2, 2) : Shape.of(1, N)).map((g) => g.cells);

const CUTS = cuts();

/** The grids some cut fits: each region holding 1..4 once and each group of cells in one region. */
function expected(boxes: boolean, groups: number[][], givens: readonly number[]): number {
  return fillings(boxes).filter(
    (g) =>
      g.every((v, i) => !givens[i] || givens[i] === v) &&
      CUTS.some(
        (cut) =>
          [0, 1, 2, 3].every((r) => new Set([...g].filter((_, i) => cut[i] === r)).size === N) &&
          groups.every((group) => group.every((c) => cut[c] === cut[group[0]!])),
      ),
  ).length;
}

const mark = (...cells: number[]): Rule => ({ kind: 'same-region', cells });

describe('chaos construction', () => {
  it('the brute force finds the 117 cuts of a 4x4 into connected regions of four cells', () => {
    expect(CUTS).toHaveLength(117);
  });

  const cases: { boxes: boolean; rules: Rule[]; givens: number[] }[] = [
    { boxes: false, rules: [{ kind: 'chaos-construction' }], givens: [] },
    { boxes: false, rules: [mark(0, 6)], givens: [] },
    { boxes: true, rules: [{ kind: 'chaos-construction' }, mark(0, 6)], givens: [] },
    { boxes: false, rules: [mark(0, 9), mark(3, 6)], givens: [] },
    { boxes: false, rules: [mark(5, 6, 10)], givens: [1, 0, 0, 0, 0, 2] },
  ];
  it.each(cases.map((c) => [JSON.stringify(c.rules), c] as const))(
    '%s: count equals the brute force over cuts × fillings, under every encoding, treatment of givens and route',
    async (_, { boxes, rules, givens }) => {
      const groups = rules.flatMap((r) => (r.kind === 'same-region' ? [[...r.cells]] : []));
      const want = expected(boxes, groups, givens);
      expect(want).toBeGreaterThan(0);
      const spec: PuzzleSpec = { givens: Array.from({ length: N * N }, (_, i) => givens[i] ?? 0), box: boxes ? '2x2' : '1x4', rules };
      for (const encoding of ['minimal', 'extended'] as const)
        for (const amo of ['pairwise', 'sequential'] as const)
          for (const treatment of ['units', 'eliminate'] as const) {
            const r = await count(spec, { encoding, amo, givens: treatment, max: 1000 });
            expect([encoding, amo, treatment, r.count, r.complete]).toEqual([encoding, amo, treatment, want, true]);
          }
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
      await expect(count(spec, { solver: 'dlx' })).rejects.toThrow(
        /exact-cover constraints.*(chaos construction|same-region mark) is not one/,
      );
    },
    60_000,
  );

  it('on 6x6 grids, SAT counts what the tactics route finds by checking each complete grid for a cut', async () => {
    // A Latin square of side 6 with two cells of every three given, and marks across its rows.
    const square = Array.from({ length: 36 }, (_, i) => (((i % 6) + [0, 2, 4, 1, 3, 5][Math.floor(i / 6)]!) % 6) + 1);
    const givens = square.map((v, i) => (i % 3 === 2 ? 0 : v));
    for (const rules of [[mark(0, 7, 8)], [mark(1, 6, 12), mark(4, 10, 11)], [{ kind: 'chaos-construction' } as Rule]]) {
      const spec: PuzzleSpec = { givens, box: '1x6', rules };
      const sat = await count(spec, { max: 5000 });
      const tactics = await count(spec, { solver: 'tactics', max: 5000 });
      expect([rules, sat.count, sat.complete]).toEqual([rules, tactics.count, true]);
      expect(sat.count).toBeGreaterThan(0);
    }
  }, 60_000);

  it('a mark keeps its cells in one region: alone on a grid without boxes it rules grids out that chaos alone keeps', () => {
    expect(expected(false, [], [])).toBe(576);
    expect(expected(false, [[0, 6]], [])).toBeLessThan(576);
  });

  it("ISS's 'Chaos Construction: killer' (SameValues over region cells: each cage in one region): its published solution holds, and (in the full run) it is unique with it", async () => {
    const corpus = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-examples.json'), 'utf8')) as {
      name: string;
      input: string;
      solution: string;
    }[];
    const item = corpus.find((i) => i.name === 'Chaos Construction: killer')!;
    const [entry] = parsePuzzles(`${item.input}\n`, 'p.txt', { format: 'iss' }).entries;
    if (!entry?.ok) throw entry?.error;
    const published = new Grid(entry.grid.shape, Uint16Array.from(item.solution, Number));
    expect(verify(entry.grid, published).ok).toBe(true);
    // The proof takes tens of seconds: the full run (npm run test:full, which CI runs) makes it.
    if (!FULL) return;
    const r = await unique(entry.grid, { timeout: '150s' });
    expect([r.verdict, r.verdict === 'unique' && Array.from(r.solution.cells).join('')]).toEqual(['unique', item.solution]);
  }, 180_000);

  it('a solution is drawn with the regions its values make', () => {
    const cells = Uint16Array.from('3214142341322341', Number);
    const [entry] = parsePuzzles(
      'sudocnf: 1\nsize: 4\nbox: none\ngrid: ["....", "....", "....", "...."]\nrules: [{same-region: [r1c1, r2c3]}]\n',
      'c.yaml',
    ).entries;
    if (!entry?.ok) throw entry?.error;
    const solved = new Grid(entry.grid.shape, cells);
    expect(verify(entry.grid, solved).ok).toBe(true);
    expect(formatGrid(solved, 'pretty')).toBe(
      [
        '+---+---+---+---+',
        '| 3 | 2   1   4 |',
        '+   +---+---+   +',
        '| 1   4   2 | 3 |',
        '+---+---+---+---+',
        '| 4   1 | 3   2 |',
        '+       +       +',
        '| 2   3 | 4   1 |',
        '+---+---+---+---+',
      ].join('\n'),
    );
    // A document writes the cut as comments, and reads back as the same grid and rules.
    const document = formatGrid(solved, 'document');
    expect(document).toContain('# the regions of the chaos construction (a cut these values allow):\n#  - "ABBB"\n#  - "AAAB"');
    const [again] = parsePuzzles(`${document}\n`, 'd.yaml').entries;
    expect(again?.ok && [again.grid.shape.id, Array.from(again.grid.cells).join('')]).toEqual([solved.shape.id, '3214142341322341']);
  });

  it('logic and the search for a reason know the regions: a grid complete by logic that no cut fits has no solution', async () => {
    // r1c2, r2c1 and r2c3 in one region take r2c2 too, which shuts r1c1 in: no cut keeps them.
    const [entry] = parsePuzzles(
      'sudocnf: 1\nsize: 4\nbox: none\ngrid: ["1234", "3412", "2143", "432."]\nrules: [{same-region: [r1c2, r2c1, r2c3]}]\n',
      'n.yaml',
    ).entries;
    if (!entry?.ok) throw entry?.error;
    const logic = solveByLogic(entry.grid);
    expect([logic.solved, logic.contradiction]).toEqual([false, expect.stringMatching(/no cut into connected regions/)]);
    expect((await unique(entry.grid)).verdict).toBe('no-solution');
    const why = await explainNoSolution(entry.grid);
    expect(why.conflict?.map((p) => p.name)).toEqual(['the regions of the chaos construction']);
  });

  it('hostile documents: cells no region can join, grids too large, and what ISS means otherwise are refused at their place', () => {
    const refused = (rules: string, size = 4) => {
      const rows = Array.from({ length: size }, () => `"${'.'.repeat(size)}"`).join(', ');
      const [entry] = parsePuzzles(`sudocnf: 1\nsize: ${size}\nbox: none\ngrid: [${rows}]\nrules: [${rules}]\n`, 'h.yaml').entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(refused('{same-region: [r1c1, r4c4]}')).toBe(
      "h.yaml:5:9: a same-region mark's cells r1c1 and r4c4 are 6 steps apart; no connected region of 4 cells holds both",
    );
    expect(refused('{same-region: [r1c1, r1c2, r1c3, r2c1, r2c2]}')).toMatch(/^h\.yaml:5:9: a same-region mark holds 2 to 4 cells/);
    expect(refused('chaos-construction', 10)).toMatch(/^h\.yaml:5:9: chaos construction takes grids of side 2 to 9, not 10/);
    expect(refused('{same-region: [r1c1, r1c2]}', 12)).toMatch(
      /^h\.yaml:5:9: a same-region mark asks for a chaos construction, which takes grids of side 2 to 9, not 12/,
    );
    const iss = (text: string) => {
      const [entry] = parsePuzzles(`${text}\n`, 'p.txt', { format: 'iss' }).entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    // Over grid cells ISS's SameValues is sets of the same values (same-values.ts), not a mark on the regions.
    expect(iss('.ChaosConstruction.NoBoxes.SameValues~2~R1C1~R1C2')).toBe('read');
    expect(iss('.ChaosConstruction.NoBoxes.SameValues~1~CC1~CC2')).toMatch(
      /^p\.txt:1:\d+: ISS's SameValues over region cells is read one cell a set/,
    );
  });
});

/** Whether two cells are orthogonal neighbours on the 4x4. */
const touching = (a: number, b: number) => Math.abs(a - b) === N || (Math.abs(a - b) === 1 && Math.floor(a / N) === Math.floor(b / N));

/**
 * What a mark on the regions says of a cut, as ISS defines it, written out here apart from the
 * model: a chaos count the counted cells in the first one's region, a chaos arrow the cells along
 * its arms up to the first that leaves the start's region (the start once), a region count the
 * regions its cells touch; each less its offset.
 */
function markValue(rule: Rule, cut: Int8Array): number | undefined {
  if (rule.kind === 'chaos-count') return rule.cells.slice(1).filter((c) => cut[c] === cut[rule.cells[1]!]).length - rule.offset;
  if (rule.kind === 'distinct-regions') return new Set(rule.cells.slice(1).map((c) => cut[c])).size;
  if (rule.kind !== 'chaos-arrow') return undefined;
  let [at, total] = [1, 1];
  for (const length of rule.arms) {
    const arm = rule.cells.slice(at, at + length);
    at += length;
    const leaves = arm.findIndex((c) => cut[c] !== cut[arm[0]!]);
    total += (leaves < 0 ? arm.length : leaves) - 1;
  }
  return total - rule.offset;
}

describe('marks on the regions: chaos counts, chaos arrows and region counts (ISS ChaosCount, ChaosArrow, CountDistinct over region cells)', () => {
  const count4 = (cells: number[], offset = 0): Rule => ({ kind: 'chaos-count', cells, offset });
  const arrow4 = (cells: number[], arms: number[], offset = 0): Rule => ({ kind: 'chaos-arrow', cells, arms, offset });
  const cases: { rules: Rule[]; givens: number[] }[] = [
    { rules: [count4([5, 0, 1, 4, 5])], givens: [] },
    { rules: [count4([5, 0, 1, 4, 5], 1), count4([10, 15, 14, 11, 10])], givens: [] },
    { rules: [arrow4([6, 0, 1, 2, 3], [4])], givens: [] },
    { rules: [arrow4([5, 5, 4, 5, 6, 7, 5, 1], [2, 3, 2], 1)], givens: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] },
    { rules: [{ kind: 'distinct-regions', cells: [0, 5, 6, 9, 10] }], givens: [] },
    { rules: [{ kind: 'distinct-regions', cells: [15, 0, 3, 12, 15] }, arrow4([3, 0, 4, 8, 12], [4])], givens: [] },
  ];
  /** The grids some cut fits whose marks all hold: the brute force over cuts × fillings. */
  const expectedWith = (rules: Rule[], givens: readonly number[]) =>
    fillings(false).filter(
      (g) =>
        g.every((v, i) => !givens[i] || givens[i] === v) &&
        CUTS.some(
          (cut) =>
            [0, 1, 2, 3].every((r) => new Set([...g].filter((_, i) => cut[i] === r)).size === N) &&
            rules.every((rule) => 'cells' in rule && markValue(rule, cut) === g[rule.cells[0]!]),
        ),
    ).length;

  it.each(cases.map((c) => [JSON.stringify(c.rules), c] as const))(
    '%s: count equals the brute force over cuts × fillings, under every at-most-one encoding, treatment of givens and the tactics route',
    async (_, { rules, givens }) => {
      const want = expectedWith(rules, givens);
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(576);
      const spec: PuzzleSpec = { givens: Array.from({ length: N * N }, (_, i) => givens[i] ?? 0), box: '1x4', rules };
      for (const amo of ['pairwise', 'sequential'] as const)
        for (const treatment of ['units', 'eliminate'] as const) {
          const r = await count(spec, { amo, givens: treatment, max: 1000 });
          expect([amo, treatment, r.count, r.complete]).toEqual([amo, treatment, want, true]);
        }
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
    60_000,
  );

  it('the brute force tells the marks apart: a run stops at the first cell out of the region, a count does not', () => {
    const cut = Int8Array.from([0, 1, 0, 0, 0, 1, 1, 2, 3, 3, 2, 2, 3, 3, 2, 1]);
    expect(markValue(count4([5, 0, 1, 2, 3]), cut)).toBe(3);
    expect(markValue(arrow4([5, 0, 1, 2, 3], [4]), cut)).toBe(1);
    expect(markValue({ kind: 'distinct-regions', cells: [5, 0, 1, 7, 8] }, cut)).toBe(4);
    expect(touching(0, 1) && !touching(3, 4)).toBe(true);
  });

  const iss = (text: string) => {
    const [entry] = parsePuzzles(`${text}\n`, 'p.txt', { format: 'iss' }).entries;
    return entry?.ok ? [...entry.grid.shape.rules] : String(entry?.error);
  };

  it("reads ISS's forms as ISS does: a control cell alone counts the 3x3 square around it, or runs to the four edges; arms set apart by '-'; CountDistinct over region cells counts regions, over grid cells values", () => {
    expect(iss('.Shape~4x4.ChaosConstruction.NoBoxes.ChaosCount~R1C1')).toContainEqual(count4([0, 0, 4, 1, 5]));
    expect(iss('.Shape~4x4.ChaosConstruction.NoBoxes.ChaosCount~R2C2~1~CC6~CC7')).toContainEqual(count4([5, 5, 6], 1));
    expect(iss('.Shape~4x4.ChaosConstruction.NoBoxes.ChaosArrow~R2C2~0')).toContainEqual(
      arrow4([5, 5, 4, 5, 6, 7, 5, 1, 5, 9, 13], [2, 3, 2, 3]),
    );
    expect(iss('.Shape~4x4.ChaosConstruction.NoBoxes.ChaosArrow~R1C1~~CC1~CC2~-~CC1~CC5')).toContainEqual(arrow4([0, 0, 1, 0, 4], [2, 2]));
    expect(iss('.Shape~4x4.ChaosConstruction.NoBoxes.CountDistinct~R1C1~CC2~CC3')).toContainEqual({
      kind: 'distinct-regions',
      cells: [0, 1, 2],
    });
    expect(iss('.Shape~4x4.CountDistinct~R1C1~R1C2~R1C3')).toContainEqual({ kind: 'count-distinct', cells: [0, 1, 2] });
  });

  it('hostile input: grid cells where region cells belong, arms from different cells, offsets other than 0 and 1, cells named twice, grids too large, refused at their place', () => {
    const doc = (rules: string, size = 4) => {
      const rows = Array.from({ length: size }, () => `"${'.'.repeat(size)}"`).join(', ');
      const [entry] = parsePuzzles(`sudocnf: 1\nsize: ${size}\nbox: none\ngrid: [${rows}]\nrules: [${rules}]\n`, 'h.yaml').entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(iss('.Shape~4x4.ChaosConstruction.ChaosCount~R1C1~0~R1C2~R1C3')).toMatch(
      /^p\.txt:1:\d+: ISS's ChaosCount counts region cells \(CC<k>\), not grid cells/,
    );
    expect(iss('.Shape~4x4.ChaosConstruction.ChaosArrow~R1C1~2~CC1~CC2')).toMatch(
      /^p\.txt:1:\d+: a ChaosArrow's offset is 0 .* or 1 .*, not 2/,
    );
    expect(iss('.Shape~4x4.ChaosConstruction.ChaosArrow~R1C1~0~CC1~-~-~CC1')).toMatch(
      /^p\.txt:1:\d+: an arm of ISS's ChaosArrow holds a cell or more/,
    );
    expect(iss('.Shape~4x4.ChaosConstruction.ChaosCount~R1C1~0~CC1~CC99999')).toMatch(
      /^p\.txt:1:\d+: ISS's ChaosCount counts region cells \(CC1 to CC16\); 'CC99999' is not one/,
    );
    expect(doc('{chaos-arrow: [r1c1, r1c1, r1c2, r2c2, r2c3], offset: 0, arms: [2, 2]}')).toMatch(
      /^h\.yaml:5:9: a chaos arrow's arms start at one cell/,
    );
    expect(doc('{chaos-arrow: [r1c1, r1c1, r1c2], offset: 0, arms: [5]}')).toMatch(
      /^h\.yaml:5:9: a chaos arrow's arms \(5 cells\) are the cells after its control cell \(2\)/,
    );
    expect(doc('{chaos-count: [r1c1, r1c2, r1c2]}')).toMatch(/^h\.yaml:5:9: a chaos count names a counted cell twice/);
    const manyArms = Array.from({ length: 40 }, () => 'r2c2, r2c3').join(', ');
    expect(doc(`{chaos-arrow: [r2c2, ${manyArms}], offset: 0, arms: [${Array(40).fill(2).join(', ')}]}`)).toMatch(
      /^h\.yaml:5:9: a chaos arrow's arms hold at most 64 cells in all, not 80/,
    );
    expect(doc('{chaos-count: [r1c1, r1c2], offset: 7}')).toMatch(/^h\.yaml:5:9: a chaos count's offset is 0 .* or 1 .*, not 7/);
    expect(doc('{distinct-regions: [r1c1]}')).toMatch(/^h\.yaml:5:9: a region count holds its control cell and at least one more/);
    expect(doc('{chaos-count: [r1c1, r1c2]}', 10)).toMatch(
      /^h\.yaml:5:9: a chaos count asks for a chaos construction, which takes grids of side 2 to 9, not 10/,
    );
    const sixteen = Array.from({ length: 6 }, (_, i) => `r1c${i + 2}`).join(', ');
    expect(doc(`{count-distinct: [r1c1, ${sixteen}]}`, 16)).toMatch(
      /^h\.yaml:5:9: a distinct count over 6 cells of a 16x16 grid follows 14893 sets of values, at most 4096/,
    );
    // A document writes each back as it reads it.
    const rules =
      '{chaos-arrow: [r2c2, r2c2, r2c1, r2c2, r2c3, r2c4], offset: 1, arms: [2, 3]}, {chaos-count: [r1c1, r1c2, r2c2], offset: 1}, {distinct-regions: [r1c1, r1c2]}';
    const [entry] = parsePuzzles(
      `sudocnf: 1\nsize: 4\nbox: none\ngrid: ["....", "....", "....", "...."]\nrules: [${rules}]\n`,
      'd.yaml',
    ).entries;
    if (!entry?.ok) throw entry?.error;
    const [again] = parsePuzzles(`${formatGrid(entry.grid, 'document')}\n`, 'd.yaml').entries;
    expect(again?.ok && again.grid.shape.id).toBe(entry.grid.shape.id);
    expect(entry.grid.shape.rules).toContainEqual(arrow4([5, 5, 4, 5, 6, 7], [2, 3], 1));
  });
});

describe('a distinct count (ISS CountDistinct over grid cells): the control cell says how many different values the cells hold', () => {
  it.each([[{ kind: 'count-distinct', cells: [0, 5, 6, 9, 10] }], [{ kind: 'count-distinct', cells: [15, 1, 4] }]] as [Rule][])(
    '%j: count equals the brute force over 4x4 grids, under SAT and the tactics route',
    async (rule) => {
      if (rule.kind !== 'count-distinct') throw new Error('a distinct count');
      const want = fillings(true).filter((g) => new Set(rule.cells.slice(1).map((c) => g[c])).size === g[rule.cells[0]!]).length;
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(288);
      const spec: PuzzleSpec = { givens: Array(16).fill(0), box: '2x2', rules: [rule] };
      expect((await count(spec, { max: 1000 })).count).toBe(want);
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
  );
});

describe("ISS's chaos constructions with marks on their regions, and its distinct count, unique with their published solutions", () => {
  const corpus = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-examples.json'), 'utf8')) as {
    name: string;
    input: string;
    solution: string;
  }[];
  // The 6x6 ones and the distinct count take under a second; the 9x9 ones tens of seconds (the full run).
  const quick = [
    'Chaos Construction: 6x6',
    'Cavernous Construction: 6x6',
    'Chaos Construction: cell count',
    'Chaos Construction: cell count [harder]',
    'Count Different (Circles)',
  ];
  const slow = [
    'Chaos Construction - easier',
    'Stretching',
    'Chaos Construction: Sack Lunch',
    'Chaos Construction',
    'Chaos Construction: x-sums',
  ];
  it.each([...quick, ...(FULL ? slow : [])])(
    '%s',
    async (name) => {
      const item = corpus.find((i) => i.name === name)!;
      const [entry] = parsePuzzles(`${item.input.replace(/\s+/g, '')}\n`, 'p.txt', { format: 'iss' }).entries;
      if (!entry?.ok) throw entry?.error;
      expect(
        entry.grid.shape.rules.some((r) => ['chaos-count', 'chaos-arrow', 'distinct-regions', 'count-distinct'].includes(r.kind)),
      ).toBe(true);
      const r = await unique(entry.grid, { timeout: '150s' });
      expect([r.verdict, r.verdict === 'unique' && Array.from(r.solution.cells).join('')]).toEqual(['unique', item.solution]);
    },
    180_000,
  );
});
