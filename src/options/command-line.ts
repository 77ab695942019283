import { type CommandName, longFlag, optionsOf } from './schema.js';

/** A word for a shell: as it is when it is safe, else in single quotes. */
const shellWord = (word: string) => (/^[\w@%+=:,./{}-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);

/**
 * The command line that does what these options (by their library names) ask, in their order:
 * each left out where it is the command's default (unless `shown`), switches bare. The web app
 * shows it beside what it did, so that the same can be run in a terminal.
 */
export function commandLine(
  command: CommandName,
  args: readonly string[],
  options: Readonly<Record<string, unknown>>,
  shown: readonly string[] = [],
): string {
  const words = ['sudocnf', command, ...args.map(shellWord)];
  const specs = optionsOf(command);
  for (const [key, value] of Object.entries(options)) {
    const spec = specs.find((s) => s.key === key);
    if (!spec) throw new Error(`internal error: ${command} takes no option ${key}`);
    if (value === undefined || value === false || (value === spec.default && !shown.includes(key))) continue;
    const flag = longFlag(spec.flag);
    words.push(value === true ? flag : `${flag} ${shellWord(String(value))}`);
  }
  return words.join(' ');
}
