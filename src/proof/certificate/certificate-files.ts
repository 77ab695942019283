import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import type { ByteOutput } from '../../cnf/byte-output.js';
import { type FormulaSource, streamDimacs } from '../../cnf/formula-source.js';
import type { Deadline } from '../../core/deadline.js';
import { cannotRead, ProofRejected, quote } from '../../core/errors.js';

const CHUNK = 1 << 20;
/** Files up to this size are read once and hashed in memory; larger ones are hashed first. */
const HASH_FIRST_BYTES = 64 << 20;

/**
 * Opens a file of a certificate for reading: a regular file only. A link is refused rather than
 * followed (it could name anything on the machine), and a FIFO or device is refused without
 * waiting on it (O_NONBLOCK: opening a FIFO with no writer does not block).
 */
async function openRegular(path: string): Promise<{ file: FileHandle; size: number }> {
  let file: FileHandle;
  try {
    file = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOOP')
      throw new ProofRejected(`${path} is a symbolic link: a certificate holds its files itself`);
    throw cannotRead(path, e);
  }
  const stat = await file.stat();
  if (!stat.isFile()) {
    await file.close();
    throw new ProofRejected(`${path} is not a regular file`);
  }
  return { file, size: stat.size };
}

/** What a certificate file must be before it is read: a size it must have, or one it may not pass. */
export interface FileLimits {
  /** The size the manifest records. */
  bytes?: number;
  /** The most a file of its kind can need. */
  maxBytes?: number;
  /** The SHA-256 the manifest records, checked before anything reads the bytes. */
  sha256?: string;
}

/**
 * Reads a regular file of a certificate whole, within its limits: its size is compared with
 * them before a byte is read, the reading stops at the deadline, and a recorded hash is compared
 * before the bytes are returned.
 */
export async function readCertificateFile(path: string, limits: FileLimits, deadline: Deadline): Promise<Buffer> {
  const { file, size } = await openRegular(path);
  try {
    if (limits.bytes !== undefined && size !== limits.bytes) {
      throw new ProofRejected(
        `${path} has ${size.toLocaleString('en-US')} bytes; the manifest records ${limits.bytes.toLocaleString('en-US')}`,
      );
    }
    if (limits.maxBytes !== undefined && size > limits.maxBytes) {
      throw new ProofRejected(
        `${path} has ${size.toLocaleString('en-US')} bytes, more than a file of its kind can need (${limits.maxBytes.toLocaleString('en-US')})`,
      );
    }
    // A large file is hashed in a first pass that keeps nothing: one that is not the file the
    // manifest records is rejected without ever being held in memory.
    if (limits.sha256 !== undefined && size > HASH_FIRST_BYTES) {
      const hash = createHash('sha256');
      const block = Buffer.allocUnsafe(CHUNK);
      for (let at = 0; at < size; ) {
        deadline.check('reading');
        const { bytesRead } = await file.read(block, 0, Math.min(CHUNK, size - at), at);
        if (bytesRead === 0) break;
        hash.update(block.subarray(0, bytesRead));
        at += bytesRead;
      }
      if (hash.digest('hex') !== limits.sha256) throw differentHash(path);
    }
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      deadline.check('reading');
      const { bytesRead } = await file.read(bytes, read, Math.min(CHUNK, size - read), read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    const whole = bytes.subarray(0, read);
    if (limits.sha256 !== undefined && createHash('sha256').update(whole).digest('hex') !== limits.sha256) throw differentHash(path);
    return whole;
  } finally {
    await file.close();
  }
}

const differentHash = (path: string) => new ProofRejected(`${path} is not the file the manifest records (its SHA-256 differs)`);

/** Stops the streaming of the expected formula at the first byte the file does not share. */
class Differs extends Error {}

/**
 * Compares what is written with a file, chunk by chunk, keeping the file's bytes: memory stays
 * within the smaller of the file and the formula, however large the formula a manifest asks for.
 */
class FileComparison {
  readonly chunks: Buffer[] = [];
  /** Bytes compared equal so far. */
  offset = 0;
  /** At the first difference: the expected bytes from there (what this chunk holds). */
  expectedTail: Uint8Array | undefined;
  private buffered = Buffer.alloc(0);

  constructor(
    private readonly file: FileHandle,
    private readonly size: number,
  ) {}

  /** Compares a chunk of the expected formula with the file's next bytes. */
  async compare(chunk: Uint8Array): Promise<void> {
    let at = 0;
    while (at < chunk.length) {
      if (this.buffered.length === 0) {
        const want = Math.min(CHUNK, this.size - this.offset);
        if (want <= 0) {
          this.expectedTail = chunk.subarray(at);
          throw new Differs();
        }
        const block = Buffer.allocUnsafe(want);
        const { bytesRead } = await this.file.read(block, 0, want, this.offset);
        this.buffered = block.subarray(0, bytesRead);
        this.chunks.push(this.buffered);
        if (bytesRead === 0) {
          this.expectedTail = chunk.subarray(at);
          throw new Differs();
        }
      }
      const n = Math.min(this.buffered.length, chunk.length - at);
      for (let i = 0; i < n; i++) {
        if (this.buffered[i] !== chunk[at + i]) {
          this.offset += i;
          this.expectedTail = chunk.subarray(at + i);
          throw new Differs();
        }
      }
      this.offset += n;
      at += n;
      this.buffered = this.buffered.subarray(n);
    }
  }
}

/** A ByteOutput whose writes go to an asynchronous comparison, waited for through `blocked`. */
class Queued implements ByteOutput {
  private pending: Promise<void> = Promise.resolve();
  private waiting = false;

  constructor(private readonly comparison: FileComparison) {}

  write(chunk: Uint8Array): void {
    this.pending = this.pending.then(() => this.comparison.compare(chunk));
    this.waiting = true;
  }

  get blocked(): boolean {
    return this.waiting;
  }

  async drained(): Promise<void> {
    await this.pending;
    this.waiting = false;
  }
}

/**
 * Compares a certificate's formula file with the formula built again from its puzzle, streaming
 * both: the expected DIMACS is made chunk by chunk and compared as it comes, so a manifest that
 * asks for a huge formula costs no more than the file it is compared with, and the deadline stops
 * it. Returns the file's bytes when they are the formula, byte for byte; otherwise ProofRejected
 * names the first line and column that differ.
 */
export async function compareFormulaFile(path: string, sources: readonly FormulaSource[], deadline: Deadline): Promise<Buffer> {
  const { file, size } = await openRegular(path);
  try {
    const comparison = new FileComparison(file, size);
    try {
      const out = new Queued(comparison);
      await streamDimacs(out, sources, [], deadline);
      await out.drained();
      if (comparison.offset < size) {
        comparison.expectedTail = new Uint8Array(0);
        throw new Differs();
      }
    } catch (e) {
      if (!(e instanceof Differs)) throw e;
      throw new ProofRejected(await describeDifference(path, file, size, comparison));
    }
    return Buffer.concat(comparison.chunks, size);
  } finally {
    await file.close();
  }
}

/** The line and column where a file first differs from the formula, with both excerpts there. */
async function describeDifference(path: string, file: FileHandle, size: number, comparison: FileComparison): Promise<string> {
  const seen = Buffer.concat(comparison.chunks);
  const at = comparison.offset;
  const lineStart = seen.lastIndexOf(0x0a, at - 1) + 1;
  const line = seen.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
  const column = at - lineStart + 1;
  // The rest of the file's line (up to 60 bytes past the difference), read where it was not yet.
  const actualRest = Buffer.alloc(Math.max(0, Math.min(60, size - at)));
  await file.read(actualRest, 0, actualRest.length, at);
  const prefix = seen.subarray(Math.max(lineStart, at - 20), at).toString('latin1');
  /** The rest of a line, up to 60 bytes, and whether it goes on past them. */
  const restOfLine = (bytes: Uint8Array) => {
    const text = Buffer.from(bytes.subarray(0, 60)).toString('latin1');
    const end = text.indexOf('\n');
    return end < 0 ? { text, more: bytes.length > 60 } : { text: text.slice(0, end), more: false };
  };
  const excerpt = (rest: { text: string; more: boolean }, ended: boolean) =>
    rest.text === '' && ended
      ? prefix === ''
        ? 'the end of the file'
        : `${quote(prefix, 80)}, then the end of the file`
      : `${quote(prefix + rest.text, 80)}${rest.more ? '…' : ''}`;
  const lead = at - lineStart > 20 ? '…' : '';
  const actual = excerpt(restOfLine(actualRest), at >= size);
  const expected = excerpt(restOfLine(comparison.expectedTail ?? new Uint8Array(0)), (comparison.expectedTail?.length ?? 0) === 0);
  return `${path} is not the formula of this puzzle: line ${line}, column ${column} reads ${lead}${actual}, expected ${lead}${expected}`;
}
