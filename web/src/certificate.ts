import type { App } from './app.js';
import { saveFile } from './downloads.js';
import { busy } from './long-work.js';
import { count, failed, ms, verdict } from './messages.js';

const VERSION = __SUDOCNF_VERSION__;

/** A certificate of uniqueness (or of no solution), made in the worker and downloaded as a zip of its folder. */
export async function downloadCertificate({ state, workers }: App): Promise<void> {
  const { source } = state.game;
  const [file] = source.split('#');
  const args = [source.startsWith('<') ? '<file>' : file!];
  const command = await workers.quick
    .run({ kind: 'command', command: 'unique', args, options: { proof: 'sudocnf-certificate' } })
    .catch(failed);
  if (command === undefined) return;
  const r = await busy('Certifying', () =>
    workers.long.run({ kind: 'certificate', puzzle: state.puzzleData(), command, sudocnf: VERSION }),
  );
  if (!r) return;
  if (!r.zip) {
    verdict(
      r.verdict === 'multiple'
        ? 'Not unique: there is nothing to certify (Unique shows two solutions).'
        : `No certificate: ${r.reason ?? 'unknown'}.`,
    );
    return;
  }
  saveFile('sudocnf-certificate.zip', new Blob([r.zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const claim = r.verdict === 'unique' ? 'exactly one solution' : 'no solution';
  verdict(
    `Certificate of ${claim} downloaded (sudocnf-certificate.zip; a proof of ${count(r.lemmas ?? 0)} lemmas, checked, ${ms(r.seconds)}). Unzip it and run: sudocnf check-proof sudocnf-certificate`,
  );
}
