import { availableParallelism } from 'node:os';
import { type Command, Option } from 'commander';
import { type CommandName, optionsOf } from './schema.js';
import { checkCombinations } from './combinations.js';
import { readValue } from './values.js';

/**
 * Registers a command's options from the schema, in its order, with each value read and checked
 * as it is parsed; before the command runs, the options that exclude or need each other are
 * checked together (checkCombinations, as the library and the web app check them).
 */
export function addOptions(cmd: Command, command: CommandName): Command {
  for (const spec of optionsOf(command)) {
    const option = new Option(spec.flag, spec.help);
    if (spec.value === 'choice') option.choices(spec.choices!);
    else if (spec.value === 'jobs') {
      // More threads than cores would only share the cores (and each holds its own solvers).
      option.argParser((text: string) => Math.min(readValue(spec, text, undefined) as number, availableParallelism()));
    } else if (spec.value !== 'switch' && spec.value !== 'text' && spec.value !== 'list')
      option.argParser((text: string, previous: unknown) => readValue(spec, text, previous));
    if (spec.default !== undefined) {
      // A duration's default is shown as written and held as it is read.
      if (spec.value === 'duration') option.default(readValue(spec, String(spec.default), undefined), JSON.stringify(spec.default));
      else option.default(spec.default);
    }
    cmd.addOption(option);
  }
  return cmd.hook('preAction', (_command, action) => {
    checkCombinations(command, action.opts(), (key) => action.getOptionValueSource(key) === 'cli');
  });
}
