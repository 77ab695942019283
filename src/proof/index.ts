/**
 * `sudocnf/proof`: checkable proofs. sudocnf's own checker of DRAT (text and binary), LRAT and
 * FRAT proofs of unsatisfiability, and certificates of uniqueness or of no solution: the
 * puzzle, its solution, the exact formula, the proof and a manifest, written by `certify` and
 * re-checked by `recheckCertificate`.
 * @module proof
 */
export { CHECK_MODES, type CheckMode, checkProof, type LratOutput, NoLratForm, type ProofReport } from './check-proof.js';
export { DratChecker } from './drat-checker.js';
export { LratChecker } from './lrat-checker.js';
export { detectProofFormat, PROOF_FORMATS, type ProofFormat } from '../cnf/proof-format.js';
export { ProofSyntaxError, proofReader, type ProofReader, type ProofStep } from './proof-reader.js';
export {
  blockingLiterals,
  blockingSource,
  type CertificateEncoding,
  certificateEncoding,
  type CertificateFormula,
  certificateFormula,
  dimacsBytes,
} from './certificate/certificate-formula.js';
export { certify, type CertifyOptions, type CertifyOutcome, proofBackend } from './certificate/certify.js';
export { type Manifest, readManifest } from './certificate/manifest.js';
export { type CheckRecord, PROOF_CHECKERS, type ProofCheckerName, parseCheckers } from './certificate/proof-checkers.js';
export { recheckCertificate } from './certificate/recheck.js';
export { type CertificateFile, certificateContents } from './certificate/contents.js';
export { certifyInMemory, type InMemoryCertificate, type InMemoryOptions } from './certificate/in-memory.js';
