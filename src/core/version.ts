import { existsSync, readFileSync } from 'node:fs';

/** The package's package.json: three folders up from the built module (dist/src/core), two from its source. */
function packageFile(): URL {
  const built = new URL('../../../package.json', import.meta.url);
  return existsSync(built) ? built : new URL('../../package.json', import.meta.url);
}

/** sudocnf's version, from its package.json. */
export const VERSION = (JSON.parse(readFileSync(packageFile(), 'utf8')) as { version: string }).version;
