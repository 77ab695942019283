import { openOutput } from '../cnf/file-output.js';

/** Writes a chart to a file, whole or not at all (`-` for standard output). */
export async function writePlot(path: string, svg: string): Promise<void> {
  const out = openOutput(path);
  try {
    out.output.write(new TextEncoder().encode(svg));
    await out.finish();
  } catch (e) {
    await out.abort();
    throw e;
  }
}
