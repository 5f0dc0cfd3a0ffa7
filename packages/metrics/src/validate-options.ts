import { InvalidArgumentError } from '@execret/core';
import { DEFAULT_KS, type QuerySet, type TieRule, type UnexecutedPolicy } from './types.js';

const TIE_RULES: readonly TieRule[] = ['corpus-id', 'trec_eval', 'expected'];
const QUERY_SETS: readonly QuerySet[] = ['judged', 'judged-and-run'];
const UNEXECUTED_POLICIES: readonly UnexecutedPolicy[] = ['fail', 'error'];

/** Validates cutoffs and returns them deduplicated in ascending order. */
export function normalizeKs(ks: readonly number[] | undefined): number[] {
  const given = ks ?? DEFAULT_KS;
  if (given.length === 0) throw new InvalidArgumentError('ks must list at least one cutoff, got an empty list');
  for (const k of given) {
    if (!Number.isSafeInteger(k) || k < 1) throw new InvalidArgumentError(`every cutoff k must be a positive integer, got ${String(k)}`);
  }
  return [...new Set(given)].sort((left, right) => left - right);
}

/** Checks a tie rule name. */
export function checkTieRule(ties: TieRule): TieRule {
  if (!TIE_RULES.includes(ties)) throw new InvalidArgumentError(`ties must be one of ${TIE_RULES.join(', ')}, got ${JSON.stringify(ties)}`);
  return ties;
}

/** Checks a query-set name. */
export function checkQuerySet(querySet: QuerySet): QuerySet {
  if (!QUERY_SETS.includes(querySet)) throw new InvalidArgumentError(`querySet must be one of ${QUERY_SETS.join(', ')}, got ${JSON.stringify(querySet)}`);
  return querySet;
}

/** Checks an unexecuted-verdict policy name. */
export function checkUnexecuted(policy: UnexecutedPolicy): UnexecutedPolicy {
  if (!UNEXECUTED_POLICIES.includes(policy)) {
    throw new InvalidArgumentError(`unexecuted must be one of ${UNEXECUTED_POLICIES.join(', ')}, got ${JSON.stringify(policy)}`);
  }
  return policy;
}
