import { meansByGroup } from '@execret/metrics';

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * `metrics_by_domain` of a results file: per domain (code unit order), `n_queries` and the mean of
 * every per-query metric over the domain's queries, rounded to 1e-6. `perQuery` vectors follow
 * `queryIds`; a query `domainOf` gives undefined is in no domain. Undefined when no query has one.
 */
export function metricsByDomain(
  queryIds: readonly string[],
  perQuery: Readonly<Record<string, ArrayLike<number>>>,
  domainOf: (queryId: string) => string | undefined,
): Record<string, Record<string, number>> | undefined {
  const groups = meansByGroup(queryIds, perQuery, domainOf);
  if (groups.size === 0) return undefined;
  // A Map first: a domain read from a file may be "__proto__"; fromEntries defines own properties.
  return Object.fromEntries(
    [...groups].map(([domain, group]) => [domain, { n_queries: group.count, ...Object.fromEntries(Object.entries(group.means).map(([key, value]) => [key, round(value)])) }]),
  );
}
