import { ruleFamilies } from '../../encodings/rules.js';
import { DEFAULT_LINE_ENCODING, lineEncodingName } from '../../encodings/lines.js';
import { ruleKind } from '../core/rules/index.js';
import { DEFAULT_SUM_ENCODING, sumEncodingText } from '../../encodings/sums/index.js';
import { DEFAULT_SUM_REDUNDANCY, sumRedundancyName } from '../../encodings/sums/redundancy.js';
import { DEFAULT_THERMOMETER_ENCODING, thermometerEncoding } from '../../encodings/thermometers.js';
import { encodingName, type EncodingSpec } from '../../encodings/spec.js';
import { regionLetters } from '../formats/regions.js';
import type { Shape } from '../core/shape.js';
import { cellVariableMapping } from '../core/cell-variables.js';
import type { ByteOutput } from '../cnf/byte-output.js';
import { streamDimacs } from '../cnf/formula-source.js';
import type { Grid } from '../core/grid.js';
import { type FormulaInfo, type FormulaOptions, puzzleFormula } from './puzzle-formula.js';

const GIVENS_NOTE = {
  units: 'units (one unit clause per given)',
  assumptions: 'assumptions (not written as clauses; listed below)',
  eliminate: "eliminate (Kwon & Jain's optimized encoding: literals decided by a given removed; numbering unchanged)",
};

/** The comment lines that open a puzzle's formula, without their `c `. */
export function headerComments(info: FormulaInfo, source?: string): string[] {
  const { n, shape, spec } = info;
  const p = info.propagation;
  const cellVariables = info.numbering ? info.numbering.open : n ** 3;
  const mapping = cellVariableMapping(n);
  const boxes = shape.regions
    ? 'irregular regions'
    : shape.boxless
      ? 'no boxes'
      : shape.square
        ? `k = ${shape.boxRows}`
        : `${shape.key} boxes`;
  const lines = [
    `sudocnf: ${n}x${n} ${shape.regions ? 'jigsaw ' : ''}Sudoku (${boxes}), ${info.givens} givens${source ? `, from ${source}` : ''}`,
    ...(shape.classic ? [] : variantComments(shape, spec)),
    `encoding: ${encodingName(spec.families)} = ${spec.families.join(' ')}`,
    `at-most-one: ${spec.amo}`,
    `givens: ${info.numbering ? GIVENS_NOTE[spec.givens].replace('numbering unchanged', 'then numbered compactly') : GIVENS_NOTE[spec.givens]}`,
    ...(p
      ? [
          `propagation: ${p.level}: ${p.decided} cells decided beyond the givens, ${p.openCells} open cells with ${p.openCandidates} candidates left`,
        ]
      : []),
    info.numbering
      ? `cell variables 1..${cellVariables}: compact numbering of the open literals; 'c map <variable> <original>' lines give the original ${mapping}`
      : `cell variables 1..${n ** 3}: ${mapping}`,
    info.auxVariables > 0 ? `auxiliary variables ${cellVariables + 1}..${cellVariables + info.auxVariables}` : 'auxiliary variables: none',
  ];
  if (info.numbering) for (let v = 1; v <= info.numbering.open; v++) lines.push(`map ${v} ${info.numbering.toOriginal[v]}`);
  for (let i = 0; i < info.assumptions.length; i += 20) {
    lines.push(`assumptions ${Array.from(info.assumptions.subarray(i, i + 20)).join(' ')}`);
  }
  return lines;
}

/** The regions of a jigsaw and every rule of a variant, with the families that encode them. */
function variantComments(shape: Shape, spec: EncodingSpec): string[] {
  const lines: string[] = [];
  // The variables hold value indices: on 0-8, v = 1 is the value 0.
  if (shape.lowest !== 1)
    lines.push(
      `values: ${shape.valueRange}: the value of v is ${shape.valueOf(1)} for v = 1 … ${shape.valueOf(shape.n)} for v = ${shape.n}`,
    );
  if (shape.regions) {
    lines.push('regions: irregular (jigsaw): the box families are over these regions, a letter per cell:');
    const letters = regionLetters(shape);
    for (let r = 0; r < shape.n; r++) lines.push(`regions ${letters.slice(r * shape.n, (r + 1) * shape.n)}`);
  }
  if (shape.sums.length > 0) {
    lines.push(`sum encoding: ${sumEncodingText(spec.sumEncoding ?? DEFAULT_SUM_ENCODING)}`);
    lines.push(`sum redundancy: ${sumRedundancyName(spec.sumRedundancy ?? DEFAULT_SUM_REDUNDANCY)}`);
  }
  if (shape.chains.length > 0)
    lines.push(
      `thermometer encoding: ${thermometerEncoding(spec.thermoEncoding ?? DEFAULT_THERMOMETER_ENCODING).name}: ${thermometerEncoding(spec.thermoEncoding ?? DEFAULT_THERMOMETER_ENCODING).description}`,
    );
  if (shape.rules.some((rule) => ruleKind(rule).lineAutomaton || ruleKind(rule).comparisons))
    lines.push(`line encoding: ${lineEncodingName(spec.lineEncoding ?? DEFAULT_LINE_ENCODING)}`);
  for (const f of ruleFamilies(shape, spec.families, spec.amo, spec)) {
    const noun = f.noun ?? 'unit';
    const what = f.units > 0 ? `${f.units} ${noun}${f.units > 1 ? 's' : ''}` : `${f.pairs} cell pairs`;
    lines.push(`rule: ${f.label}: family ${f.family}, ${what}, ${f.clauses} clauses with no givens`);
  }
  return lines;
}

/** Writes a puzzle's formula as DIMACS, its header comments describing the encoding. */
export async function writeDimacs(
  puzzle: Grid,
  spec: EncodingSpec,
  out: ByteOutput,
  source?: string,
  options: FormulaOptions = {},
): Promise<FormulaInfo> {
  const formula = puzzleFormula(puzzle, spec, options);
  const written = await streamDimacs(out, [formula], headerComments(formula.info, source));
  if (written.literals !== formula.info.literals) {
    throw new Error(`internal error: ${formula.info.literals} literals expected, ${written.literals} written`);
  }
  return formula.info;
}
