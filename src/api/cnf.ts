/**
 * `sudocnf/cnf`: CNF plumbing. Clause sinks (a writer, a counter, a buffer), the DIMACS writer
 * and tolerant reader, byte outputs, formula sources and compact numbering. Nothing here knows
 * an encoding or a solver.
 * @module cnf
 */
export { type ByteOutput, MemoryOutput, StreamOutput } from '../cnf/byte-output.js';
export { CompactNumbering } from '../cnf/compact.js';
export { type DimacsFile, parseDimacs } from '../cnf/dimacs-reader.js';
export { DimacsWriter } from '../cnf/dimacs-writer.js';
export { openOutput, type OpenOutput } from '../cnf/file-output.js';
export { bufferSource, type FormulaSource, streamDimacs } from '../cnf/formula-source.js';
export { type Clause, ClauseBuffer, ClauseCounter, type ClauseSink } from '../cnf/sink.js';
export { VarPool } from '../cnf/var-pool.js';
