let denominators = new Float64Array(0);
let prefixSums = new Float64Array(1);

/** `log2(rank + 1)` for a 1-based rank: the nDCG discount denominator (trec_eval `log2(i + 2)` with 0-based i). */
export function discountDenominator(rank: number): number {
  if (rank >= denominators.length) grow(rank);
  return denominators[rank] as number;
}

/** Σ_{r = 1..rank} 1 / log2(r + 1); 0 for rank 0. */
export function discountPrefixSum(rank: number): number {
  if (rank >= prefixSums.length) grow(rank);
  return prefixSums[rank] as number;
}

function grow(rank: number): void {
  const size = Math.max(rank + 1, denominators.length * 2, 64);
  const nextDenominators = new Float64Array(size);
  const nextPrefixSums = new Float64Array(size);
  let sum = 0;
  for (let index = 1; index < size; index += 1) {
    const denominator = Math.log2(index + 1);
    nextDenominators[index] = denominator;
    sum += 1 / denominator;
    nextPrefixSums[index] = sum;
  }
  denominators = nextDenominators;
  prefixSums = nextPrefixSums;
}
