import type { DeceptionCounts, DeceptionReport } from '@execret/metrics';

/** Deception counts of several systems added together (see {@link poolDeception}). */
export interface PooledDeception {
  /** All pairs of all pooled systems. */
  overall: DeceptionCounts;
  /** By the distractor's bug type. */
  byBugType: Map<string, DeceptionCounts>;
}

function empty(): DeceptionCounts {
  return { pairs: 0, above: 0, tied: 0, below: 0, rate: 0, tiedRate: 0 };
}

function addInto(target: DeceptionCounts, counts: Pick<DeceptionCounts, 'pairs' | 'above' | 'tied' | 'below'>): void {
  target.pairs += counts.pairs;
  target.above += counts.above;
  target.tied += counts.tied;
  target.below += counts.below;
  target.rate = target.pairs > 0 ? target.above / target.pairs : 0;
  target.tiedRate = target.pairs > 0 ? target.tied / target.pairs : 0;
}

/**
 * Pools the deception of several systems as the study does: every scored (system, query, paired
 * distractor) triple counts once, so the pooled rate is all distractors-above-canonical over all
 * scored pairs (a system with more scored pairs weighs more), not a mean of the systems' rates.
 */
export function poolDeception(reports: Iterable<Pick<DeceptionReport, 'overall' | 'byBugType'>>): PooledDeception {
  const overall = empty();
  const byBugType = new Map<string, DeceptionCounts>();
  for (const report of reports) {
    addInto(overall, report.overall);
    for (const [bugType, counts] of Object.entries(report.byBugType)) {
      const target = byBugType.get(bugType) ?? empty();
      addInto(target, counts);
      byBugType.set(bugType, target);
    }
  }
  return { overall, byBugType };
}
