import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { StreamOutput } from '../src/cnf/byte-output.js';
import { type FormulaSource, streamDimacs } from '../src/cnf/formula-source.js';
import type { Deadline } from '../src/core/deadline.js';
import { cannotWrite } from '../src/core/errors.js';

/** Writes the sources as one DIMACS file, as a solver that reads files is given it. */
export async function writeDimacsFile(path: string, sources: readonly FormulaSource[], deadline: Deadline): Promise<void> {
  const file = createWriteStream(path);
  try {
    await streamDimacs(new StreamOutput(file, (e) => cannotWrite(path, e)), sources, [], deadline);
  } finally {
    file.end();
    await finished(file).catch(() => {});
  }
}
