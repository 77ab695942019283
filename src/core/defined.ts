/**
 * The object without its undefined values, so that an option left out stays out (`'key' in`,
 * JSON output): `definedOnly({ a, b })` in place of one `...(a !== undefined ? { a } : {})` each.
 */
export function definedOnly<T extends object>(object: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
}
