import type { Writable } from 'node:stream';

/** A consumer of byte chunks that may ask the producer to wait (stream backpressure). */
export interface ByteOutput {
  /** Takes ownership of `chunk`. */
  write(chunk: Uint8Array): void;
  /** True while the consumer wants the producer to wait for `drained()`. */
  readonly blocked: boolean;
  drained(): Promise<void>;
}

/** A ByteOutput over a Node writable stream; a stream error surfaces on the next write or wait. */
export class StreamOutput implements ByteOutput {
  private failure: Error | undefined;
  private full = false;

  constructor(private readonly stream: Writable) {
    stream.on('error', (e: Error) => {
      this.failure = e;
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
      const onDrain = () => {
        this.stream.off('error', onError);
        this.full = false;
        resolve();
      };
      const onError = (e: Error) => {
        this.stream.off('drain', onDrain);
        reject(e);
      };
      this.stream.once('drain', onDrain);
      this.stream.once('error', onError);
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

  text(): string {
    return Buffer.concat(this.chunks).toString('latin1');
  }
}
