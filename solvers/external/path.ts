import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where a binary may be: the path itself, or each folder of PATH. */
function candidates(binary: string): string[] {
  return binary.includes('/')
    ? [binary]
    : (process.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((d) => join(d, binary));
}

/** The first file a binary names that is there but may not be run (no execute permission), or undefined. */
export function findNotExecutable(binary: string): string | undefined {
  return candidates(binary).find((path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  });
}

/** Full path of an executable (a name looked up on PATH, or a path), or undefined. */
export function findExecutable(binary: string): string | undefined {
  for (const path of candidates(binary)) {
    try {
      accessSync(path, constants.X_OK);
      if (statSync(path).isFile()) return path;
    } catch {
      // not here
    }
  }
  return undefined;
}
