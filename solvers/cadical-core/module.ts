import { coreWasmBytes } from './wasm-bytes.js';

/** A WebAssembly memory, as much of it as the solver uses. */
export interface CoreMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

/** The part of the WebAssembly API used here, typed locally: Node's types and the DOM's declare it differently, or not at all. */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: object }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** The C functions of glue.cpp, as the module exports them (pointers are byte offsets into its memory). */
export interface CoreExports {
  memory: CoreMemory;
  _initialize(): void;
  core_new(): number;
  core_delete(core: number): void;
  core_version(): number;
  core_set(core: number, name: number, value: number): number;
  core_reserve(core: number, maxVar: number): void;
  core_add(core: number, lits: number, count: number): void;
  core_solve(core: number, assumptions: number, count: number, timeoutMs: number, conflicts: number): number;
  core_model(core: number, out: number, maxVar: number): void;
  core_failed(core: number, lit: number): number;
  core_phase(core: number, lit: number): void;
  core_statistics(core: number): void;
  core_proof_start(core: number, binary: number): number;
  core_proof_size(core: number): number;
  core_proof_bytes(core: number): number;
  core_sum_add(core: number, target: number, distinct: number, cells: number, data: number): number;
  core_sum_checks(core: number, paranoid: number, logging: number): void;
  core_sum_log_size(core: number): number;
  core_sum_log_data(core: number): number;
  core_error(core: number): number;
  core_malloc(bytes: number): number;
  core_free(pointer: number): void;
}

/** One instance of the module: its exports, what it prints while `capture` is set, and the stop request it polls. */
export interface CoreInstance {
  exports: CoreExports;
  /** Lines written to standard output, while a caller collects them. */
  capture: string[] | undefined;
  /** Polled by the search with its deadline: a race or a Stop button ends a search through it. */
  stopRequested: () => boolean;
  /** Called at each such poll, which comes often while a search runs (the search holds the thread meanwhile). */
  polled: () => void;
  bytes(): Uint8Array;
  int32(): Int32Array;
  /** A NUL-terminated string of the module's memory. */
  string(pointer: number): string;
  /** Writes a NUL-terminated string into freshly allocated memory; free it with core_free. */
  allocString(text: string): number;
}

let compiled: Promise<object> | undefined;

/** The compiled module (a WebAssembly.Module, which a worker thread can be sent), compiled once per process. */
export function compiledCore(): Promise<object> {
  compiled ??= coreWasmBytes().then((bytes) => wasmApi.compile(bytes));
  return compiled.catch((e: unknown) => {
    compiled = undefined;
    throw e;
  });
}

/**
 * A new instance of the core: its own memory, so that one instance's failure (a trap, out of
 * memory) leaves the others as they were.
 */
export async function instantiateCore(): Promise<CoreInstance> {
  return coreOn(await compiledCore());
}

/**
 * An instance of the compiled module. It uses nothing but the globals of JavaScript, so that a
 * worker thread of the race can run it from its text (see cadical-race/racer-main.ts).
 */
export async function coreOn(module: object): Promise<CoreInstance> {
  const ERRNO_BADF = 8;
  const ERRNO_NOSYS = 52;
  let exports: CoreExports | undefined;
  const decoder = new TextDecoder();
  let pendingLine = '';
  const view = () => new DataView(exports!.memory.buffer);
  const core: CoreInstance = {
    get exports() {
      return exports!;
    },
    capture: undefined,
    stopRequested: () => false,
    polled: () => {},
    bytes: () => new Uint8Array(exports!.memory.buffer),
    int32: () => new Int32Array(exports!.memory.buffer),
    string(pointer) {
      const bytes = new Uint8Array(exports!.memory.buffer);
      let end = pointer;
      while (bytes[end] !== 0) end++;
      return decoder.decode(bytes.subarray(pointer, end));
    },
    allocString(text) {
      const encoded = new TextEncoder().encode(text);
      const pointer = exports!.core_malloc(encoded.length + 1);
      const bytes = new Uint8Array(exports!.memory.buffer);
      bytes.set(encoded, pointer);
      bytes[pointer + encoded.length] = 0;
      return pointer;
    },
  };
  // What the C library of a standalone module asks of its host: a clock and standard output; nothing else is used.
  const wasi = {
    clock_time_get(_clock: number, _precision: bigint, out: number): number {
      view().setBigUint64(out, BigInt(Math.round((performance.timeOrigin + performance.now()) * 1e6)), true);
      return 0;
    },
    fd_write(fd: number, iovs: number, count: number, written: number): number {
      const dv = view();
      let total = 0;
      let text = '';
      for (let i = 0; i < count; i++) {
        const pointer = dv.getUint32(iovs + i * 8, true);
        const length = dv.getUint32(iovs + i * 8 + 4, true);
        text += decoder.decode(new Uint8Array(exports!.memory.buffer, pointer, length));
        total += length;
      }
      dv.setUint32(written, total, true);
      if (fd === 1 && core.capture) {
        const lines = (pendingLine + text).split('\n');
        pendingLine = lines.pop()!;
        core.capture.push(...lines);
      }
      return 0;
    },
    fd_read: () => ERRNO_BADF,
    fd_close: () => 0,
    fd_seek: () => ERRNO_NOSYS,
    fd_fdstat_get: () => ERRNO_NOSYS,
    environ_sizes_get(count: number, size: number): number {
      view().setUint32(count, 0, true);
      view().setUint32(size, 0, true);
      return 0;
    },
    environ_get: () => 0,
    proc_exit(code: number): never {
      throw new Error(`the solver exited (${code})`);
    },
  };
  const env = {
    stop_requested: () => {
      core.polled();
      return core.stopRequested() ? 1 : 0;
    },
    now_ms: () => performance.now(),
    emscripten_notify_memory_growth: () => {},
    __call_sighandler: () => {
      throw new Error('the solver raised a signal');
    },
    __syscall_stat64: () => -44,
  };
  const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const instance = await api.instantiate(module, { wasi_snapshot_preview1: wasi, env });
  exports = instance.exports as unknown as CoreExports;
  exports._initialize();
  return core;
}
