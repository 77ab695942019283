import { createWriteStream, openSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { cannotWrite } from '../core/errors.js';
import { holdingSignals } from '../core/exit-cleanup.js';
import { releaseTemp, removeTemp, trackTemp } from '../core/temp.js';
import { StreamOutput } from './byte-output.js';

export interface OpenOutput {
  output: StreamOutput;
  /** Completes the output: flushes it and, for a file, moves it into place. */
  finish(): Promise<void>;
  /** Gives up: a partly written file is removed and any earlier file at the path is kept. */
  abort(): Promise<void>;
}

function isSpecialFile(path: string): boolean {
  try {
    return !statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Opens standard output (path undefined or `-`) or a file. A file is written to a temporary
 * sibling and renamed over the target only when complete, so a failed run never leaves a
 * truncated file or destroys an earlier one. Devices and pipes (`/dev/null`, a FIFO) are written
 * in place. A name ending in `.gz` is gzip-compressed.
 */
export function openOutput(path?: string): OpenOutput {
  if (path === undefined || path === '-') {
    // A closed pipe stays EPIPE (the command line ends quietly); anything else is named.
    const output = new StreamOutput(process.stdout, (e) =>
      (e as NodeJS.ErrnoException).code === 'EPIPE' ? e : cannotWrite('standard output', e),
    );
    return { output, finish: () => output.drained(), abort: async () => {} };
  }
  const describe = (e: unknown) => cannotWrite(path, e);
  if (isSpecialFile(path)) {
    const stream = createWriteStream(path, { flags: 'a' });
    const output = new StreamOutput(stream, describe);
    return {
      output,
      async finish() {
        stream.end();
        await finished(stream).catch((e: unknown) => Promise.reject(describe(e)));
      },
      async abort() {
        stream.destroy();
      },
    };
  }
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  // `wx`: a fresh file, never one planted at the temporary name (a link would be followed). Tracked
  // before it exists and opened synchronously: an open still under way when an interrupt's exit
  // hook removes the name would create the file after it.
  const fd = holdingSignals(() => {
    trackTemp(temp);
    try {
      return openSync(temp, 'wx');
    } catch (e) {
      releaseTemp(temp);
      throw describe(e);
    }
  });
  const file = createWriteStream(temp, { fd });
  let head: Writable = file;
  if (path.endsWith('.gz')) {
    const gzip = createGzip();
    gzip.pipe(file);
    gzip.on('error', (e) => file.destroy(e));
    // A file that fails (a full disk) must fail the gzip stream written to, or its writer waits
    // for a drain that never comes.
    file.on('error', (e) => gzip.destroy(e));
    head = gzip;
  }
  const output = new StreamOutput(head, describe);
  const settled = finished(file).catch(() => {});
  return {
    output,
    async finish() {
      head.end();
      try {
        await finished(file);
        // Synchronous: an interrupt comes before the rename (the temporary file is removed) or after.
        holdingSignals(() => {
          renameSync(temp, path);
          releaseTemp(temp);
        });
      } catch (e) {
        throw describe(e);
      }
    },
    async abort() {
      head.destroy();
      file.destroy();
      await settled;
      await removeTemp(temp);
    },
  };
}
