import { compareUtf8 } from './compare-utf8.js';

/** The means of one group of queries (see {@link meansByGroup}). */
export interface GroupMeans {
  /** Queries in the group. */
  count: number;
  /** Mean of each metric over the group's per-query values, by metric key. */
  means: Record<string, number>;
}

/**
 * Per-group means of per-query metric values (e.g. exec@k per domain). `perQuery` vectors are
 * aligned with `queryIds`; `groupOf` names each query's group, and a query it gives `undefined` is
 * left out of every group. Groups are returned in code unit order of their names; a group exists
 * only when at least one query belongs to it, so no mean divides by zero.
 */
export function meansByGroup(
  queryIds: readonly string[],
  perQuery: Readonly<Record<string, ArrayLike<number>>>,
  groupOf: (queryId: string) => string | undefined,
): Map<string, GroupMeans> {
  const members = new Map<string, number[]>();
  queryIds.forEach((queryId, index) => {
    const group = groupOf(queryId);
    if (group === undefined) return;
    const list = members.get(group) ?? [];
    list.push(index);
    members.set(group, list);
  });
  const groups = new Map<string, GroupMeans>();
  for (const group of [...members.keys()].sort(compareUtf8)) {
    const indices = members.get(group) as number[];
    const means: Record<string, number> = {};
    for (const [key, values] of Object.entries(perQuery)) {
      let sum = 0;
      for (const index of indices) sum += values[index] as number;
      means[key] = sum / indices.length;
    }
    groups.set(group, { count: indices.length, means });
  }
  return groups;
}
