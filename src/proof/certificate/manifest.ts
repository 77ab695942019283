import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { type Deadline, NO_DEADLINE } from '../../core/deadline.js';
import { InputError, positionAt, quote, UsageError } from '../../core/errors.js';
import { resolveSpec } from '../../../encodings/spec.js';
import { parsePropagation } from '../../logic/propagate.js';
import { PROOF_FORMATS, type ProofFormat } from '../../cnf/proof-format.js';
import { readCertificateFile } from './certificate-files.js';
import { type CertificateEncoding, encodingOptionsOf } from './certificate-formula.js';
import { CERTIFICATE_FORMAT, type Manifest, MANIFEST_FILE } from './contents.js';

export type { Manifest };

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A manifest is a page of JSON; this is far more than sudocnf writes. */
const MAX_MANIFEST_BYTES = 1 << 20;
/** The files a manifest may name: plain names in the directory, nothing a terminal would act on. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Reads and validates a certificate's manifest (a regular file, read before the deadline). */
export async function readManifest(dir: string, deadline: Deadline = NO_DEADLINE): Promise<Manifest> {
  const path = join(dir, MANIFEST_FILE);
  const text = (await readCertificateFile(path, { maxBytes: MAX_MANIFEST_BYTES }, deadline)).toString('utf8');
  const at = { file: path, line: 1, column: 1 };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new InputError(`not JSON: ${(e as Error).message}`, at);
  }
  const m = data as Partial<Manifest>;
  const bad = (what: string) => new InputError(`not a sudocnf certificate manifest: ${what}`, at);
  if (typeof m !== 'object' || m === null) throw bad('not an object');
  if (m.format !== CERTIFICATE_FORMAT) throw bad(`format is ${quote(String(m.format))}, expected '${CERTIFICATE_FORMAT}'`);
  if (m.claim !== 'unique' && m.claim !== 'no-solution') throw bad(`claim is ${quote(String(m.claim))}`);
  if (typeof m.puzzle?.file !== 'string' || typeof m.puzzle.box !== 'string') throw bad('no puzzle file and box');
  if (m.claim === 'unique' && typeof m.solution?.file !== 'string') throw bad('a unique claim without a solution file');
  const e = m.encoding;
  if (
    !e ||
    typeof e.encoding !== 'string' ||
    typeof e.amo !== 'string' ||
    (e.givens !== 'units' && e.givens !== 'eliminate') ||
    typeof e.propagate !== 'string' ||
    (e.sum !== undefined && typeof e.sum !== 'string') ||
    (e.thermo !== undefined && typeof e.thermo !== 'string') ||
    (e.sumRedundancy !== undefined && typeof e.sumRedundancy !== 'string') ||
    (e.line !== undefined && typeof e.line !== 'string')
  ) {
    throw bad('no encoding (encoding, amo, givens units or eliminate, propagate; sum, thermo, sumRedundancy and line as names)');
  }
  checkEncodingNames(e as CertificateEncoding, text, path);
  if (typeof m.cnf?.file !== 'string' || typeof m.cnf.sha256 !== 'string') throw bad('no cnf file and sha256');
  if (typeof m.proof?.file !== 'string' || typeof m.proof.sha256 !== 'string' || !PROOF_FORMATS.includes(m.proof.format as ProofFormat)) {
    throw bad(`no proof file, sha256 and format (${PROOF_FORMATS.join(', ')})`);
  }
  if (!Number.isSafeInteger(m.proof.bytes) || m.proof.bytes < 0) throw bad('no proof size (bytes)');
  for (const file of [m.puzzle.file, m.solution?.file, m.cnf.file, m.proof.file]) {
    if (file !== undefined && !FILE_NAME.test(file))
      throw bad(`file name ${quote(file)} is not a plain name in the directory (letters, digits, . _ -)`);
  }
  return m as Manifest;
}

/**
 * Reads each name of a manifest's encoding as the formula is built again with it: an unknown one
 * (an encoding, amo, sum, line, … no sudocnf has) is bad input at its key in the manifest.
 */
function checkEncodingNames(encoding: CertificateEncoding, text: string, file: string): void {
  const { encoding: families, givens: _, propagate, ...chosen } = encoding;
  const reads: [string, () => unknown][] = [
    ['encoding', () => resolveSpec({ encoding: families })],
    ['propagate', () => parsePropagation(propagate)],
    ...Object.entries(chosen).map(([key, name]): [string, () => unknown] => [key, () => resolveSpec(encodingOptionsOf({ [key]: name }))]),
  ];
  const block = text.search(/"encoding"\s*:\s*\{/);
  for (const [key, read] of reads) {
    try {
      read();
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      const offset = block < 0 ? -1 : text.indexOf(`"${key}"`, block + 1);
      throw new InputError(
        `not a sudocnf certificate manifest: its encoding's ${key}: ${e.message}`,
        positionAt(file, text, Math.max(0, offset)),
      );
    }
  }
}
