import type { QueryRow } from './types.js';

/**
 * Upper tail of the binomial distribution with success probabilities `probabilities` (one per
 * trial, a Poisson-binomial): P(X ≥ observed). Exact by dynamic programming.
 */
function poissonBinomialUpperTail(probabilities: readonly number[], observed: number): number {
  let distribution = new Float64Array(probabilities.length + 1);
  distribution[0] = 1;
  probabilities.forEach((probability, trial) => {
    const next = new Float64Array(probabilities.length + 1);
    for (let successes = 0; successes <= trial; successes += 1) {
      const mass = distribution[successes] as number;
      next[successes] = (next[successes] as number) + mass * (1 - probability);
      next[successes + 1] = (next[successes + 1] as number) + mass * probability;
    }
    distribution = next;
  });
  let tail = 0;
  for (let successes = observed; successes <= probabilities.length; successes += 1) tail += distribution[successes] as number;
  return Math.min(1, tail);
}

/**
 * Checks whether corpus id order predicts labels: if the canonical holds the lowest (or highest)
 * id of its group (canonical + paired distractors) far more often than chance (1 / group size),
 * an id-based tie rule favours (or penalises) canonicals. Returns a warning message or undefined.
 */
export function checkIdOrderLeak(queries: readonly QueryRow[]): string | undefined {
  const chances: number[] = [];
  let lowest = 0;
  let highest = 0;
  for (const query of queries) {
    const distractors = query.paired_distractor_corpus_ids;
    if (distractors.length === 0) continue;
    for (const canonical of query.correct_corpus_ids) {
      chances.push(1 / (distractors.length + 1));
      if (distractors.every((id) => canonical < id)) lowest += 1;
      if (distractors.every((id) => canonical > id)) highest += 1;
    }
  }
  if (chances.length === 0) return undefined;
  const threshold = 0.01;
  const expected = chances.reduce((sum, chance) => sum + chance, 0);
  const describe = (count: number, position: string): string =>
    `corpus id order predicts labels: the canonical has the ${position} id of its group in ${count} of ${chances.length} groups ` +
    `(${((100 * count) / chances.length).toFixed(1)}%; about ${((100 * expected) / chances.length).toFixed(1)}% expected from random ids), ` +
    `so a tie rule by corpus id ${position === 'lowest' ? 'favours' : 'penalises'} canonicals; rebuild with ids assigned in a seeded random order`;
  if (lowest > expected && poissonBinomialUpperTail(chances, lowest) < threshold) return describe(lowest, 'lowest');
  if (highest > expected && poissonBinomialUpperTail(chances, highest) < threshold) return describe(highest, 'highest');
  return undefined;
}
