/** JSON.stringify that writes BigInt values as plain JSON numbers, exactly. */
export function toJson(value: unknown, indent?: number): string {
  const marked = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `@@bigint:${v}@@` : v), indent);
  return marked.replace(/"@@bigint:(-?\d+)@@"/g, '$1');
}
