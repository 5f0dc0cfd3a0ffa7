import { compareCodeUnits } from '@execret/core';
import type { LeaderboardRow } from './report-types.js';

/** One column of the per-domain table: a domain and its query count. */
export interface DomainColumn {
  /** The domain (`metadata.domain` of the bundle's queries). */
  domain: string;
  /** Queries in the domain (the largest `n_queries` any system records for it; systems of one folder agree). */
  queries: number;
}

/**
 * The domains of the per-domain table, in code unit order: every domain any row's
 * `metrics_by_domain` lists. Empty when no row has one (then no table is drawn).
 */
export function domainColumns(rows: readonly Pick<LeaderboardRow, 'metrics_by_domain'>[]): DomainColumn[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const [domain, entry] of Object.entries(row.metrics_by_domain ?? {})) counts.set(domain, Math.max(counts.get(domain) ?? 0, entry['n_queries'] ?? 0));
  }
  return [...counts].sort(([left], [right]) => compareCodeUnits(left, right)).map(([domain, queries]) => ({ domain, queries }));
}
