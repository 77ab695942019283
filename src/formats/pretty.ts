import type { Grid } from '../grid.js';

/**
 * A grid for people: boxes framed by `+---+` borders and `|`, blanks as `.`, numbers aligned.
 * The grid reader reads it back.
 */
export function writePretty(grid: Grid): string {
  const { n, k, cells } = grid;
  const width = String(n).length;
  const cell = (v: number) => (v === 0 ? '.' : String(v)).padStart(width);
  const border = '+' + Array.from({ length: k }, () => '-'.repeat(k * (width + 1) + 1)).join('+') + '+';
  const out: string[] = [border];
  for (let r = 0; r < n; r++) {
    let line = '|';
    for (let b = 0; b < k; b++) {
      const run: string[] = [];
      for (let c = b * k; c < (b + 1) * k; c++) run.push(cell(cells[r * n + c]!));
      line += ' ' + run.join(' ') + ' |';
    }
    out.push(line);
    if ((r + 1) % k === 0) out.push(border);
  }
  return out.join('\n');
}
