/**
 * Proof formats sudocnf reads. DRAT lists lemmas (and deletions) in text or binary; LRAT numbers
 * every clause and gives each lemma the clauses (hints) whose unit propagation derives it; FRAT
 * (CryptoMiniSat) numbers clauses like LRAT, its hints optional. Picosat's RUP traces are text
 * DRAT after a `%RUPD` header line.
 */
export const PROOF_FORMATS = ['drat', 'drat-binary', 'lrat', 'lrat-binary', 'frat'] as const;
export type ProofFormat = (typeof PROOF_FORMATS)[number];

const isDigit = (b: number) => b >= 0x30 && b <= 0x39;

/** sudocnf's own checker, then the external ones `--checker` can name. */
export const PROOF_CHECKERS = ['sudocnf', 'drat-trim', 'lrat-check', 'cake_lpr'] as const;
export type ProofCheckerName = (typeof PROOF_CHECKERS)[number];

/**
 * How DRAT and FRAT proofs are checked: `forward`, every lemma in order against the clauses so
 * far; `backward` (drat-trim's way), only the lemmas the empty clause depends on.
 */
export const CHECK_MODES = ['forward', 'backward'] as const;
export type CheckMode = (typeof CHECK_MODES)[number];

/**
 * The format of a proof file from its bytes: binary formats end every step with a zero byte,
 * which text never holds; FRAT steps begin with a letter (o, a, d, f); LRAT lines begin with a
 * clause number, and additions carry two zero-terminated lists. Binary LRAT cannot be told from
 * binary DRAT by its bytes: it is only read when named.
 */
export function detectProofFormat(bytes: Uint8Array): Exclude<ProofFormat, 'lrat-binary'> {
  const head = bytes.subarray(0, 1 << 16);
  if (head.includes(0)) return 'drat-binary';
  const text = new TextDecoder('latin1').decode(head);
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line[0] === 'c' || line[0] === '%') continue;
    if (/^[oaf]\s/.test(line)) return 'frat';
    const tokens = line.split(/\s+/);
    if (tokens[1] === 'd' && isDigit(line.charCodeAt(0))) return 'lrat';
    if (tokens.filter((t) => t === '0').length >= 2 && isDigit(line.charCodeAt(0))) return 'lrat';
    return 'drat';
  }
  return 'drat';
}

/** The file name a certificate gives a proof of this format. */
export function proofFileName(format: ProofFormat): string {
  return { drat: 'proof.drat', 'drat-binary': 'proof.drat', lrat: 'proof.lrat', 'lrat-binary': 'proof.lrat', frat: 'proof.frat' }[format];
}
