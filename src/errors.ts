/** Where something was found in an input file: 1-based line and column. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/**
 * Bad input: a puzzle or file that cannot be read, or givens that break the rules.
 * The message is complete on its own; `toString` prefixes it with file:line:column.
 */
export class InputError extends Error {
  readonly position: SourcePosition | undefined;

  constructor(message: string, position?: SourcePosition) {
    super(message);
    this.name = 'InputError';
    this.position = position;
  }

  override toString(): string {
    const p = this.position;
    return p ? `${p.file}:${p.line}:${p.column}: ${this.message}` : this.message;
  }
}

/** The error for a file that cannot be read: "cannot read x.txt: no such file". */
export function cannotRead(path: string, error: unknown): InputError {
  const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
  return new InputError(`cannot read ${path}: ${reason}`);
}

/**
 * The error for an output that cannot be written, named by the path asked for (not the temporary
 * file behind it): "cannot write out/x.cnf: no such directory". The system error code is kept,
 * so the exit code stays that of an I/O error.
 */
export function cannotWrite(path: string, error: unknown): Error {
  const { code, message } = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = { ENOENT: 'no such directory', EACCES: 'permission denied', ENOSPC: 'no space left on device' };
  const reason = (code !== undefined ? reasons[code] : undefined) ?? message;
  return Object.assign(new Error(`cannot write ${path}: ${reason}`), { code });
}

/** A bad command-line option or argument (not a bad puzzle). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
