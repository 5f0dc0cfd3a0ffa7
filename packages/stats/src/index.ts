export { mcnemarExact, mcnemarFromCounts } from './mcnemar-exact.js';
export type { McNemarCounts, McNemarResult } from './mcnemar-exact.js';
export { holmAdjust } from './holm-adjust.js';
export { normalCdf, normalQuantile } from './normal-distribution.js';
export { DEFAULT_RESAMPLES, drawResampleCounts } from './resample-counts.js';
// The one default seed of execret lives in core; re-exported so stats users keep finding it here.
export { DEFAULT_SEED } from '@execret/core';
export type { ResampleCounts, ResampleOptions } from './resample-counts.js';
export { bootstrapMeans } from './bootstrap-means.js';
export {
  bcaInterval,
  bcaLevels,
  bootstrapInterval,
  distributionQuantiles,
  meanAcceleration,
  pairedBootstrapInterval,
  percentileInterval,
} from './bootstrap-interval.js';
export type { BootstrapIntervalOptions, IntervalEstimate, IntervalMethod } from './bootstrap-interval.js';
export { DEFAULT_PERMUTATIONS, drawSignFlips, pairedRandomizationTest, signFlipSums } from './sign-flips.js';
export type { RandomizationTestResult, SignFlipOptions, SignFlips } from './sign-flips.js';
export { compareSystems } from './compare-systems.js';
export type {
  BootstrapIntervalField,
  CompareSystemsOptions,
  ConfidenceEntry,
  PairwiseEntry,
  SystemComparison,
  SystemScores,
  SystemsInput,
} from './compare-systems.js';
export { pairedDifferenceIntervals } from './paired-difference-intervals.js';
export type { PairedDifferenceEntry, PairedDifferenceOptions } from './paired-difference-intervals.js';
