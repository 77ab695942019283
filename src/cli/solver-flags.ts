import type { PropagationLevel } from '../logic/propagate.js';
import type { OutputFormat } from '../formats/write.js';
import type { Strategy } from '../routes/route-options.js';
import type { EncodingFlags, InputFlags } from './options.js';

/** Options of the commands that solve: solve, unique, count. */
export type SolverFlags = InputFlags &
  EncodingFlags & {
    solver?: string;
    solverCmd?: string;
    threads?: number;
    /** Milliseconds. */
    timeout?: number;
    /** For a puzzle with no solution: a minimal set of givens and constraints that conflict. */
    why?: boolean;
    conflicts?: number;
    keepCnf?: string;
    nodeLimit?: number;
    propagate: PropagationLevel;
    format?: OutputFormat;
    stats?: boolean;
    selfCheck?: boolean;
    proof?: string;
    checker?: string;
    checkMode?: 'forward' | 'backward';
    replace?: boolean;
    jobs?: number;
    /** solve only. */
    strategy?: Strategy;
  };

/** The commands whose batches --jobs splits. */
export type BatchCommand = 'solve' | 'unique' | 'count';
