import { readFile } from 'node:fs/promises';

/** The module's bytes, from the file beside this one (the build copies it into dist). The web app's build puts a fetch in its place. */
export function coreWasmBytes(): Promise<Uint8Array> {
  return readFile(new URL('./cadical-core.wasm', import.meta.url));
}
