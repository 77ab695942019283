import { type Command, Option } from 'commander';
import type { CheckRecord } from '../certificate/proof-checkers.js';
import { PROOF_CHECKERS, parseCheckers } from '../certificate/proof-checkers.js';
import { recheckCertificate } from '../certificate/recheck.js';
import { ProofRejected } from '../errors.js';
import { EXIT } from '../exit-codes.js';
import { writeStdout } from './stdout.js';

const num = (x: number) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `1,234 lemmas, 987 needed; drat-binary; checked by sudocnf in 0.05 s`: only needed lemmas are checked. */
export function describeChecks(checks: readonly CheckRecord[], format: string): string {
  const own = checks.find((c) => c.checker === 'sudocnf');
  const lemmas =
    own?.lemmas !== undefined ? `${num(own.lemmas)} lemma${own.lemmas === 1 ? '' : 's'}${own.checked !== undefined && own.checked !== own.lemmas ? `, ${num(own.checked)} needed` : ''}; ` : '';
  return `${lemmas}${format}; checked by ${checks.map((c) => `${c.checker} in ${c.seconds.toFixed(2)} s`).join(', ')}`;
}

async function checkProofCommand(dirs: string[], flags: { checker?: string; format: 'text' | 'json' }): Promise<number> {
  const checkers = parseCheckers(flags.checker);
  let worst: number = EXIT.ok;
  for (const dir of dirs) {
    try {
      const { manifest, checks } = await recheckCertificate(dir, checkers);
      const claim = manifest.claim === 'unique' ? 'unique' : 'no solution';
      writeStdout(
        flags.format === 'json'
          ? JSON.stringify({ dir, verdict: 'verified', claim: manifest.claim, format: manifest.proof.format, checks }) + '\n'
          : `${dir}: verified, ${claim} (${describeChecks(checks, manifest.proof.format)})\n`,
      );
    } catch (e) {
      if (!(e instanceof ProofRejected)) throw e;
      if (flags.format === 'json') writeStdout(JSON.stringify({ dir, verdict: 'rejected', reason: e.message }) + '\n');
      process.stderr.write(`sudocnf: ${dir}: rejected: ${e.message}\n`);
      worst = EXIT.proofRejected;
    }
  }
  return worst;
}

export function checkProofCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  program
    .command('check-proof')
    .description('re-check certificates written by unique/solve --proof: rebuild the formula from the puzzle, compare it, check the proof')
    .argument('<dir...>', 'certificate directories')
    .option('--checker <names>', `proof checkers, comma-separated: ${PROOF_CHECKERS.join(', ')} (default sudocnf; the others where on PATH)`)
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action((dirs: string[], flags: { checker?: string; format: 'text' | 'json' }) => run(checkProofCommand(dirs, flags)));
}
