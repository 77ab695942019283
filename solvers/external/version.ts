/** The first line a binary prints for its version arguments (a leading `c ` dropped), or `-`. */
export async function externalVersion(path: string, args: readonly string[] | null): Promise<string> {
  if (!args) return '-';
  const { execa } = await import('execa');
  const r = await execa(path, args, { reject: false, timeout: 3000, all: true, stdin: 'ignore' });
  const first = String(r.all ?? '')
    .split('\n')
    .map((l) => l.replace(/^c\s+/, '').trim())
    .find((l) => l !== '');
  return first ?? '-';
}
