/**
 * An option named in a message. The library spells it as the option a caller passes
 * (`solverCmd`, `amo: 'auto'`); the command line spells it as its flag (`--solver-cmd`,
 * `--amo auto`). Messages are built with {@link says} so user text can never be taken for one.
 */
export interface OptionRef {
  readonly option: string;
  readonly value?: string;
}

/** How a message spells the options it names. */
export type OptionSpelling = (option: string, value?: string) => string;

/** A message: text, with the options it names kept apart until it is spelled. */
export type Message = readonly (string | OptionRef)[];

/** An option for a message: `opt('amo', 'auto')`. */
export function opt(option: string, value?: string): OptionRef {
  return value === undefined ? { option } : { option, value };
}

const isOption = (part: unknown): part is OptionRef => typeof part === 'object' && part !== null && 'option' in part;

/** A message from a template: options (made by `opt`) stay options, anything else becomes text. */
export function says(strings: TemplateStringsArray, ...values: unknown[]): Message {
  const parts: (string | OptionRef)[] = [strings[0]!];
  values.forEach((value, i) => {
    parts.push(isOption(value) ? value : String(value), strings[i + 1]!);
  });
  return parts;
}

/** The library's spelling: the option names of the API. */
export const librarySpelling: OptionSpelling = (option, value) => (value === undefined ? option : `${option}: '${value}'`);

export function spell(message: string | Message, spelling: OptionSpelling = librarySpelling): string {
  if (typeof message === 'string') return message;
  return message.map((part) => (typeof part === 'string' ? part : spelling(part.option, part.value))).join('');
}

/** Where something was found in an input file: 1-based line and column. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** The line and column (1-based) of an offset into a file's text. */
export function positionAt(file: string, text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset);
  return { file, line: before.split('\n').length, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/**
 * Bad input: a puzzle or file that cannot be read, or givens that break the rules.
 * The message is complete on its own; `toString` prefixes it with file:line:column.
 */
export class InputError extends Error {
  readonly position: SourcePosition | undefined;
  /** The message with the options it names kept apart. */
  readonly said: Message;

  constructor(message: string | Message, position?: SourcePosition) {
    super(spell(message));
    this.name = 'InputError';
    this.position = position;
    this.said = typeof message === 'string' ? [message] : message;
  }

  override toString(spelling: OptionSpelling = librarySpelling): string {
    const p = this.position;
    const text = spell(this.said, spelling);
    return p ? `${p.file}:${p.line}:${p.column}: ${text}` : text;
  }
}

/** The error for a file that cannot be read: "cannot read x.txt: no such file". */
export function cannotRead(path: string, error: unknown): InputError {
  const { code, message } = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = { ENOENT: 'no such file', ENAMETOOLONG: 'a name too long for a file' };
  // The system's message names the path again: it is named once, and cut short.
  const reason = (code !== undefined ? reasons[code] : undefined) ?? message.split(path).join('…');
  return new InputError(`cannot read ${cutShort(path)}: ${reason}`);
}

/**
 * A text as a message repeats it: each run of more than 200 characters without a space (an
 * argument of 100 KB mistaken for a file name or an option's value) cut to its first 100.
 */
export function cutShort(text: string): string {
  return text.replace(/\S{201,}/g, (word) => {
    // Its closing quote and colon stay.
    const end = /[^\p{L}\p{N}]{0,3}$/u.exec(word)![0];
    return `${word.slice(0, 100)}… (${(word.length - end.length).toLocaleString('en-US')} characters)${end}`;
  });
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

/** A bad option or argument (not a bad puzzle). */
export class UsageError extends Error {
  /** The message with the options it names kept apart. */
  readonly said: Message;

  constructor(message: string | Message) {
    super(spell(message));
    this.name = 'UsageError';
    this.said = typeof message === 'string' ? [message] : message;
  }
}

/** A proof that does not check, or a certificate whose parts do not belong together. */
export class ProofRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProofRejected';
  }
}

/**
 * Input text for a message: in quotes, cut to `max` characters (then `…`), with anything that
 * is not printable ASCII escaped (\n, \x00, \u{…}), so a binary or huge input cannot flood or
 * garble the terminal.
 */
export function quote(text: string, max = 40): string {
  const chars = Array.from(text.length > max * 2 ? text.slice(0, max * 2) : text);
  let out = '';
  for (const ch of chars.slice(0, max)) {
    const code = ch.codePointAt(0)!;
    if (ch === "'" || ch === '\\') out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code <= 0xff) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += `\\u{${code.toString(16)}}`;
  }
  return `'${out}'${chars.length > max ? '…' : ''}`;
}
