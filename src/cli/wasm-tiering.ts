import { setFlagsFromString } from 'node:v8';

/**
 * How much a WebAssembly function runs (V8's rough count of bytes executed) before V8 compiles it
 * again with its optimizing compiler: ten times V8's default. A command that answers in a moment
 * no longer pays for optimizing the solver's functions it hardly uses, and a long search still
 * optimizes them early in its run (docs/decisions/25-webassembly-warm-up.md).
 */
export const WASM_TIERING_BUDGET = 18_000_000;

/** Raises V8's tier-up budget for the process's WebAssembly, unless the command line or NODE_OPTIONS sets one. */
export function deferWasmTierUp(): void {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  if (given.some((flag) => /^--wasm[-_]tiering[-_]budget\b/.test(flag))) return;
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
}
