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
import pillArrows from '../../puzzles/pill-arrow-iss.yaml';
import betweenLockout from '../../puzzles/between-lockout-dclamage.json' with { type: 'json' };
import dotsXv from '../../puzzles/dots-xv-dclamage.json' with { type: 'json' };
import entropic from '../../puzzles/entropic-dclamage.json' with { type: 'json' };
import fortressClone from '../../puzzles/fortress-clone-dclamage.json' with { type: 'json' };
import indexers from '../../puzzles/indexers-dclamage.json' with { type: 'json' };
import negative from '../../puzzles/negative-dclamage.json' with { type: 'json' };
import oddEvenQuadruple from '../../puzzles/odd-even-quadruple-dclamage.json' with { type: 'json' };
import outsideClues from '../../puzzles/outside-clues-dclamage.json' with { type: 'json' };
import palindromeModular from '../../puzzles/palindrome-modular-dclamage.json' with { type: 'json' };
import regionSum from '../../puzzles/region-sum-dclamage.json' with { type: 'json' };
import renban from '../../puzzles/renban-dclamage.json' with { type: 'json' };
import whispers from '../../puzzles/whispers-dclamage.json' with { type: 'json' };
import zipperNabner from '../../puzzles/zipper-nabner-dclamage.json' with { type: 'json' };

/**
 * A bundled puzzle: a file of the package's puzzles/ folder, and which of its puzzles. Each file's
 * source and licence are in puzzles/SOURCES.md; the published puzzles (the `-dclamage` files, CC BY
 * 4.0) are shown under their own title and author.
 */
export interface Sample {
  label: string;
  file: string;
  text: string;
  index: number;
}

const sample = (label: string, file: string, text: string | object, index = 1): Sample => ({
  label,
  file: `puzzles/${file}`,
  // A collection of published puzzles comes as its data (esbuild reads JSON as JSON): read again as its text.
  text: typeof text === 'string' ? text : JSON.stringify(text),
  index,
});

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
  // One published puzzle of each family the grid draws.
  sample('Pill arrows: Pill Arrow Sudoku', 'pill-arrow-iss.yaml', pillArrows),
  sample('Kropki dots: August 15, 2023: Kropki Pairs', 'dots-xv-dclamage.json', dotsXv, 1),
  sample('XV: August 3: XV / Kropki Pairs', 'dots-xv-dclamage.json', dotsXv, 2),
  sample('Negative constraint: Anti-XV Coverage', 'negative-dclamage.json', negative, 1),
  sample('Whispers: Dec. 1, 2023: Dutch Whispers', 'whispers-dclamage.json', whispers, 1),
  sample('Renban: Aug 18, 2022: Renban Sudoku', 'renban-dclamage.json', renban, 3),
  sample('Palindromes: May 19, 2023: Palindrome', 'palindrome-modular-dclamage.json', palindromeModular, 2),
  sample('Modular lines: Parking Garage', 'palindrome-modular-dclamage.json', palindromeModular, 3),
  sample('Region sums: Jan. 6, 2024: Region Sum Lines', 'region-sum-dclamage.json', regionSum, 1),
  sample('Entropic lines: July 10, 2023: Caterpillars', 'entropic-dclamage.json', entropic, 1),
  sample('Between lines: Between Lines', 'between-lockout-dclamage.json', betweenLockout, 1),
  sample('Lockout lines: Aug 12, 2022: Lockout Lines', 'between-lockout-dclamage.json', betweenLockout, 2),
  sample('Zipper lines: Zipper Lines', 'zipper-nabner-dclamage.json', zipperNabner, 1),
  sample('Nabner and double arrows: Modular Nabner DA Coverage', 'zipper-nabner-dclamage.json', zipperNabner, 2),
  sample('X-sums: July 4, 2023: X-Sums Sudoku', 'outside-clues-dclamage.json', outsideClues, 1),
  sample('Sandwich sums: September 13, 2021: Sandwich', 'outside-clues-dclamage.json', outsideClues, 6),
  sample('Skyscrapers: Skyscrapers Sudoku', 'outside-clues-dclamage.json', outsideClues, 3),
  sample('Odd and even cells: Nov. 10, 2023: Odd/Even/Diag', 'odd-even-quadruple-dclamage.json', oddEvenQuadruple, 1),
  sample('Quadruples: Jul 16, 2022: Quadruple Sudoku', 'odd-even-quadruple-dclamage.json', oddEvenQuadruple, 4),
  sample('Fortress: Fortress Sudoku', 'fortress-clone-dclamage.json', fortressClone, 1),
  sample('Clones: Jul 13, 2022: Clone / Arrow', 'fortress-clone-dclamage.json', fortressClone, 4),
  sample('Row indexers: Row Indexing Test', 'indexers-dclamage.json', indexers, 1),
  sample('Column indexers: Column Indexing Test', 'indexers-dclamage.json', indexers, 2),
  sample('Box indexers: Box Indexing Test', 'indexers-dclamage.json', indexers, 3),
];
