// How the web app draws a kind's rules, typed here: its module writes it in its one object
// (`drawing`, `mark`), which this declaration adds to the model's `RuleKind` (layer 0 imports
// none of these types).
declare module '../core/rules/rule.js' {
  interface RuleKind<R extends RuleData> {
    /** How the web app draws it: lines through the cells, its cells shaded, or named in the list of rules. */
    drawing: Drawing;
    /**
     * A `dot` drawing's mark between its two cells (a white or black dot, or none, with its text), a
     * `line`'s number, a `cell` drawing's symbol in each of its cells, a `corner` drawing's circle
     * where its four cells meet, with its text, or an `outside` clue's text beside its first cell.
     */
    mark?(rule: R, geometry: Geometry): RuleMark;
  }
}

/** How a rule is drawn: along its cells, over them, or named in the list of rules. */
export type Drawing =
  | 'diagonal'
  | 'shade'
  | 'list'
  | 'cage'
  | 'thermometer'
  | 'arrow'
  | 'little-killer'
  | 'dot'
  | 'line'
  | 'cell'
  | 'corner'
  | 'outside';

/** What a rule's drawing writes beside its lines or cells (see `mark`). */
export interface RuleMark {
  fill: 'white' | 'black' | 'none';
  text: string;
  symbol?: CellSymbol;
}

/** How a `cell` drawing marks its cells: chevrons pointing out (a maximum) or in (a minimum), a shaded circle or square. */
export type CellSymbol = 'chevrons-out' | 'chevrons-in' | 'circle' | 'square';
