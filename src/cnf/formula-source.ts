import { type Deadline, NO_DEADLINE } from '../core/deadline.js';
import type { ByteOutput } from './byte-output.js';
import { DimacsWriter } from './dimacs-writer.js';
import type { ClauseBuffer, ClauseSink } from './sink.js';

/**
 * A formula that can be streamed into any sink, any number of times. The generator yields
 * between chunks of clauses, so an asynchronous consumer can wait for its output.
 */
export interface FormulaSource {
  /** The `p cnf` variable count. */
  variables: number;
  clauses: number;
  stream(sink: ClauseSink): Generator<void, unknown>;
}

/** Clauses kept in a buffer, as a formula source. */
export function bufferSource(buffer: ClauseBuffer, variables: number): FormulaSource {
  return {
    variables,
    clauses: buffer.length,
    *stream(sink) {
      for (let i = 0; i < buffer.length; i++) {
        sink.addClause(buffer.clause(i));
        if (i % 4096 === 4095) yield;
      }
    },
  };
}

/**
 * Streams formulas as one DIMACS text: `comments` (each line without its `c `), the `p cnf`
 * line, then every source's clauses, waiting for the output whenever it asks, so memory stays
 * bounded whatever the size. Checks that the body matches the header it wrote. Past the
 * deadline it stops with TimeLimitReached ('writing the formula').
 */
export async function streamDimacs(
  out: ByteOutput,
  sources: readonly FormulaSource[],
  comments: readonly string[] = [],
  deadline: Deadline = NO_DEADLINE,
): Promise<{ variables: number; clauses: number; literals: number }> {
  const variables = sources.reduce((most, s) => Math.max(most, s.variables), 0);
  const clauses = sources.reduce((sum, s) => sum + s.clauses, 0);
  const writer = new DimacsWriter(out, variables);
  writer.writeText(`${comments.map((l) => `c ${l}\n`).join('')}p cnf ${variables} ${clauses}\n`);
  for (const source of sources) {
    const steps = source.stream(writer);
    for (let step = steps.next(); !step.done; step = steps.next()) {
      deadline.check('writing the formula');
      if (out.blocked) {
        writer.flush();
        await out.drained();
      }
    }
  }
  writer.flush();
  if (writer.clauses !== clauses) {
    throw new Error(`internal error: header declares ${clauses} clauses, body has ${writer.clauses}`);
  }
  return { variables, clauses, literals: writer.literals };
}
