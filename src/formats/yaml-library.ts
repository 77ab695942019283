import { createRequire } from 'node:module';

type YamlModule = typeof import('yaml');
let loaded: YamlModule | undefined;

/**
 * The yaml package, loaded on first use: few puzzle files are YAML, and loading it costs every
 * command about 40 ms. The web build puts web/src/browser/yaml-library.ts in this module's place.
 */
export function yamlLibrary(): YamlModule {
  loaded ??= createRequire(import.meta.url)('yaml') as YamlModule;
  return loaded;
}
