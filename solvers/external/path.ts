import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Full path of an executable (a name looked up on PATH, or a path), or undefined. */
export function findExecutable(binary: string): string | undefined {
  const candidates = binary.includes('/') ? [binary] : (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((d) => join(d, binary));
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      if (statSync(path).isFile()) return path;
    } catch {
      // not here
    }
  }
  return undefined;
}
