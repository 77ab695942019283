import type { Command, Option } from 'commander';
import { buildProgram } from './main.js';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text: string) => `\`${text}\``;

function optionRow(option: Option): string {
  const given = option.defaultValueDescription ?? (option.defaultValue === undefined ? '' : JSON.stringify(option.defaultValue));
  const defaultText = /^"[^"]*"$/.test(given) ? given.slice(1, -1) : given;
  const values = option.argChoices ? option.argChoices.map(code).join(', ') : '';
  return `| ${code(option.flags)} | ${cell(option.description)} | ${defaultText === '' || defaultText === '[]' ? '' : code(defaultText)} | ${values} |`;
}

function commandSection(command: Command): string[] {
  const args = command.registeredArguments.map((a) => (a.required ? `<${a.name()}${a.variadic ? '...' : ''}>` : `[${a.name()}]`));
  const lines = [`## ${code(['sudocnf', command.name(), ...args].join(' '))}`, '', command.description(), ''];
  if (command.aliases().length > 0)
    lines.push(
      `Also: ${command
        .aliases()
        .map((a) => code(`sudocnf ${a}`))
        .join(', ')}.`,
      '',
    );
  if (command.registeredArguments.length > 0) {
    lines.push('| argument | meaning |', '|---|---|');
    for (const a of command.registeredArguments) lines.push(`| ${code(a.name())} | ${cell(a.description)} |`);
    lines.push('');
  }
  const options = command.options.filter((o) => !o.hidden);
  if (options.length > 0) {
    lines.push('| option | meaning | default | values |', '|---|---|---|---|');
    for (const o of options) lines.push(optionRow(o));
    lines.push('');
  }
  return lines;
}

/**
 * The CLI reference (docs/cli.md): every command with its arguments and options as the option
 * schema registers them. `npm run docs:cli` writes it; a test holds the file to it.
 */
export async function cliReference(): Promise<string> {
  const program = await buildProgram(async () => {});
  const commands = program.commands;
  const lines = [
    '# CLI reference',
    '',
    'Every command and option of `sudocnf`, generated from the option schema (`src/options/schema.ts`) by',
    '`npm run docs:cli`: the help each command prints holds the same. What the options do and how they',
    'work together is in the guides: [using the command line](usage.md), [encodings](encodings.md),',
    '[solvers](solvers.md), [proofs](proofs.md), [logic](logic.md), [the generator](generator.md) and',
    '[the web app](web.md). Exit codes are listed in [usage](usage.md#exit-codes).',
    '',
    ...commands.map((c) => `- [${code(`sudocnf ${c.name()}`)}](#${anchorOf(c)}): ${c.description()}`),
    '',
    ...commands.flatMap(commandSection),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The anchor GitHub gives a command's heading. */
function anchorOf(command: Command): string {
  const args = command.registeredArguments.map((a) => (a.required ? `<${a.name()}${a.variadic ? '...' : ''}>` : `[${a.name()}]`));
  return ['sudocnf', command.name(), ...args]
    .join(' ')
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replaceAll(' ', '-');
}
