import { type Candidates, popcount } from './candidates.js';
import { Grid, ruleConflicts } from '../core/grid.js';
import { type Automaton, type RuleSum, rankingHolds, supported, type TripleTable, weightOf } from '../core/rules/index.js';
import type { Shape } from '../core/shape.js';
import { Units } from './units.js';
import { cageSets } from './cage-sets.js';
import { sumSupport } from './sum-support.js';

/** The largest grid side whose candidates fit one 32-bit word per cell. */
export const MASK_BOARD_MAX_N = 32;

/**
 * Which techniques a MaskBoard runs, by their short forms (as `Technique.abbreviation`), and how
 * it looks for naked pairs: in every unit (NP), only in the units changed since the last look
 * (the DTU report's incremental naked pairs, INP), or both.
 */
export interface MaskTactics {
  abbreviations: ReadonlySet<string>;
  pairs: 'none' | 'full' | 'incremental' | 'both';
}

/**
 * Cell geometry shared by every board of one shape: units, peers (a variant's extra units and
 * equal-value pair rules count), the partners of other pair rules, and box-line intersections.
 */
class Geometry {
  private static readonly cache = new Map<string, Geometry>();
  readonly n: number;
  readonly units: Units;
  /** Peers of cell c: peers[peerStart[c] .. peerStart[c + 1]). */
  readonly peers: Int32Array;
  readonly peerStart: Int32Array;
  /** The partners of cell c under pair rules other than "the same value": partners[partnerStart[c] .. partnerStart[c + 1]). */
  readonly partners: Int32Array;
  readonly partnerStart: Int32Array;
  /** For each partner, where its masks start in `forbiddenMasks`: the mask at start + v forbids the partner's values while c holds v. */
  readonly partnerMasks: Int32Array;
  readonly forbiddenMasks: Int32Array;
  /** Box-line intersections: the box, the line, and the cells of the box in the line and out of it. */
  readonly segments: { box: number; line: number; inside: Int32Array; boxRest: Int32Array; lineRest: Int32Array }[] = [];
  /** Killer cages' sums: their cells and every set of values (as a mask) that reaches the sum. */
  readonly sums: { cells: Int32Array; sets: Int32Array }[];
  /** Sums whose cells may repeat (arrows, little killers): cells, which count n + 1 − v, and the sum. */
  readonly openSums: { cells: Int32Array; sum: RuleSum }[];
  /** Thermometers: cells whose values strictly increase, bulb first. */
  readonly chains: Int32Array[];
  /** Three cells and, for each value pair of the first two (x · (n + 1) + y), the values the third may hold as a mask (between and lockout lines). */
  readonly triples: { cells: [number, number, number]; thirds: Int32Array }[];
  /** Rows and columns automata read (outside clues). */
  readonly sequences: { cells: readonly number[]; automaton: Automaton }[];
  /** Cells and the values (a mask) their rules keep out of them (odd and even cells). */
  readonly exclusions: { cell: number; mask: number }[];
  /** Groups of cells, a value (as its bit) and how many of them must hold it (quadruples). */
  readonly occurrences: { cells: Int32Array; bit: number; count: number }[];

  static of(shape: Shape): Geometry {
    const key = shape.id;
    let g = Geometry.cache.get(key);
    if (!g) {
      g = new Geometry(shape);
      Geometry.cache.set(key, g);
    }
    return g;
  }

  private constructor(shape: Shape) {
    const n = shape.n;
    this.n = n;
    this.units = Units.of(shape);
    const { cells, of } = this.units;
    const peerLists: Set<number>[] = [];
    const partnerLists: number[][] = Array.from({ length: n * n }, () => []);
    const maskLists: number[][] = Array.from({ length: n * n }, () => []);
    const masks: number[] = [];
    const maskStart = new Map<readonly (readonly number[])[], number>();
    const masksOf = (forbidden: readonly (readonly number[])[]) => {
      let start = maskStart.get(forbidden);
      if (start === undefined) {
        start = masks.length;
        maskStart.set(forbidden, start);
        for (let v = 0; v <= n; v++) masks.push(maskOf(forbidden[v]!));
      }
      return start;
    };
    for (let cell = 0; cell < n * n; cell++) {
      const set = new Set<number>();
      for (const u of this.units.unitsOf(cell)) for (let j = 0; j < n; j++) set.add(cells[u * n + j]!);
      for (const p of this.units.partialPeers[cell] ?? []) set.add(p);
      set.delete(cell);
      peerLists.push(set);
    }
    for (const { a, b, forbidden } of this.units.pairs) {
      if (forbidden.equality) {
        peerLists[a]!.add(b);
        peerLists[b]!.add(a);
      } else {
        partnerLists[a]!.push(b);
        maskLists[a]!.push(masksOf(forbidden.withFirst));
        partnerLists[b]!.push(a);
        maskLists[b]!.push(masksOf(forbidden.withSecond));
      }
    }
    [this.peers, this.peerStart] = compressed(peerLists.map((s) => [...s]));
    // A cage with too many sets to list is reasoned on by reach, as a sum whose values may repeat.
    const listed = (s: RuleSum) => (s.distinct ? cageSets(s, n) : undefined);
    this.sums = shape.sums.flatMap((s) => {
      const sets = listed(s);
      return sets ? [{ cells: Int32Array.from(s.cells), sets: Int32Array.from(sets.map(maskOf)) }] : [];
    });
    this.openSums = shape.sums.filter((s) => listed(s) === undefined).map((s) => ({ cells: Int32Array.from(s.cells), sum: s }));
    this.chains = shape.chains.map((c) => Int32Array.from(c.cells));
    const thirdMasks = new Map<TripleTable, Int32Array>();
    this.triples = shape.triples.map((t) => {
      let thirds = thirdMasks.get(t.allowed);
      if (!thirds) {
        thirds = Int32Array.from(t.allowed.thirds, maskOf);
        thirdMasks.set(t.allowed, thirds);
      }
      return { cells: t.cells, thirds };
    });
    this.sequences = shape.sequences.map((q) => ({ cells: q.cells, automaton: q.automaton }));
    this.exclusions = shape.exclusions.map((e) => ({ cell: e.cell, mask: maskOf(e.values) }));
    this.occurrences = shape.occurrences.map((o) => ({ cells: Int32Array.from(o.cells), bit: 1 << (o.value - 1), count: o.count }));
    [this.partners, this.partnerStart] = compressed(partnerLists);
    this.partnerMasks = Int32Array.from(maskLists.flat());
    this.forbiddenMasks = Int32Array.from(masks);
    for (let box = 2 * n; box < 3 * n; box++) {
      const boxCells = Array.from(cells.subarray(box * n, box * n + n));
      for (const i of [0, 1]) {
        for (const line of new Set(boxCells.map((c) => of[3 * c + i]!))) {
          const lineCells = Array.from(cells.subarray(line * n, line * n + n));
          this.segments.push({
            box,
            line,
            inside: Int32Array.from(boxCells.filter((c) => of[3 * c + i] === line)),
            boxRest: Int32Array.from(boxCells.filter((c) => of[3 * c + i] !== line)),
            lineRest: Int32Array.from(lineCells.filter((c) => of[3 * c + 2] !== box)),
          });
        }
      }
    }
  }
}

/** The mask of some values (value v as bit v − 1). */
function maskOf(values: readonly number[]): number {
  return values.reduce((mask, v) => mask | (1 << (v - 1)), 0);
}

/** The values of a mask, in increasing order. */
function valuesOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(32 - Math.clz32(m & -m));
  return out;
}

/** The mask of values 1..k (bits 0..k−1), for k from 0 to 32. */
const lowBits = (k: number) => (k >= 32 ? -1 : (1 << k) - 1);

/** Lists of numbers as one array and the start of each list in it (the last start is the end). */
function compressed(lists: readonly number[][]): [Int32Array, Int32Array] {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => {
    start[i + 1] = start[i]! + list.length;
  });
  return [Int32Array.from(lists.flat()), start];
}

/** Every choice of k of the first `count` masks whose union has exactly k bits (the choice as bit i for masks[i]); `visit` may stop the walk by returning true. */
function subsetsOfUnion(masks: Int32Array, count: number, k: number, visit: (chosen: number, union: number) => boolean): boolean {
  const walk = (start: number, depth: number, chosen: number, union: number): boolean => {
    if (depth === k) return popcount(union) === k && visit(chosen, union);
    for (let i = start; i <= count - (k - depth); i++) {
      const u = union | masks[i]!;
      if (popcount(u) > k) continue;
      if (walk(i + 1, depth + 1, chosen | (1 << i), u)) return true;
    }
    return false;
  };
  return walk(0, 0, 0, 0);
}

/** Is `item` among the items a subset (bit i for items[i]) chose? */
function isChosen(items: Int32Array, chosen: number, count: number, item: number): boolean {
  for (let i = 0; i < count; i++) if ((chosen & (1 << i)) !== 0 && items[i] === item) return true;
  return false;
}

/**
 * A candidate grid of up to 32×32 with one bit mask per cell, and the engine's techniques
 * rewritten as whole-board passes over masks, for the tactics route's search: the engine
 * explains, this board searches. It reaches the same fixpoint as the step engine when the
 * techniques hold both singles and each subset or fish only with the smaller ones of its kind
 * (every level does): each technique only removes candidates, and what a removal or placement
 * disables (a triple whose third cell was placed, say) is then found by a technique in the set
 * (the pair that is left), so the order of application does not matter. Value v is bit v − 1.
 */
export class MaskBoard {
  private readonly geometry: Geometry;
  readonly n: number;
  /** Candidate mask of every cell; a placed cell keeps only its value. */
  private readonly cand: Int32Array;
  private readonly placed: Uint8Array;
  /** Units changed since incremental naked pairs last looked at them. */
  private readonly dirty: Uint8Array;
  private readonly queue: Int32Array;
  private queued = 0;
  private open: number;
  private readonly full: number;
  /** Deductions made (placements, and eliminations by a pattern), for the route's statistics. */
  steps = 0;

  private constructor(
    readonly puzzle: Grid,
    private readonly tactics: MaskTactics,
    from?: MaskBoard,
  ) {
    if (puzzle.n > MASK_BOARD_MAX_N)
      throw new RangeError(`a mask board holds grids up to ${MASK_BOARD_MAX_N}×${MASK_BOARD_MAX_N}, got ${puzzle.n}×${puzzle.n}`);
    this.n = puzzle.n;
    this.geometry = from?.geometry ?? Geometry.of(puzzle.shape);
    this.full = this.n === 32 ? -1 : (1 << this.n) - 1;
    const size = this.n * this.n;
    this.cand = from ? from.cand.slice() : new Int32Array(size).fill(this.full);
    this.placed = from ? from.placed.slice() : new Uint8Array(size);
    const units = this.geometry.units.count;
    this.dirty = from ? new Uint8Array(units) : new Uint8Array(units).fill(1);
    this.queue = new Int32Array(size);
    this.open = from ? from.open : size;
  }

  /** The board of a puzzle with its givens placed; undefined when they clash (or the naked singles they force do). */
  static of(puzzle: Grid, tactics: MaskTactics): MaskBoard | undefined {
    const board = new MaskBoard(puzzle, tactics);
    for (let cell = 0; cell < puzzle.cells.length; cell++) {
      const v = puzzle.cells[cell]!;
      if (v !== 0 && !board.place(cell, v)) return undefined;
    }
    return board;
  }

  /** A board over candidates that are already consistent (each decided cell's value gone from its peers). */
  static over(puzzle: Grid, candidates: Candidates, tactics: MaskTactics): MaskBoard {
    const board = new MaskBoard(puzzle, tactics);
    for (let cell = 0; cell < board.cand.length; cell++) {
      board.cand[cell] = candidates.bits[cell]! | 0;
      if (candidates.value[cell] !== 0) {
        board.placed[cell] = 1;
        board.open--;
      }
    }
    return board;
  }

  /** Writes the candidates and decided values back. */
  writeTo(candidates: Candidates): void {
    for (let cell = 0; cell < this.cand.length; cell++) {
      candidates.bits[cell] = this.cand[cell]! >>> 0;
      candidates.value[cell] = this.placed[cell] ? 32 - Math.clz32(this.cand[cell]!) : 0;
    }
  }

  /** An independent copy, for a guess that may be taken back (at a fixpoint, so nothing is dirty). */
  clone(): MaskBoard {
    return new MaskBoard(this.puzzle, this.tactics, this);
  }

  solved(): boolean {
    return this.open === 0;
  }

  /** The candidates of a cell, in increasing order. */
  values(cell: number): number[] {
    const out: number[] = [];
    for (let m = this.cand[cell]!; m !== 0; m &= m - 1) out.push(32 - Math.clz32(m & -m));
    return out;
  }

  /** An open cell with the fewest candidates (the first such in reading order), or -1. */
  branchCell(): number {
    let best = -1;
    let fewest = Infinity;
    for (let cell = 0; cell < this.cand.length; cell++) {
      if (this.placed[cell]) continue;
      const size = popcount(this.cand[cell]!);
      if (size < fewest) [best, fewest] = [cell, size];
      if (size <= 2) break;
    }
    return best;
  }

  /** Whether the placed values leave every choice between rules (any-of) an alternative they do not break: the search's only check of them. */
  private choicesHold(choices: Shape['choices']): boolean {
    const { cells } = this.toGrid();
    return choices.every((choice) => choice.alternatives.some((alternative) => ruleConflicts(new Grid(alternative, cells)).length === 0));
  }

  /** Whether each ranked line whose compared cells are all placed keeps its rank (the logic prunes it no sooner). */
  private rankingsHold(rankings: Shape['rankings']): boolean {
    const value = (cell: number) => (this.placed[cell] ? 32 - Math.clz32(this.cand[cell]!) : 0);
    return rankings.every((ranking) => rankingHolds(ranking, value));
  }

  toGrid(): Grid {
    const out = this.puzzle.clone();
    for (let cell = 0; cell < this.cand.length; cell++) out.cells[cell] = this.placed[cell] ? 32 - Math.clz32(this.cand[cell]!) : 0;
    return out;
  }

  /** Places value v in a cell and removes it from the peers: false on a contradiction. */
  place(cell: number, v: number): boolean {
    return this.placeMask(cell, 1 << (v - 1)) && this.drain();
  }

  /** The techniques to a fixpoint: false when the board contradicts itself. */
  settle(): boolean {
    const t = this.tactics.abbreviations;
    const { sums, openSums, chains, exclusions, occurrences, triples, sequences } = this.geometry;
    const rules =
      sums.length + openSums.length + chains.length + exclusions.length + occurrences.length + triples.length + sequences.length > 0;
    const { choices, rankings } = this.puzzle.shape;
    for (;;) {
      if (!this.singles()) return false;
      if (choices.length > 0 && !this.choicesHold(choices)) return false;
      if (rankings.length > 0 && !this.rankingsHold(rankings)) return false;
      if (rules) {
        // Cages, thermometers and marked cells are pruned whatever the techniques: without it a
        // search would fill grids that break them.
        const swept = this.sumsAndChains();
        if (swept < 0) return false;
        if (swept > 0) continue;
      }
      if (this.open === 0) return this.unitsComplete();
      let r = 0;
      if (t.has('PT') || t.has('CL')) r = this.boxLine(t.has('PT'), t.has('CL'));
      if (r === 0 && (this.tactics.pairs === 'incremental' || this.tactics.pairs === 'both')) r = this.nakedSubsets(2, true);
      if (r === 0 && (this.tactics.pairs === 'full' || this.tactics.pairs === 'both')) r = this.nakedSubsets(2, false);
      if (r === 0 && t.has('HP')) r = this.hiddenSubsets(2);
      if (r === 0 && t.has('NT')) r = this.nakedSubsets(3, false);
      if (r === 0 && t.has('HT')) r = this.hiddenSubsets(3);
      if (r === 0 && t.has('NQ')) r = this.nakedSubsets(4, false);
      if (r === 0 && t.has('HQ')) r = this.hiddenSubsets(4);
      if (r === 0 && t.has('X')) r = this.fish(2);
      if (r === 0 && t.has('SF')) r = this.fish(3);
      if (r === 0 && t.has('JF')) r = this.fish(4);
      if (r < 0) return false;
      if (r === 0) return true;
    }
  }

  /**
   * Each cage's cells keep the values of the sets that reach its sum and fit its candidates; each
   * thermometer's cells keep values above the smallest before them and below the largest after; a
   * marked cell loses the values its rule excludes, and a value a group needs goes where it still
   * fits when it fits in no more cells than it needs. 1 when something was removed, 0 if not, -1 on
   * a contradiction.
   */
  private sumsAndChains(): number {
    const { cand } = this;
    let changed = 0;
    const keep = (cell: number, allowed: number): boolean => {
      const gone = cand[cell]! & ~allowed;
      if (gone === 0) return true;
      changed = 1;
      return this.remove(cell, gone);
    };
    for (const { cells, sets } of this.geometry.sums) {
      let union = 0;
      for (const c of cells) union |= cand[c]!;
      const allowed = new Int32Array(cells.length);
      for (const set of sets) {
        if ((set & ~union) !== 0) continue;
        let fits = true;
        for (const c of cells) if ((cand[c]! & set) === 0) fits = false;
        if (!fits) continue;
        for (let i = 0; i < cells.length; i++) allowed[i]! |= cand[cells[i]!]! & set;
      }
      for (let i = 0; i < cells.length; i++) if (!keep(cells[i]!, allowed[i]!)) return -1;
    }
    for (const { cells, sum } of this.geometry.openSums) {
      // What each candidate adds (an arrow's circle counts n + 1 − v, a pill's tens ten times that).
      const values = Array.from(cells, (c) => valuesOf(cand[c]!));
      const weights = values.map((vs, i) => vs.map((v) => weightOf(sum, cells[i]!, v, this.n)));
      const allowed = sumSupport(weights, sum.sum);
      for (let i = 0; i < cells.length; i++) {
        let mask = 0;
        values[i]!.forEach((v, k) => {
          if (allowed[i]!.includes(weights[i]![k]!)) mask |= 1 << (v - 1);
        });
        if (!keep(cells[i]!, mask)) return -1;
      }
    }
    for (const { cell, mask } of this.geometry.exclusions) if (!keep(cell, this.full & ~mask)) return -1;
    for (const { cells, automaton } of this.geometry.sequences) {
      const kept = supported(
        automaton,
        cells.map((c) => valuesOf(cand[c]!)),
      );
      if (!kept) return -1;
      for (let i = 0; i < cells.length; i++) if (!keep(cells[i]!, maskOf(kept[i]!))) return -1;
    }
    // Each value of each of three cells keeps a support: values of the other two the relation allows with it.
    for (const {
      cells: [a, b, c],
      thirds,
    } of this.geometry.triples) {
      let [keepA, keepB, keepC] = [0, 0, 0];
      for (const x of valuesOf(cand[a]!))
        for (const y of valuesOf(cand[b]!)) {
          const z = thirds[x * (this.n + 1) + y]! & cand[c]!;
          if (z === 0) continue;
          keepA |= 1 << (x - 1);
          keepB |= 1 << (y - 1);
          keepC |= z;
        }
      if (!keep(a, keepA) || !keep(b, keepB) || !keep(c, keepC)) return -1;
    }
    for (const { cells, bit, count } of this.geometry.occurrences) {
      let places = 0;
      for (const c of cells) if ((cand[c]! & bit) !== 0) places++;
      if (places < count) return -1;
      if (places === count) for (const c of cells) if ((cand[c]! & bit) !== 0 && !keep(c, bit)) return -1;
    }
    for (const chain of this.geometry.chains) {
      let low = 0;
      for (const c of chain) {
        // Values above `low` (the smallest the cell before can hold).
        if (!keep(c, this.full & ~lowBits(low))) return -1;
        low = 32 - Math.clz32(cand[c]! & -cand[c]!);
      }
      let high = this.n + 1;
      for (let i = chain.length - 1; i >= 0; i--) {
        const c = chain[i]!;
        if (!keep(c, lowBits(high - 1))) return -1;
        high = 32 - Math.clz32(cand[c]!);
      }
    }
    return changed;
  }

  private markDirty(cell: number): void {
    const { allOf, allStart } = this.geometry.units;
    for (let i = allStart[cell]!, end = allStart[cell + 1]!; i < end; i++) this.dirty[allOf[i]!] = 1;
  }

  private placeMask(cell: number, bit: number): boolean {
    if ((this.cand[cell]! & bit) === 0) return false;
    if (this.placed[cell]) return true;
    this.steps++;
    this.placed[cell] = 1;
    this.open--;
    this.cand[cell] = bit;
    this.markDirty(cell);
    const { peers, peerStart, partners, partnerStart, partnerMasks, forbiddenMasks } = this.geometry;
    for (let i = peerStart[cell]!, end = peerStart[cell + 1]!; i < end; i++) {
      const p = peers[i]!;
      if ((this.cand[p]! & bit) !== 0 && !this.remove(p, bit)) return false;
    }
    const v = 32 - Math.clz32(bit);
    for (let i = partnerStart[cell]!, end = partnerStart[cell + 1]!; i < end; i++) {
      const p = partners[i]!;
      const forbidden = forbiddenMasks[partnerMasks[i]! + v]!;
      if ((this.cand[p]! & forbidden) !== 0 && !this.remove(p, forbidden)) return false;
    }
    return true;
  }

  /** Removes candidates from a cell (a placed cell may not lose its value): false on a contradiction. */
  private remove(cell: number, bits: number): boolean {
    if (this.placed[cell]) return false;
    const m = this.cand[cell]! & ~bits;
    this.cand[cell] = m;
    this.markDirty(cell);
    if (m === 0) return false;
    if ((m & (m - 1)) === 0 && this.tactics.abbreviations.has('NS')) this.queue[this.queued++] = cell;
    return true;
  }

  /** Places the naked singles waiting in the queue, and those they make. */
  private drain(): boolean {
    while (this.queued > 0) {
      const cell = this.queue[--this.queued]!;
      if (!this.placed[cell] && !this.placeMask(cell, this.cand[cell]!)) {
        this.queued = 0;
        return false;
      }
    }
    return true;
  }

  /** Naked and hidden singles to a fixpoint, as the techniques allow; false on a contradiction. */
  private singles(): boolean {
    if (this.tactics.abbreviations.has('NS')) {
      for (let cell = 0; cell < this.cand.length; cell++) {
        const m = this.cand[cell]!;
        if (!this.placed[cell] && (m & (m - 1)) === 0 && !this.placeMask(cell, m)) return false;
      }
    }
    if (!this.drain()) return false;
    for (;;) {
      const r = this.hiddenSingles();
      if (r < 0 || !this.drain()) return false;
      if (r === 0) return true;
    }
  }

  /** Every value has a place in every unit: the check the hidden singles pass also makes. */
  private unitsComplete(): boolean {
    return this.hiddenSinglesIn(false) >= 0;
  }

  private hiddenSingles(): number {
    return this.hiddenSinglesIn(this.tactics.abbreviations.has('HS'));
  }

  /**
   * Looks at every unit: a value with no place left is a contradiction; with `place`, a value
   * with one open place is placed there. 1 when something was placed, 0 if not, -1 on a contradiction.
   */
  private hiddenSinglesIn(place: boolean): number {
    const { n, cand, placed } = this;
    const cells = this.geometry.units.cells;
    let changed = 0;
    for (let u = 0; u < this.geometry.units.count; u++) {
      let once = 0;
      let twice = 0;
      let fixed = 0;
      for (let j = u * n, end = j + n; j < end; j++) {
        const m = cand[cells[j]!]!;
        if (placed[cells[j]!]) {
          if ((fixed & m) !== 0) return -1;
          fixed |= m;
        } else {
          twice |= once & m;
          once |= m;
        }
      }
      if ((once | fixed) !== this.full) return -1;
      const hidden = once & ~twice & ~fixed;
      if (!place || hidden === 0) continue;
      for (let j = u * n, end = j + n; j < end; j++) {
        const cell = cells[j]!;
        const bit = cand[cell]! & hidden;
        if (bit === 0 || placed[cell]) continue;
        if ((bit & (bit - 1)) !== 0 || !this.placeMask(cell, bit)) return -1;
        changed = 1;
      }
      if (!this.drain()) return -1;
    }
    return changed;
  }

  /** Pointing and claiming: a value confined to one box-line intersection, two places or more. */
  private boxLine(pointing: boolean, claiming: boolean): number {
    const { cand, placed } = this;
    let changed = 0;
    for (const s of this.geometry.segments) {
      let once = 0;
      let twice = 0;
      for (const c of s.inside) {
        if (placed[c]) continue;
        twice |= once & cand[c]!;
        once |= cand[c]!;
      }
      if (twice === 0) continue;
      const r1 = pointing ? this.removeConfined(twice & ~this.openUnion(s.boxRest), s.lineRest) : 0;
      const r2 = claiming && r1 >= 0 ? this.removeConfined(twice & ~this.openUnion(s.lineRest), s.boxRest) : 0;
      if (r1 < 0 || r2 < 0) return -1;
      changed |= r1 | r2;
    }
    return changed && !this.drain() ? -1 : changed;
  }

  /** The candidates of the open cells among `cells`, together. */
  private openUnion(cells: Int32Array): number {
    let m = 0;
    for (const c of cells) if (!this.placed[c]) m |= this.cand[c]!;
    return m;
  }

  /** Removes values confined elsewhere from the open cells of `target`, as one step: 1 when something went, -1 on a contradiction. */
  private removeConfined(confined: number, target: Int32Array): number {
    if (confined === 0) return 0;
    let hit = 0;
    for (const c of target) {
      if (this.placed[c] || (this.cand[c]! & confined) === 0) continue;
      hit = 1;
      if (!this.remove(c, confined)) return -1;
    }
    this.steps += hit;
    return hit;
  }

  /**
   * Every pattern of k masks with k bits between them, each handed to `eliminate` (1 when it
   * removed something, as one step; 0 when not; -1 on a contradiction, which ends the walk).
   */
  private eachPattern(masks: Int32Array, count: number, k: number, eliminate: (chosen: number, union: number) => number): number {
    let changed = 0;
    const contradiction = subsetsOfUnion(masks, count, k, (chosen, union) => {
      const r = eliminate(chosen, union);
      if (r > 0) {
        this.steps++;
        changed = 1;
      }
      return r < 0;
    });
    return contradiction ? -1 : changed;
  }

  /** Naked subsets of size k in every unit (or, incrementally, in the units changed since the last look). */
  private nakedSubsets(k: number, incremental: boolean): number {
    const { n, cand, placed } = this;
    const cells = this.geometry.units.cells;
    const small = new Int32Array(n);
    const smallCells = new Int32Array(n);
    let changed = 0;
    for (let u = 0; u < this.geometry.units.count; u++) {
      if (incremental) {
        if (!this.dirty[u]) continue;
        this.dirty[u] = 0;
      }
      let openCount = 0;
      let count = 0;
      for (let j = u * n, end = j + n; j < end; j++) {
        const c = cells[j]!;
        if (placed[c]) continue;
        openCount++;
        if (popcount(cand[c]!) <= k) {
          smallCells[count] = c;
          small[count++] = cand[c]!;
        }
      }
      if (openCount <= k || count < k) continue;
      const r = this.eachPattern(small, count, k, (chosen, union) => {
        let hit = 0;
        for (let j = u * n, end = j + n; j < end; j++) {
          const c = cells[j]!;
          if (placed[c] || (cand[c]! & union) === 0 || isChosen(smallCells, chosen, count, c)) continue;
          if (!this.remove(c, union)) return -1;
          hit = 1;
        }
        return hit;
      });
      if (r < 0) return -1;
      changed |= r;
    }
    return changed && !this.drain() ? -1 : changed;
  }

  /** Hidden subsets of size k: k values whose open places in a unit are k cells between them. */
  private hiddenSubsets(k: number): number {
    const { n, cand, placed } = this;
    const cells = this.geometry.units.cells;
    const places = new Int32Array(n);
    const values = new Int32Array(n);
    const where = new Int32Array(n);
    let changed = 0;
    for (let u = 0; u < this.geometry.units.count; u++) {
      where.fill(0);
      let fixed = 0;
      for (let j = 0; j < n; j++) {
        const c = cells[u * n + j]!;
        if (placed[c]) fixed |= cand[c]!;
        else for (let m = cand[c]!; m !== 0; m &= m - 1) where[31 - Math.clz32(m & -m)]! |= 1 << j;
      }
      let count = 0;
      let openValues = 0;
      for (let v = 0; v < n; v++) {
        if ((fixed >>> v) & 1) continue;
        openValues++;
        const size = popcount(where[v]!);
        if (size >= 1 && size <= k) {
          places[count] = where[v]!;
          values[count++] = 1 << v;
        }
      }
      if (openValues <= k || count < k) continue;
      const r = this.eachPattern(places, count, k, (chosen, where) => {
        let keep = 0;
        for (let i = 0; i < count; i++) if ((chosen & (1 << i)) !== 0) keep |= values[i]!;
        let hit = 0;
        for (let j = 0; j < n; j++) {
          const c = cells[u * n + j]!;
          if (((where >>> j) & 1) === 0 || (cand[c]! & ~keep) === 0) continue;
          if (!this.remove(c, ~keep)) return -1;
          hit = 1;
        }
        return hit;
      });
      if (r < 0) return -1;
      changed |= r;
    }
    return changed && !this.drain() ? -1 : changed;
  }

  /** Fish of size k on each value, rows as bases and columns as covers, then the other way round. */
  private fish(k: number): number {
    const { n, cand, placed } = this;
    const cells = this.geometry.units.cells;
    const covers = new Int32Array(n);
    const bases = new Int32Array(n);
    let changed = 0;
    for (let v = 0; v < n; v++) {
      const bit = 1 << v;
      for (const from of [0, n]) {
        let count = 0;
        for (let line = from; line < from + n; line++) {
          let where = 0;
          for (let j = 0; j < n; j++) {
            const c = cells[line * n + j]!;
            if (!placed[c] && (cand[c]! & bit) !== 0) where |= 1 << j;
          }
          const size = popcount(where);
          if (size >= 2 && size <= k) {
            covers[count] = where;
            bases[count++] = line;
          }
        }
        if (count < k) continue;
        const r = this.eachPattern(covers, count, k, (chosen, coverSet) => {
          let hit = 0;
          // Cover line j (a column when the bases are rows) is unit (n − from) + j; its cell i lies in base line from + i.
          for (let j = 0; j < n; j++) {
            if (((coverSet >>> j) & 1) === 0) continue;
            for (let i = 0; i < n; i++) {
              const c = cells[(n - from + j) * n + i]!;
              if (placed[c] || (cand[c]! & bit) === 0 || isChosen(bases, chosen, count, from + i)) continue;
              if (!this.remove(c, bit)) return -1;
              hit = 1;
            }
          }
          return hit;
        });
        if (r < 0) return -1;
        changed |= r;
      }
    }
    return changed && !this.drain() ? -1 : changed;
  }
}
