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

/** A bad command-line option or argument (not a bad puzzle). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
