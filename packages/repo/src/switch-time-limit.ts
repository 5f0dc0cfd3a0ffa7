/** How a switched run's time limit follows from its tests' measured durations. */
export interface TimeLimitRule {
  /** Factor on the summed durations (default 1.5, as Stryker). */
  multiplier: number;
  /** Added milliseconds for fork, setup and a busy machine (default 2000). */
  marginMs: number;
}

/** Stryker's rule with a larger margin: 1.5 × the covering tests' summed durations + 2 s. */
export const DEFAULT_TIME_LIMIT_RULE: TimeLimitRule = { multiplier: 1.5, marginMs: 2000 };

/**
 * The wall-clock limit of a switched run, milliseconds: `multiplier × Σ durations + margin`,
 * rounded up. Durations are the slowest of the instrumented run and the two clean runs.
 */
export function switchTimeoutMs(durationsMs: readonly number[], rule: TimeLimitRule = DEFAULT_TIME_LIMIT_RULE): number {
  const total = durationsMs.reduce((sum, value) => sum + Math.max(0, value), 0);
  return Math.ceil(rule.multiplier * total + rule.marginMs);
}
