/** The low-level MiniSat wrapper of the logic-solver package (CommonJS, untyped upstream). */
declare module 'logic-solver/minisat_wrapper.js' {
  export default class MiniSat {
    addClause(terms: number[]): boolean;
    solve(): boolean;
    solveAssuming(v: number): boolean;
    retireVar(v: number): void;
    ensureVar(v: number): void;
    getSolution(): (boolean | null)[];
  }
}
