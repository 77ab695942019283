// The keys of puzzles/iss-answers.json: a stored ISS puzzle's name, the n-th one of a name met
// again keyed `name #n` (ISS stores "Dutch-pelgänger" twice, in two forms).
export function answerKeys(corpus) {
  const seen = new Map();
  return corpus.map(({ name }) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} #${n}`;
  });
}
