import inkala from '../../puzzles/inkala-2012.txt';
import techniques from '../../puzzles/techniques.txt';
import twoFours from '../../puzzles/two-4x4.txt';
import sixBySix from '../../puzzles/6x6-first-row.txt';
import sixteen from '../../puzzles/sample-16x16.txt';
import twentyFive from '../../puzzles/sample-25x25.txt';
import minimal25 from '../../puzzles/minimal-25x25.txt';
import unsolvable16 from '../../puzzles/unsolvable-16x16.txt';

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
  sample('16×16', 'sample-16x16.txt', sixteen),
  sample('16×16 with no solution', 'unsolvable-16x16.txt', unsolvable16),
  sample('25×25', 'sample-25x25.txt', twentyFive),
  sample('25×25, minimal', 'minimal-25x25.txt', minimal25),
];
