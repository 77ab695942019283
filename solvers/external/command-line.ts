/**
 * Splits a `--solver-cmd` command line into the file and its arguments the way execa's
 * `parseCommandString` does: on runs of spaces, a backslash before a space keeping it inside the
 * word. Written out here because loading execa costs about 0.4 s of start-up, which every
 * command would pay to open a route; execa itself is loaded only when a solver runs. A test
 * checks that both split alike.
 */
export function splitCommandLine(commandLine: string): string[] {
  const trimmed = commandLine.trim();
  if (trimmed === '') return [];
  const words: string[] = [];
  for (const token of trimmed.split(/ +/)) {
    const previous = words[words.length - 1];
    if (previous?.endsWith('\\')) words[words.length - 1] = `${previous.slice(0, -1)} ${token}`;
    else words.push(token);
  }
  return words;
}
