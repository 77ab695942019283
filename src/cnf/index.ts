/**
 * `sudocnf/cnf`: CNF plumbing. Clause sinks (a writer, a counter, a buffer), the DIMACS writer
 * and tolerant reader, byte outputs, formula sources and compact numbering. Nothing here knows
 * an encoding or a solver.
 * @module cnf
 */
export { type ByteOutput, MemoryOutput, StreamOutput, type WritableLike } from './byte-output.js';
export { CompactNumbering } from './compact.js';
export { type DimacsFile, parseDimacs } from './dimacs-reader.js';
export { DimacsWriter } from './dimacs-writer.js';
export { openOutput, type OpenOutput } from './file-output.js';
export { bufferSource, type FormulaSource, streamDimacs } from './formula-source.js';
export { type Clause, ClauseBuffer, ClauseCounter, type ClauseSink } from './sink.js';
export { VarPool } from './var-pool.js';
