/** One line of a chart: its name (the legend) and its points, x ascending. */
export interface Series {
  name: string;
  points: readonly (readonly [number, number])[];
}

export interface ChartOptions {
  title: string;
  xLabel: string;
  yLabel: string;
  series: readonly Series[];
  /** A logarithmic axis (decades); values must be positive. */
  logX?: boolean;
  logY?: boolean;
}

const WIDTH = 760;
const HEIGHT = 460;
const MARGIN = { left: 80, right: 230, top: 40, bottom: 56 };
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fixed = (x: number) => Number(x.toFixed(2)).toString();

/** Maps data values to pixels along one axis, and chooses its ticks. */
function axis(values: readonly number[], log: boolean, from: number, to: number) {
  const t = (v: number) => (log ? Math.log10(v) : v);
  let lo = Math.min(...values.map(t));
  let hi = Math.max(...values.map(t));
  if (log) [lo, hi] = [Math.floor(lo), Math.ceil(hi)];
  if (hi === lo) [lo, hi] = [lo - 1, hi + 1];
  const position = (v: number) => from + ((t(v) - lo) / (hi - lo)) * (to - from);
  const ticks: number[] = [];
  if (log) for (let e = lo; e <= hi; e++) ticks.push(10 ** e);
  else {
    const step = 10 ** Math.floor(Math.log10((hi - lo) / 5));
    const nice = [1, 2, 5, 10].map((m) => m * step).find((s) => (hi - lo) / s <= 8)!;
    for (let v = Math.ceil(lo / nice) * nice; v <= hi + 1e-9; v += nice) ticks.push(Number(v.toPrecision(12)));
  }
  return { position, ticks };
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * One style of tick label per axis: a logarithmic axis labels its decades as powers of ten
 * (10⁶), a linear one writes plain numbers with thousands separators.
 */
function label(v: number, log: boolean): string {
  if (log) {
    const exponent = Math.round(Math.log10(v));
    const digits = String(Math.abs(exponent)).replace(/\d/g, (d) => SUPERSCRIPT[Number(d)]!);
    return `10${exponent < 0 ? '⁻' : ''}${digits}`;
  }
  return v.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/**
 * A line chart as a standalone SVG document: axes with ticks, one `<g class="series">` per
 * series (a polyline and a marker per point), and a legend. Nothing but SVG: it renders
 * anywhere, and tests can read it back as XML.
 */
export function lineChart(options: ChartOptions): string {
  const points = options.series.flatMap((s) => s.points);
  if (points.length === 0) throw new Error('internal error: a chart without points');
  const plot = { x0: MARGIN.left, x1: WIDTH - MARGIN.right, y0: HEIGHT - MARGIN.bottom, y1: MARGIN.top };
  const x = axis(
    points.map((p) => p[0]),
    options.logX ?? false,
    plot.x0,
    plot.x1,
  );
  const y = axis(
    points.map((p) => p[1]),
    options.logY ?? false,
    plot.y0,
    plot.y1,
  );
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<title>${escapeXml(options.title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="white"/>`,
    `<text x="${WIDTH / 2}" y="22" text-anchor="middle" font-size="15">${escapeXml(options.title)}</text>`,
    `<g class="axes" stroke="#444" fill="none"><path d="M${plot.x0} ${plot.y1}V${plot.y0}H${plot.x1}"/></g>`,
  ];
  for (const v of x.ticks) {
    const px = fixed(x.position(v));
    out.push(`<line x1="${px}" y1="${plot.y0}" x2="${px}" y2="${plot.y0 + 5}" stroke="#444"/>`);
    out.push(`<text x="${px}" y="${plot.y0 + 19}" text-anchor="middle">${escapeXml(label(v, options.logX ?? false))}</text>`);
  }
  for (const v of y.ticks) {
    const py = fixed(y.position(v));
    out.push(`<line x1="${plot.x0}" y1="${py}" x2="${plot.x1}" y2="${py}" stroke="#ddd"/>`);
    out.push(
      `<text x="${plot.x0 - 8}" y="${py}" text-anchor="end" dominant-baseline="middle">${escapeXml(label(v, options.logY ?? false))}</text>`,
    );
  }
  out.push(`<text x="${(plot.x0 + plot.x1) / 2}" y="${HEIGHT - 14}" text-anchor="middle">${escapeXml(options.xLabel)}</text>`);
  out.push(
    `<text transform="translate(18 ${(plot.y0 + plot.y1) / 2}) rotate(-90)" text-anchor="middle">${escapeXml(options.yLabel)}</text>`,
  );
  options.series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const coords = s.points.map(([px, py]) => `${fixed(x.position(px))},${fixed(y.position(py))}`);
    out.push(`<g class="series" data-name="${escapeXml(s.name)}" stroke="${colour}" fill="${colour}">`);
    out.push(`<polyline fill="none" stroke-width="1.8" points="${coords.join(' ')}"/>`);
    // Markers only where they stay readable.
    if (s.points.length <= 100)
      for (const c of coords) {
        const [cx, cy] = c.split(',');
        out.push(`<circle cx="${cx}" cy="${cy}" r="2.5"/>`);
      }
    const ly = MARGIN.top + 8 + i * 18;
    out.push(`<line x1="${plot.x1 + 16}" y1="${ly}" x2="${plot.x1 + 40}" y2="${ly}" stroke-width="2"/>`);
    out.push(`<text x="${plot.x1 + 46}" y="${ly}" stroke="none" fill="#222" dominant-baseline="middle">${escapeXml(s.name)}</text>`);
    out.push('</g>');
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
