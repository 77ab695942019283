import { builtRegions, type Grid } from '../core/grid.js';

/**
 * A grid for people: boxes framed by `+---+` borders and `|`, blanks as `.`, numbers (the grid's own, 0-8 on a
 * grid of those values) aligned.
 * The grid reader reads it back, the box shape from the frame.
 */
export function writePretty(grid: Grid): string {
  if (grid.shape.regions) return writeRegions(grid, (r, c) => grid.shape.boxOf(r, c));
  // A complete grid of a chaos construction is drawn with the regions its values make.
  const built = builtRegions(grid);
  if (built) return writeRegions(grid, (r, c) => built[r * grid.n + c]!);
  const { n, shape, cells } = grid;
  const { boxRows, boxCols, stacks } = shape;
  const width = String(shape.valueOf(n)).length;
  const cell = (v: number) => (v === 0 ? '.' : String(shape.valueOf(v))).padStart(width);
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

/**
 * A jigsaw (or a chaos construction's solution) for people: each region framed, `|` between two cells side by side in different
 * regions and `-` between two cells one above the other, `+` where frames meet. For reading, not
 * read back (the puzzle's formats hold its regions: document, jigsaw, f-puzzles).
 */
function writeRegions(grid: Grid, regionAt: (r: number, c: number) => number): string {
  const { n, cells, shape } = grid;
  const width = String(shape.valueOf(n)).length;
  const region = (r: number, c: number) => (r < 0 || r >= n || c < 0 || c >= n ? -1 : regionAt(r, c));
  // A wall between two cells (or a cell and the outside) of different regions.
  const wall = (r1: number, c1: number, r2: number, c2: number) => region(r1, c1) !== region(r2, c2);
  const cell = (v: number) => ` ${(v === 0 ? '.' : String(shape.valueOf(v))).padStart(width)} `;
  const out: string[] = [];
  for (let r = 0; r <= n; r++) {
    // The line above row r: a dash under each cell whose region ends there, a plus where walls meet.
    let line = '';
    for (let c = 0; c <= n; c++) {
      const meets = wall(r - 1, c - 1, r - 1, c) || wall(r, c - 1, r, c) || wall(r - 1, c - 1, r, c - 1) || wall(r - 1, c, r, c);
      line += meets ? '+' : ' ';
      if (c < n) line += (wall(r - 1, c, r, c) ? '-' : ' ').repeat(width + 2);
    }
    out.push(line.trimEnd());
    if (r === n) break;
    let row = '';
    for (let c = 0; c <= n; c++) {
      row += wall(r, c - 1, r, c) ? '|' : ' ';
      if (c < n) row += cell(cells[r * n + c]!);
    }
    out.push(row.trimEnd());
  }
  return out.join('\n');
}
