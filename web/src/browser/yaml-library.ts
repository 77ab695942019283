import * as YAML from 'yaml';

/** The web build's stand-in for src/formats/yaml-library.ts: the bundle holds the yaml package already. */
export function yamlLibrary(): typeof YAML {
  return YAML;
}
