// query: Turn a list of scores into softmax probabilities (exp of each score divided by the sum), with an
//   optional temperature that divides the scores first, rounded to 4 decimals. It must not overflow for
//   large scores. Returns [] for an empty list and null for a non-positive temperature.
// entry_point: softmaxProbs
// example: softmaxProbs([0, 0]) === [0.5, 0.5]
// example: softmaxProbs([1, 1, 1, 1]) === [0.25, 0.25, 0.25, 0.25]

function softmaxProbs(scores, temperature = 1) {
  if (temperature <= 0) return null;
  const scaled = scores.map((score) => score / temperature);
  let largest = scaled[0];
  for (const value of scaled) if (value > largest) largest = value;
  const exps = scaled.map((value) => Math.exp(value - largest));
  let total = 0;
  for (const value of exps) total += value;
  return exps.map((value) => Math.round((value / total) * 10000) / 10000);
}

// tests
assert.deepStrictEqual(softmaxProbs([]), []);
assert.deepStrictEqual(softmaxProbs([5]), [1]);
assert.deepStrictEqual(softmaxProbs([1, 2, 3]), [0.09, 0.2447, 0.6652]);
assert.deepStrictEqual(softmaxProbs([3, 2, 1]), [0.6652, 0.2447, 0.09]);
assert.deepStrictEqual(softmaxProbs([1000, 1000]), [0.5, 0.5]);
assert.deepStrictEqual(softmaxProbs([-1000, 0]), [0, 1]);
assert.deepStrictEqual(softmaxProbs([1, 2, 3], 2), [0.1863, 0.3072, 0.5065]);
assert.deepStrictEqual(softmaxProbs([1, 2, 3], 0.5), [0.0159, 0.1173, 0.8668]);
assert.deepStrictEqual([softmaxProbs([1], 0), softmaxProbs([1], -1)], [null, null]);
assert.deepStrictEqual(softmaxProbs([800, 801]), [0.2689, 0.7311]);
