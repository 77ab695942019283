/** A consumer of byte chunks that may ask the producer to wait (stream backpressure). */
export interface ByteOutput {
  /** Takes ownership of `chunk`. */
  write(chunk: Uint8Array): void;
  /** True while the consumer wants the producer to wait for `drained()`. */
  readonly blocked: boolean;
  drained(): Promise<void>;
}

/**
 * What StreamOutput uses of a Node writable stream (a file, standard output, a child's stdin, a
 * gzip stream): its shape, so that the library's declarations compile without Node's types.
 */
export interface WritableLike {
  /** False when the stream wants the writer to wait for `drain`. */
  write(chunk: Uint8Array): boolean;
  on(event: 'error', listener: (error: Error) => void): unknown;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * A ByteOutput over a Node writable stream; a stream error surfaces on the next write or wait,
 * passed through `describe` when given (to name the output the user asked for).
 */
export class StreamOutput implements ByteOutput {
  private failure: Error | undefined;
  private full = false;

  constructor(
    private readonly stream: WritableLike,
    describe: (error: Error) => Error = (e) => e,
  ) {
    stream.on('error', (e: Error) => {
      this.failure = describe(e);
    });
  }

  write(chunk: Uint8Array): void {
    if (this.failure) throw this.failure;
    if (!this.stream.write(chunk)) this.full = true;
  }

  get blocked(): boolean {
    return this.full || this.failure !== undefined;
  }

  drained(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.full) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        this.stream.off('drain', onDrain);
        this.stream.off('error', onError);
        this.stream.off('close', onClose);
      };
      const onDrain = () => {
        done();
        this.full = false;
        resolve();
      };
      const onError = (e: Error) => {
        done();
        reject(this.failure ?? e);
      };
      // A consumer that goes away (a child process that exited) may close without an error.
      const onClose = () => {
        done();
        this.failure ??= Object.assign(new Error('the output was closed'), { code: 'EPIPE' });
        reject(this.failure);
      };
      this.stream.once('drain', onDrain);
      this.stream.once('error', onError);
      this.stream.once('close', onClose);
    });
  }
}

/** Collects everything in memory (tests, small formulas). */
export class MemoryOutput implements ByteOutput {
  readonly blocked = false;
  private readonly chunks: Uint8Array[] = [];

  write(chunk: Uint8Array): void {
    this.chunks.push(chunk);
  }

  drained(): Promise<void> {
    return Promise.resolve();
  }

  bytes(): Uint8Array {
    const all = new Uint8Array(this.chunks.reduce((sum, c) => sum + c.length, 0));
    let at = 0;
    for (const c of this.chunks) {
      all.set(c, at);
      at += c.length;
    }
    return all;
  }

  text(): string {
    return new TextDecoder().decode(this.bytes());
  }
}
