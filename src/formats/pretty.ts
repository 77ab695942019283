import type { Grid } from '../core/grid.js';

/**
 * A grid for people: boxes framed by `+---+` borders and `|`, blanks as `.`, numbers aligned.
 * The grid reader reads it back, the box shape from the frame.
 */
export function writePretty(grid: Grid): string {
  const { n, shape, cells } = grid;
  const { boxRows, boxCols, stacks } = shape;
  const width = String(n).length;
  const cell = (v: number) => (v === 0 ? '.' : String(v)).padStart(width);
  const border = `+${Array.from({ length: stacks }, () => '-'.repeat(boxCols * (width + 1) + 1)).join('+')}+`;
  const out: string[] = [border];
  for (let r = 0; r < n; r++) {
    let line = '|';
    for (let b = 0; b < stacks; b++) {
      const run: string[] = [];
      for (let c = b * boxCols; c < (b + 1) * boxCols; c++) run.push(cell(cells[r * n + c]!));
      line += ` ${run.join(' ')} |`;
    }
    out.push(line);
    if ((r + 1) % boxRows === 0) out.push(border);
  }
  return out.join('\n');
}
