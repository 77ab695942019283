/** Renders rows as an aligned text table: numbers (and '-' or '>N' among them) right-aligned, with thousands separators. */
export function renderTable(headers: readonly string[], rows: readonly (readonly (string | bigint | number)[])[]): string {
  const cells = rows.map((row) => row.map((v) => (typeof v === 'string' ? v : v.toLocaleString('en-US'))));
  const filler = (v: string | bigint | number) => typeof v !== 'string' || v === '-' || /^>[\d,]+$/.test(v);
  const numeric = headers.map((_, i) => rows.some((r) => typeof r[i] !== 'string') && rows.every((r) => filler(r[i]!)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** Renders rows as CSV (RFC 4180 quoting where needed). */
export function renderCsv(headers: readonly string[], rows: readonly (readonly (string | bigint | number)[])[]): string {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [headers, ...rows.map((r) => r.map(String))].map((r) => r.map(quote).join(',')).join('\n');
}
