import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { cannotRead, InputError, UsageError } from '../core/errors.js';
import { parsePropagation, type PropagationLevel } from '../logic/propagate.js';

/** What decoding needs from the header of a CNF written by `encode`. */
export interface CnfHeader {
  variables: number;
  clauses: number;
  /** The propagation the formula was built after ('none' when the header names none). */
  propagation: PropagationLevel;
  /** Compact numbering: original cell variable of each compact one, when the header maps them. */
  compactMap?: Int32Array;
}

/** A propagation a header names, if sudocnf knows it. */
function knownPropagation(text: string): PropagationLevel | undefined {
  try {
    return parsePropagation(text);
  } catch (e) {
    if (e instanceof UsageError) return undefined;
    throw e;
  }
}

/**
 * Reads the comment lines up to the `p cnf` line, and no further: the body of a large CNF is
 * never read. Understands sudocnf's `c propagation: <level>: …` and `c map <variable> <original>`.
 */
export async function readCnfHeader(path: string): Promise<CnfHeader> {
  const stream = createReadStream(path, { encoding: 'latin1' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let propagation: PropagationLevel = 'none';
  const map: number[] = [];
  let lineNumber = 0;
  try {
    for await (const line of lines) {
      lineNumber++;
      const p = /^p\s+cnf\s+(\d+)\s+(\d+)\s*$/.exec(line);
      if (p) {
        const header: CnfHeader = { variables: Number(p[1]), clauses: Number(p[2]), propagation };
        if (map.length > 0) header.compactMap = Int32Array.from([0, ...map]);
        return header;
      }
      if (!line.startsWith('c')) break;
      const level = /^c propagation: ([A-Za-z+-]+):/.exec(line)?.[1];
      if (level !== undefined) propagation = knownPropagation(level) ?? propagation;
      const m = /^c map (\d+) (\d+)$/.exec(line);
      if (m) {
        if (Number(m[1]) !== map.length + 1)
          throw new InputError(`map lines out of order at variable ${m[1]}`, { file: path, line: lineNumber, column: 7 });
        map.push(Number(m[2]));
      }
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw cannotRead(path, e);
  } finally {
    lines.close();
    stream.destroy();
  }
  throw new InputError("no 'p cnf' line after the comments", { file: path, line: lineNumber, column: 1 });
}
