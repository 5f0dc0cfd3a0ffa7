import type { CorpusRow } from '@execret/core';
import { bugTypeOrder } from './bug-type-order.js';
import type { LoadedSystem } from './report-types.js';

/** What a failing rank-1 result is: a distractor of some bug type, a canonical, or unknown. */
export type Rank1MissKind = 'distractor' | 'canonical' | 'unlabelled' | 'no result';

/** One row of {@link Rank1MissesByBugType}. */
export interface Rank1MissGroup {
  /** `distractor` (see `bug_type`), `canonical` (correct code that fails this query's tests: another query's canonical), `unlabelled` (no label known) or `no result` (an empty ranking). */
  kind: Rank1MissKind;
  /** The distractor's bug type (`unknown` when it has none); null for the other kinds. */
  bug_type: string | null;
  /** Queries whose failing rank-1 result is of this kind. */
  count: number;
  /** `count` ÷ all rank-1 misses. */
  share: number;
}

/** Failing rank-1 results of one system, grouped by what they are. */
export interface Rank1MissesByBugType {
  /** Queries counted. */
  queries: number;
  /** Queries whose rank-1 result fails the query's tests, or that have no result. */
  misses: number;
  /** Distractor bug types in display order (execret's six first), then canonical, unlabelled, no result; only kinds that occur. */
  groups: Rank1MissGroup[];
}

/**
 * Groups a system's rank-1 misses by what the failing rank-1 result is, above all the bug type of
 * the buggy code that won rank 1 (the query's own near-clone or another query's). Rank 1 is the
 * first listed result of the file and its verdict the file's `passes_all_tests`, so `misses` is
 * the number of queries with exec@1 = 0. The label and bug type come from `corpus` (the bundle)
 * when given, else from the file's `label` and `bug_type`.
 */
export function rank1MissesByBugType(system: Pick<LoadedSystem, 'listed'>, queryIds: readonly string[], corpus?: ReadonlyMap<string, Pick<CorpusRow, 'label' | 'bug_type'>>): Rank1MissesByBugType {
  const counts = new Map<string, { kind: Rank1MissKind; bugType: string | null; count: number }>();
  const add = (kind: Rank1MissKind, bugType: string | null): void => {
    const key = kind === 'distractor' ? `distractor\u0000${bugType ?? ''}` : kind;
    const entry = counts.get(key) ?? { kind, bugType, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  };
  let misses = 0;
  for (const queryId of queryIds) {
    const first = system.listed.get(queryId)?.topResults[0];
    if (first?.passesAllTests === true) continue;
    misses += 1;
    if (first === undefined) {
      add('no result', null);
      continue;
    }
    const row = corpus?.get(first.corpusId);
    const label = row === undefined ? first.label : row.label;
    const bugType = row === undefined ? first.bugType : row.bug_type;
    if (label === 'incorrect') add('distractor', bugType === undefined || bugType === '' ? 'unknown' : bugType);
    else if (label === 'correct') add('canonical', null);
    else add('unlabelled', null);
  }
  const entries = [...counts.values()];
  const order = bugTypeOrder(entries.filter((entry) => entry.kind === 'distractor').map((entry) => entry.bugType as string));
  const rank = (entry: { kind: Rank1MissKind; bugType: string | null }): number =>
    entry.kind === 'distractor' ? order.indexOf(entry.bugType as string) : order.length + ['canonical', 'unlabelled', 'no result'].indexOf(entry.kind);
  entries.sort((left, right) => rank(left) - rank(right));
  return {
    queries: queryIds.length,
    misses,
    groups: entries.map((entry) => ({ kind: entry.kind, bug_type: entry.bugType, count: entry.count, share: misses > 0 ? entry.count / misses : 0 })),
  };
}
