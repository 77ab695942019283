import { grown } from './grown.js';

/**
 * The clause store of DRAT checking, forwards or backwards.
 *
 * Forwards, each lemma is checked against the clauses so far (`implies`) before it is added, and
 * deletions are done, up to the empty clause. Backwards, as drat-trim does, every lemma is added
 * unchecked up to the empty clause, where unit propagation must conflict; the clauses that
 * conflict, and the reasons of the literals involved, are marked. Then each deletion is undone
 * and each lemma taken out again, in reverse; a lemma that is marked is checked against the
 * clauses before it (`check`), and what its check uses is marked in turn. Lemmas nothing
 * depends on are never checked.
 *
 * A lemma is accepted when assigning its negation and propagating gives a conflict (reverse unit
 * propagation, RUP), or else when it is a resolution asymmetric tautology on its first literal p
 * (RAT): every resolvent with a live clause holding -p is RUP.
 *
 * Clauses are kept with two watched literals and the literals unit propagation sets at the top
 * level. Deletions are honoured except two kinds, skipped and counted: of a clause that is not
 * there, and of a clause that is the reason for a literal set at the top level (as drat-trim
 * does; keeping a clause never lets a wrong proof pass, it can only make a RAT check stricter).
 *
 * Literals are coded 2v (v) and 2v+1 (-v) so a literal's negation is `code ^ 1`.
 */
export class DratChecker {
  private arena = new Int32Array(1 << 16);
  private used = 0;
  private start = new Int32Array(1 << 12);
  private size = new Int32Array(1 << 12);
  private alive = new Uint8Array(1 << 12);
  /** Needed by a check (or by the final conflict): lemmas marked are checked. */
  private marked = new Uint8Array(1 << 12);
  /** The first literal as written: a RAT lemma's pivot (-1 for the empty clause). */
  private pivot = new Int32Array(1 << 12);
  private clauses = 0;
  /** Unit clauses, for rebuilding the top level. */
  private readonly units: number[] = [];
  /** Scratch flags by variable, for marking. */
  private seen = new Uint8Array(1);
  /** By variable: a literal of the lemma being checked, false at the top level. */
  private assumed = new Uint8Array(1);
  /** By literal code: 1 true, -1 false, 0 unassigned. */
  private value = new Int8Array(2);
  /** By variable: the clause (index + 1) that set it, 0 for none. */
  private reason = new Int32Array(1);
  private trail = new Int32Array(1);
  private trailLength = 0;
  private head = 0;
  /** By literal code: the longer clauses watching it, as (index, blocker) pairs. */
  private watches: number[][] = [[], []];
  /** By literal code: the binary clauses holding it, as (other literal, index) pairs. */
  private binaries: number[][] = [[], []];
  /** The trail's next literal for binary clauses; `head` is the next for longer ones. */
  private binaryHead = 0;
  /** In the backward pass, marked clauses propagate first, with heads of their own. */
  private coreFirst = false;
  private coreBinaryHead = 0;
  private coreHead = 0;
  /** Clause indices by a hash of their literal set, for deletions. */
  private readonly byHash = new Map<number, number[]>();
  private readonly mark: number[] = [];
  private scratch = new Int32Array(64);
  /** Unit propagation on the clauses so far gives a conflict: every lemma from here on is RUP. */
  inconsistent = false;
  /** Forwards, for LRAT output: keep in `hints` the clauses each successful RUP check used. */
  recordHints = false;
  readonly hints: number[] = [];
  /** The clause that conflicts at the top level, when inconsistent. */
  private conflict = -1;
  /** Deletions skipped: the clause was not there, or was a reason. */
  missingDeletions = 0;
  reasonDeletions = 0;

  /** Adds a clause without checking it, and returns its index. */
  addClause(lits: ArrayLike<number>): number {
    const length = this.store(lits);
    const index = this.clauses - 1;
    if (length >= 0) this.attach(index);
    return index;
  }

  /** Removes a clause by its literals (as a set); returns its index, or -1 when the deletion was skipped. */
  deleteClause(lits: ArrayLike<number>): number {
    const index = this.find(lits);
    if (index < 0) {
      this.missingDeletions++;
      return -1;
    }
    return this.deleteIndex(index) ? index : -1;
  }

  /** Removes the clause with this index; false when it was kept as a reason. */
  deleteIndex(index: number): boolean {
    if (this.alive[index] === 0) {
      this.missingDeletions++;
      return false;
    }
    if (this.isReason(index)) {
      this.reasonDeletions++;
      return false;
    }
    this.alive[index] = 0;
    const list = this.byHash.get(this.hashOf(index));
    if (list) {
      const at = list.indexOf(index);
      if (at >= 0) list.splice(at, 1);
    }
    return true;
  }

  /** The index of a live clause with exactly these literals (as a set), or -1. */
  find(lits: ArrayLike<number>): number {
    const codes = this.codes(lits);
    const count = this.dedupe(codes, codes.length);
    const list = this.byHash.get(hashCodes(codes, count));
    if (!list) return -1;
    for (const c of codes.subarray(0, count)) this.mark[c] = 1;
    let found = -1;
    for (const index of list) {
      if (this.size[index] !== count) continue;
      let same = true;
      for (let i = this.start[index]!, end = i + count; i < end; i++) if (this.mark[this.arena[i]!] !== 1) same = false;
      if (same) {
        found = index;
        break;
      }
    }
    for (const c of codes.subarray(0, count)) this.mark[c] = 0;
    return found;
  }

  /** Whether a lemma is RUP, or else RAT on its first literal, against the live clauses (forwards). */
  implies(lits: ArrayLike<number>): 'rup' | 'rat' | undefined {
    const codes = Int32Array.from(this.codes(lits));
    if (this.rup(codes, codes.length, false)) return 'rup';
    return codes.length > 0 && this.rat(codes, false) ? 'rat' : undefined;
  }

  /** Marks what the top-level conflict rests on (after the empty clause), and starts the backward pass. */
  markConflict(): void {
    this.coreFirst = true;
    this.explain(this.conflict, -1, true);
  }

  /** Puts in `hints` the clauses the top-level conflict rests on (the empty clause's LRAT hints). */
  explainConflict(): void {
    this.explain(this.conflict, -1, false);
  }

  isMarked(index: number): boolean {
    return this.marked[index] === 1;
  }

  /** A lemma's literals, its first literal as written first. */
  literalsOf(index: number): number[] {
    const first = this.pivot[index]!;
    const lits = first < 0 ? [] : [first];
    for (let i = this.start[index]!, end = i + this.size[index]!; i < end; i++) if (this.arena[i] !== first) lits.push(this.arena[i]!);
    return lits.map((c) => (c & 1 ? -(c >> 1) : c >> 1));
  }

  /** Takes a lemma out (going backwards); the top level is rebuilt when it rested on it. */
  retract(index: number): void {
    this.alive[index] = 0;
    if (this.isReason(index) || (this.inconsistent && this.conflict === index)) this.rebuild();
  }

  /** Puts a deleted clause back (going backwards). */
  revive(index: number): void {
    this.detach(index);
    this.alive[index] = 1;
    this.attach(index);
  }

  /**
   * Checks a lemma against the live clauses, marking what the check uses: RUP, else RAT on its
   * first literal as written. Undefined when it is neither.
   */
  check(index: number): 'rup' | 'rat' | undefined {
    const lits = this.literalsOf(index);
    const codes = Int32Array.from(lits, (lit) => (lit > 0 ? 2 * lit : -2 * lit + 1));
    if (this.rup(codes, codes.length, true)) return 'rup';
    return codes.length > 0 && this.rat(codes, true) ? 'rat' : undefined;
  }

  /** Whether the clause set a literal now true at the top level (the one it set can sit anywhere in a binary clause). */
  private isReason(index: number): boolean {
    for (let i = this.start[index]!, end = i + this.size[index]!; i < end; i++) {
      const c = this.arena[i]!;
      if (this.value[c] === 1 && this.reason[c >> 1] === index + 1) return true;
    }
    return false;
  }

  /** The literals as codes, in a scratch array (valid until the next call). */
  private codes(lits: ArrayLike<number>): Int32Array {
    if (this.scratch.length < lits.length * 2 + 2) this.scratch = new Int32Array(lits.length * 4 + 4);
    let maxVariable = 0;
    for (let i = 0; i < lits.length; i++) {
      const lit = lits[i]!;
      const variable = Math.abs(lit);
      if (variable > maxVariable) maxVariable = variable;
      this.scratch[i] = lit > 0 ? 2 * lit : -2 * lit + 1;
    }
    this.ensureVariables(maxVariable);
    return this.scratch.subarray(0, lits.length);
  }

  /** Drops repeated literals in place; returns the new length. */
  private dedupe(codes: Int32Array, length: number): number {
    let kept = 0;
    for (let i = 0; i < length; i++) {
      const c = codes[i]!;
      if (this.mark[c] === 2) continue;
      this.mark[c] = 2;
      codes[kept++] = c;
    }
    for (let i = 0; i < kept; i++) this.mark[codes[i]!] = 0;
    return kept;
  }

  private ensureVariables(maxVariable: number): void {
    if (this.reason.length > maxVariable) return;
    const variables = Math.max(maxVariable + 1, this.reason.length * 2);
    this.value = grown(this.value, 2 * variables);
    this.reason = grown(this.reason, variables);
    this.trail = grown(this.trail, variables);
    this.seen = grown(this.seen, variables);
    this.assumed = grown(this.assumed, variables);
    while (this.watches.length < 2 * variables) this.watches.push([]);
    while (this.binaries.length < 2 * variables) this.binaries.push([]);
    while (this.mark.length < 2 * variables) this.mark.push(0);
  }

  /** Stores a clause (duplicates dropped); returns its length, or -1 for a tautology (never attached). */
  private store(lits: ArrayLike<number>): number {
    const codes = this.codes(lits);
    const length = this.dedupe(codes, codes.length);
    let tautology = false;
    for (let i = 0; i < length; i++) this.mark[codes[i]!] = 1;
    for (let i = 0; i < length; i++) if (this.mark[codes[i]! ^ 1] === 1) tautology = true;
    for (let i = 0; i < length; i++) this.mark[codes[i]!] = 0;
    if (this.clauses === this.start.length) {
      const more = this.start.length * 2;
      this.start = grown(this.start, more);
      this.size = grown(this.size, more);
      this.alive = grown(this.alive, more);
      this.marked = grown(this.marked, more);
      this.pivot = grown(this.pivot, more);
    }
    if (this.used + length > this.arena.length) this.arena = grown(this.arena, Math.max(this.arena.length * 2, this.used + length));
    const index = this.clauses++;
    this.arena.set(codes.subarray(0, length), this.used);
    this.start[index] = this.used;
    this.size[index] = length;
    this.alive[index] = 1;
    this.pivot[index] = length > 0 ? codes[0]! : -1;
    if (length === 1) this.units.push(index);
    this.used += length;
    const hash = hashCodes(codes, length);
    const list = this.byHash.get(hash);
    if (list) list.push(index);
    else this.byHash.set(hash, [index]);
    return tautology ? -1 : length;
  }

  private hashOf(index: number): number {
    const s = this.start[index]!;
    return hashCodes(this.arena.subarray(s, s + this.size[index]!), this.size[index]!);
  }

  /**
   * Watches a stored clause; at the top level a unit one propagates and a falsified one
   * conflicts. While inconsistent it is only watched, for when the top level is rebuilt.
   */
  private attach(index: number): void {
    const s = this.start[index]!;
    const length = this.size[index]!;
    const { arena, value } = this;
    // Literals not false first: they are the ones to watch.
    let open = 0;
    for (let i = 0; i < length; i++) {
      const c = arena[s + i]!;
      if (value[c] !== -1) {
        arena[s + i] = arena[s + open]!;
        arena[s + open] = c;
        open++;
      }
    }
    if (length === 2) {
      this.binaries[arena[s]!]!.push(arena[s + 1]!, index);
      this.binaries[arena[s + 1]!]!.push(arena[s]!, index);
    } else if (length > 2) {
      this.watches[arena[s]!]!.push(index, arena[s + 1]!);
      this.watches[arena[s + 1]!]!.push(index, arena[s]!);
    }
    if (this.inconsistent) return;
    if (open === 0) this.conflictAt(index);
    else if (open === 1 && value[arena[s]!] === 0) {
      this.assign(arena[s]!, index + 1);
      const conflict = this.propagate();
      if (conflict >= 0) this.conflictAt(conflict);
    }
  }

  private conflictAt(index: number): void {
    this.inconsistent = true;
    this.conflict = index;
  }

  /** Drops a dead clause's watch entries that lazy removal has not reached yet. */
  private detach(index: number): void {
    const s = this.start[index]!;
    const length = this.size[index]!;
    if (length < 2) return;
    const [lists, at] = length === 2 ? [this.binaries, 1] : [this.watches, 0];
    for (const code of [this.arena[s]!, this.arena[s + 1]!]) {
      const list = lists[code]!;
      let j = 0;
      for (let i = 0; i < list.length; i += 2) {
        if (list[i + at] === index) continue;
        list[j++] = list[i]!;
        list[j++] = list[i + 1]!;
      }
      list.length = j;
    }
  }

  /** Sets the top level again from the unit clauses alone, after a clause it rested on went. */
  private rebuild(): void {
    this.backtrack(0);
    this.inconsistent = false;
    this.conflict = -1;
    for (const unit of this.units) {
      if (this.alive[unit] === 0) continue;
      const c = this.arena[this.start[unit]!]!;
      if (this.value[c] === -1) {
        this.conflictAt(unit);
        return;
      }
      if (this.value[c] === 0) this.assign(c, unit + 1);
    }
    const conflict = this.propagate();
    if (conflict >= 0) this.conflictAt(conflict);
  }

  /**
   * The clauses a conflict rests on: the conflicting clause (or, from `seed`, a literal's
   * reasons), then the reason of every literal on the trail it leads back to. They are marked
   * when `mark` says so, and kept in `hints` (in the order they propagate, the conflicting clause
   * last) while LRAT hints are recorded. Every literal seen is on the trail, below the one whose
   * reason named it, so the walk clears every flag it sets.
   */
  private explain(conflict: number, seed: number, mark: boolean): void {
    if (!mark && !this.recordHints) return;
    const { seen, arena, start, size, trail, reason, hints } = this;
    hints.length = 0;
    const see = (index: number) => {
      if (mark) this.marked[index] = 1;
      if (this.recordHints) hints.push(index);
      for (let i = start[index]!, end = i + size[index]!; i < end; i++) seen[arena[i]! >> 1] = 1;
    };
    if (conflict >= 0) see(conflict);
    if (seed >= 0) seen[seed >> 1] = 1;
    for (let i = this.trailLength - 1; i >= 0; i--) {
      const variable = trail[i]! >> 1;
      if (seen[variable] === 0) continue;
      if (this.assumed[variable] === 1) {
        seen[variable] = 0;
        continue;
      }
      const r = reason[variable]!;
      if (r > 0) see(r - 1);
      // After `see`, which flags the reason's own literal too.
      seen[variable] = 0;
    }
    hints.reverse();
  }

  private assign(code: number, reason: number): void {
    this.value[code] = 1;
    this.value[code ^ 1] = -1;
    this.reason[code >> 1] = reason;
    this.trail[this.trailLength++] = code;
  }

  private backtrack(length: number): void {
    for (let i = this.trailLength - 1; i >= length; i--) {
      const code = this.trail[i]!;
      this.value[code] = 0;
      this.value[code ^ 1] = 0;
    }
    this.trailLength = length;
    this.head = length;
    this.binaryHead = length;
    this.coreHead = length;
    this.coreBinaryHead = length;
  }

  /**
   * Unit propagation; returns a falsified clause's index, or -1. Core first, as in drat-trim:
   * the marked clauses propagate to a fixpoint before any unmarked one is looked at (one trail
   * literal's worth at a time), so conflicts rest on clauses already needed where they can, and
   * fewer lemmas need checking. Within each, binary clauses go before longer ones.
   */
  private propagate(): number {
    const trail = this.trail;
    for (;;) {
      for (;;) {
        if (!this.coreFirst) break;
        if (this.coreBinaryHead < this.trailLength) {
          const conflict = this.propagateBinary(trail[this.coreBinaryHead++]! ^ 1, 1);
          if (conflict >= 0) return conflict;
        } else if (this.coreHead < this.trailLength) {
          const conflict = this.propagateLong(trail[this.coreHead++]! ^ 1, 1);
          if (conflict >= 0) return conflict;
        } else break;
      }
      let conflict: number;
      // Forwards, nothing is marked: every clause propagates in one pass.
      const unmarked = this.coreFirst ? 0 : -1;
      if (this.binaryHead < this.trailLength) conflict = this.propagateBinary(trail[this.binaryHead++]! ^ 1, unmarked);
      else if (this.head < this.trailLength) conflict = this.propagateLong(trail[this.head++]! ^ 1, unmarked);
      else return -1;
      if (conflict >= 0) return conflict;
    }
  }

  /** The binary clauses (marked or not, as `marked` says; -1 for all) holding a literal just made false. */
  private propagateBinary(falsified: number, marked: number): number {
    const { value, alive } = this;
    const list = this.binaries[falsified]!;
    const n = list.length;
    let i = 0;
    let j = 0;
    while (i < n) {
      const other = list[i]!;
      const index = list[i + 1]!;
      i += 2;
      if (alive[index] === 0) continue;
      list[j++] = other;
      list[j++] = index;
      if (marked >= 0 && this.marked[index] !== marked) continue;
      const v = value[other];
      if (v === 1) continue;
      if (v === -1) {
        while (i < n) list[j++] = list[i++]!;
        if (j < n) list.length = j;
        return index;
      }
      this.assign(other, index + 1);
    }
    if (j < n) list.length = j;
    return -1;
  }

  /**
   * The longer clauses (marked or not, -1 for all) watching a literal just made false. They are
   * watched with a blocker, a literal of theirs that, when true, spares the look at the clause.
   * (Apart from propagateBinary, whose loop it shares in shape: both are the checker's hot loops.)
   */
  private propagateLong(falsified: number, marked: number): number {
    const { value, alive, start, size, arena } = this;
    const list = this.watches[falsified]!;
    const n = list.length;
    let i = 0;
    let j = 0;
    while (i < n) {
      const index = list[i]!;
      const blocker = list[i + 1]!;
      i += 2;
      if (alive[index] === 0) continue;
      if (value[blocker] === 1 || (marked >= 0 && this.marked[index] !== marked)) {
        list[j++] = index;
        list[j++] = blocker;
        continue;
      }
      const s = start[index]!;
      if (arena[s] === falsified) {
        arena[s] = arena[s + 1]!;
        arena[s + 1] = falsified;
      }
      const other = arena[s]!;
      if (other !== blocker && value[other] === 1) {
        list[j++] = index;
        list[j++] = other;
        continue;
      }
      let moved = false;
      for (let k = s + 2, end = s + size[index]!; k < end; k++) {
        const c = arena[k]!;
        if (value[c] !== -1) {
          arena[s + 1] = c;
          arena[k] = falsified;
          this.watches[c]!.push(index, other);
          moved = true;
          break;
        }
      }
      if (moved) continue;
      list[j++] = index;
      list[j++] = other;
      if (value[other] === -1) {
        while (i < n) list[j++] = list[i++]!;
        if (j < n) list.length = j;
        return index;
      }
      this.assign(other, index + 1);
    }
    if (j < n) list.length = j;
    return -1;
  }

  /**
   * Whether assigning the negation of the first `length` codes and propagating conflicts; if so,
   * the clauses the conflict rests on are marked (or kept as hints, see `explain`).
   */
  private rup(codes: Int32Array, length: number, mark: boolean): boolean {
    const { value, assumed } = this;
    // The lemma's literals false at the top level are what its negation assumes: their reasons
    // are not needed (and, as LRAT hints, would be satisfied rather than unit).
    for (let i = 0; i < length; i++) if (value[codes[i]!] === -1) assumed[codes[i]! >> 1] = 1;
    const saved = this.trailLength;
    let satisfied = -1;
    let conflict = this.conflict;
    if (!this.inconsistent) {
      for (let i = 0; i < length && satisfied < 0; i++) {
        const c = codes[i]!;
        if (value[c] === 1) satisfied = c;
        else if (value[c] === 0) this.assign(c ^ 1, 0);
      }
      conflict = satisfied >= 0 ? -1 : this.propagate();
    }
    const holds = this.inconsistent || satisfied >= 0 || conflict >= 0;
    if (holds) this.explain(conflict, satisfied, mark);
    this.backtrack(saved);
    for (let i = 0; i < length; i++) assumed[codes[i]! >> 1] = 0;
    return holds;
  }

  /** RAT on codes[0]: every resolvent with a live clause holding its negation is RUP (what that uses marked, if asked). */
  private rat(codes: Int32Array, mark: boolean): boolean {
    const pivot = codes[0]!;
    const lemma = Array.from(codes);
    let resolvent = new Int32Array(64);
    for (let index = 0; index < this.clauses; index++) {
      if (this.alive[index] === 0) continue;
      const s = this.start[index]!;
      const length = this.size[index]!;
      let holds = false;
      for (let i = s; i < s + length; i++) if (this.arena[i] === (pivot ^ 1)) holds = true;
      if (!holds) continue;
      if (mark) this.marked[index] = 1;
      if (resolvent.length < lemma.length + length) resolvent = new Int32Array(2 * (lemma.length + length));
      resolvent.set(lemma);
      let count = lemma.length;
      for (let i = s; i < s + length; i++) if (this.arena[i] !== (pivot ^ 1)) resolvent[count++] = this.arena[i]!;
      if (!this.rup(resolvent, count, mark)) return false;
    }
    return true;
  }
}

/** A hash of a set of literal codes, independent of their order. */
function hashCodes(codes: ArrayLike<number>, length: number): number {
  let sum = 0;
  let xor = 0;
  for (let i = 0; i < length; i++) {
    const c = codes[i]!;
    const mixed = Math.imul(c ^ (c >>> 16), 0x45d9f3b);
    sum = (sum + mixed) | 0;
    xor ^= Math.imul(mixed ^ (mixed >>> 13), 0x27d4eb2d);
  }
  return (sum ^ Math.imul(xor, 31) ^ length) >>> 0;
}
