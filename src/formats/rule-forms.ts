import type { Rule } from '../core/rules/index.js';
import type { FpuzzlesNodes, IssArgs } from '../core/rules/reading.js';
import type { Geometry, RuleData } from '../core/rules/rule.js';

// A kind's forms in the documents of other programs, typed here: its module writes them in its
// one object (`fpuzzles`, `iss`), which this declaration adds to the model's `RuleKind` (layer 0
// imports none of these types).
declare module '../core/rules/rule.js' {
  interface RuleKind<R extends RuleData> {
    /** Its form in f-puzzles documents, where f-puzzles has one. */
    fpuzzles?: FpuzzlesForm<R>;
    /** Its form in the constraint strings of sigh's Interactive Sudoku Solver (ISS), where ISS has one meaning the same. */
    iss?: IssForm<R>;
  }
}

/** How f-puzzles (f-puzzles.com's JSON, the setters' exchange format) writes a kind's rules. */
export interface FpuzzlesForm<R extends RuleData = Rule> {
  /** Keys that are true or false, each with the rules `true` stands for (`diagonal+`: the anti-diagonal). */
  flags?: Record<string, readonly R[]>;
  /** A key whose value is a list, each item read into rules. */
  list?: {
    key: string;
    read(item: unknown, nodes: FpuzzlesNodes): R[];
    /** The rules of all the list's items as one (maximum cells: the marked cells are one set). */
    joined?(rules: R[]): R;
  };
  /**
   * Where f-puzzles gives a rule another meaning beside the document's other rules (non-consecutive
   * beside Kropki dots: the dots are all given): the rule read there, and the rule written for it
   * there (by its flag or list), each a refusal's reason where f-puzzles cannot mean it.
   */
  inContext?: {
    read(rule: R, rules: readonly RuleData[]): R | string;
    write(rule: R, rules: readonly RuleData[]): R | string;
  };
  /** The items a rule adds to the lists of the document, by key; a flag's rule is written by its flag. */
  write?(rule: R, geometry: Geometry, name: (cell: number) => string): [key: string, item: unknown][];
}

/** How ISS (sigh's Interactive Sudoku Solver) writes a kind's rules: `.Type~arg~…`, each type read as ISS means it. */
export interface IssForm<R extends RuleData = Rule> {
  /** Types without arguments (`.AntiKnight`), each with the rules it stands for. */
  flags?: Record<string, readonly R[]>;
  /** Types read from their arguments, each giving the rules one constraint stands for. */
  read?: Record<string, (a: IssArgs) => R[]>;
  /** Types that hold other constraints up to `.End` (`.Or.Cage~…~.Thermo~….End`), each with the rule made of the rules they hold. */
  composites?: Record<string, (rules: RuleData[]) => R>;
  /** The rule a cell's given candidates (`.~R1C1_1_3_5_7_9`, as value indices 1..n of a grid whose values start at `lowest`) mean where they mean one of this kind (all the odd values: an odd cell). */
  candidates?(cell: number, values: readonly number[], n: number, lowest: number): R | undefined;
}
