import inkala from '../../puzzles/inkala-2012.txt';
import techniques from '../../puzzles/techniques.txt';
import twoFours from '../../puzzles/two-4x4.txt';
import sixBySix from '../../puzzles/6x6-first-row.txt';
import sixteen from '../../puzzles/sample-16x16.txt';
import twentyFive from '../../puzzles/sample-25x25.txt';
import minimal25 from '../../puzzles/minimal-25x25.txt';
import unsolvable16 from '../../puzzles/unsolvable-16x16.txt';
import miracle from '../../puzzles/miracle-sudoku.yaml';
import jigsaw from '../../puzzles/jigsaw-9x9.txt';
import x from '../../puzzles/x-9x9.yaml';
import windoku from '../../puzzles/windoku-9x9.yaml';
import disjoint from '../../puzzles/disjoint-groups-9x9.yaml';
import antiknight from '../../puzzles/antiknight-9x9.yaml';
import antiking from '../../puzzles/antiking-9x9.yaml';
import nonconsecutive from '../../puzzles/nonconsecutive-9x9.yaml';
import xClash from '../../puzzles/x-sudoku-clash.yaml';
import killer from '../../puzzles/killer-9x9.yaml';
import killerWikipedia from '../../puzzles/killer-wikipedia.yaml';
import thermo from '../../puzzles/thermo-9x9.yaml';
import arrows from '../../puzzles/arrows-9x9.yaml';

/** A bundled puzzle: a file of the package's puzzles/ folder, and which of its puzzles. */
export interface Sample {
  label: string;
  file: string;
  text: string;
  index: number;
}

const sample = (label: string, file: string, text: string, index = 1): Sample => ({ label, file: `puzzles/${file}`, text, index });

export const SAMPLES: readonly Sample[] = [
  sample('Inkala 2012, 9×9', 'inkala-2012.txt', inkala),
  sample('Easy 9×9 (naked singles)', 'techniques.txt', techniques, 1),
  sample('9×9 needing pointing', 'techniques.txt', techniques, 3),
  sample('9×9 needing an X-wing', 'techniques.txt', techniques, 9),
  sample('4×4 with two solutions', 'two-4x4.txt', twoFours, 1),
  sample('6×6 (2×3 boxes), first row only', '6x6-first-row.txt', sixBySix),
  sample('16×16 with 15 solutions', 'sample-16x16.txt', sixteen),
  sample('16×16 with no solution', 'unsolvable-16x16.txt', unsolvable16),
  sample('25×25', 'sample-25x25.txt', twentyFive),
  sample('25×25, minimal', 'minimal-25x25.txt', minimal25),
  sample('Miracle Sudoku', 'miracle-sudoku.yaml', miracle),
  sample('Jigsaw 9×9', 'jigsaw-9x9.txt', jigsaw),
  sample('X-Sudoku (diagonals)', 'x-9x9.yaml', x),
  sample('Windoku', 'windoku-9x9.yaml', windoku),
  sample('Disjoint groups', 'disjoint-groups-9x9.yaml', disjoint),
  sample('Anti-knight', 'antiknight-9x9.yaml', antiknight),
  sample('Anti-king', 'antiking-9x9.yaml', antiking),
  sample('Non-consecutive', 'nonconsecutive-9x9.yaml', nonconsecutive),
  sample('X-Sudoku, no solution', 'x-sudoku-clash.yaml', xClash),
  sample('Killer', 'killer-9x9.yaml', killer),
  sample('Killer (Wikipedia’s example)', 'killer-wikipedia.yaml', killerWikipedia),
  sample('Thermometers', 'thermo-9x9.yaml', thermo),
  sample('Arrows and little killers', 'arrows-9x9.yaml', arrows),
];
