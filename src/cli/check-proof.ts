import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import type { CheckRecord } from '../proof/certificate/proof-checkers.js';
import { parseCheckers } from '../proof/certificate/proof-checkers.js';
import { recheckCertificate } from '../proof/certificate/recheck.js';
import { Deadline, TimeLimitReached } from '../core/deadline.js';
import { cutShort, InputError, ProofRejected, UsageError } from '../core/errors.js';
import { errorText } from './messages.js';
import { EXIT, worstExit } from '../library/exit-codes.js';
import type { CheckMode } from '../proof/check-proof.js';
import { num } from './report.js';
import { writeStdout } from './stdout.js';

/** `1,234 lemmas, 987 needed; drat-binary; checked by sudocnf in 0.05 s` (backwards, only needed lemmas are checked). */
export function describeChecks(checks: readonly CheckRecord[], format: string): string {
  const own = checks.find((c) => c.checker === 'sudocnf');
  const lemmas =
    own?.lemmas !== undefined
      ? `${num(own.lemmas)} lemma${own.lemmas === 1 ? '' : 's'}${own.checked !== undefined && own.checked !== own.lemmas ? `, ${num(own.checked)} needed` : ''}; `
      : '';
  return `${lemmas}${format}; checked by ${checks.map((c) => `${c.checker} in ${c.seconds.toFixed(2)} s`).join(', ')}`;
}

type CheckProofFlags = { checker?: string; checkMode?: CheckMode; format: 'text' | 'json'; timeout?: number };

async function checkProofCommand(dirs: string[], flags: CheckProofFlags): Promise<number> {
  const checkers = parseCheckers(flags.checker);
  const codes: number[] = [];
  for (const dir of dirs) {
    try {
      const { manifest, checks } = await recheckCertificate(dir, checkers, flags.checkMode ?? 'forward', Deadline.after(flags.timeout));
      const claim = manifest.claim === 'unique' ? 'unique' : 'no solution';
      writeStdout(
        flags.format === 'json'
          ? `${JSON.stringify({ dir, verdict: 'verified', claim: manifest.claim, format: manifest.proof.format, checks })}\n`
          : `${dir}: verified, ${claim} (${describeChecks(checks, manifest.proof.format)})\n`,
      );
      codes.push(EXIT.ok);
    } catch (e) {
      if (e instanceof TimeLimitReached) {
        writeStdout(
          flags.format === 'json'
            ? `${JSON.stringify({ dir, verdict: 'unknown', reason: e.message })}\n`
            : `${dir}: unknown: ${e.message}\n`,
        );
        codes.push(EXIT.unknown);
        continue;
      }
      // A directory that cannot be read as a certificate is that directory's verdict; the others are still checked.
      if (e instanceof InputError || e instanceof UsageError) {
        const text = errorText(e);
        if (flags.format === 'json') writeStdout(`${JSON.stringify({ dir, verdict: 'bad-input', error: text })}\n`);
        process.stderr.write(`sudocnf: ${cutShort(dir)}: ${text}\n`);
        codes.push(EXIT.badInput);
        continue;
      }
      if (!(e instanceof ProofRejected)) throw e;
      if (flags.format === 'json') writeStdout(`${JSON.stringify({ dir, verdict: 'rejected', reason: e.message })}\n`);
      process.stderr.write(`sudocnf: ${cutShort(dir)}: rejected: ${cutShort(e.message)}\n`);
      codes.push(EXIT.proofRejected);
    }
  }
  return worstExit(codes);
}

export function checkProofCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('check-proof')
    .description('re-check certificates written by unique/solve --proof: rebuild the formula from the puzzle, compare it, check the proof')
    .argument('<dir...>', 'certificate directories');
  addOptions(cmd, 'check-proof').action((dirs: string[], flags: CheckProofFlags) => run(checkProofCommand(dirs, flags)));
}
