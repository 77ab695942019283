/**
 * The phrase with `a` or `an` before it, as it is read aloud: `an arrow`, `an XV mark`, `an 8x8
 * grid`, `an 11x11 grid`, `a unique`, `a 9x9 grid`. Messages put kinds, labels and sizes after the
 * article, so it cannot be written in.
 */
export function withArticle(phrase: string): string {
  return `${startsWithVowelSound(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** Letters whose names start with a vowel sound (`an X`, `an f-puzzles document`). */
const VOWEL_LETTERS = 'aefhilmnorsx';

function startsWithVowelSound(phrase: string): boolean {
  // Eight, eighty, eleven, eighteen.
  if (/^\d/.test(phrase)) return /^(8|1[18](?!\d))/.test(phrase);
  const word = /^[A-Za-z]+/.exec(phrase)?.[0] ?? '';
  // A letter read as its name: a single one, or two capitals, or xv (as the document's kind is written).
  if (word.length === 1 || (word.length === 2 && word === word.toUpperCase()) || word.toLowerCase() === 'xv')
    return VOWEL_LETTERS.includes(word[0]!.toLowerCase());
  if (/^(one|once|u(ni|s[aeu]|ti))/i.test(word)) return false;
  return /^[aeiou]/i.test(word);
}
