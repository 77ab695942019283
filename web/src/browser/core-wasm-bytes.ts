/** In the browser the module is fetched from beside the worker's script (dist/web/cadical-core.wasm). */
export async function coreWasmBytes(): Promise<Uint8Array> {
  const response = await fetch(new URL('./cadical-core.wasm', import.meta.url));
  if (!response.ok) throw new Error(`cadical-core.wasm: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
