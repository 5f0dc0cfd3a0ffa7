import { InvalidArgumentError, type Ranking, type Run, type ScoredItem } from '@execret/core';
import { membership } from './judgement-index.js';
import { orderRanking } from './order-ranking.js';
import { selectQueries } from './select-queries.js';
import { tieGroupEnd, tieScoreKey } from './tie-group-end.js';
import type { BugTypeLookup, Judgements, QueryJudgement, QuerySet, TieRule, UnexecutedPolicy, VerdictLookup } from './types.js';
import { checkQuerySet, checkTieRule, checkUnexecuted } from './validate-options.js';

/** Options of {@link diagnoseRun}. */
export interface DiagnoseRunOptions {
  /** Execution verdicts (does corpus item X pass every test of query Q). */
  passes: VerdictLookup;
  /** Bug type of a distractor, for the per-bug-type deception rates (default: every pair is `unknown`). */
  bugTypeOf?: BugTypeLookup;
  /** Tie rule (default `corpus-id`). With `expected`, rank-1 quantities average over the top tie group. */
  ties?: TieRule;
  /** Which queries are covered (default `judged`); see {@link QuerySet}. */
  querySet?: QuerySet;
  /** A needed verdict that is `undefined`: `fail` (default) counts it as failing, `error` throws. */
  unexecuted?: UnexecutedPolicy;
}

/** A count and its share of a stated denominator (0 when the denominator is 0). */
export interface CountShare {
  /** How many (fractional under `ties: 'expected'`, where it is an expectation). */
  count: number;
  /** `count` divided by the denominator named where this object appears. */
  share: number;
}

/** What the failing rank-1 results are. Shares are of `misses`. */
export interface Rank1MissComposition {
  /** Queries whose rank-1 result fails, or that have no result. */
  misses: number;
  /** `misses` divided by the number of queries. */
  missRate: number;
  /** The rank-1 result is one of the query's own paired distractors. */
  ownPairedDistractor: CountShare;
  /** The rank-1 result is a canonical or paired distractor of another query. */
  otherQuery: CountShare;
  /** Anything else (an id no query claims, or the query's own canonical judged failing). */
  other: CountShare;
  /** The query's ranking is empty. */
  noResult: CountShare;
}

/** How often exact score ties decide the top of the ranking. Shares are of all queries. */
export interface TieSummary {
  /** The rank-1 score is shared by at least two results. */
  rank1Tied: CountShare;
  /** The rank-1 score is shared by at least two results, one of them a paired distractor of the query. */
  rank1TiedWithPairedDistractor: CountShare;
  /** The rank-1 tie group holds both a canonical and a paired distractor of the query. */
  rank1CanonicalTiedWithPairedDistractor: CountShare;
  /** At any rank, the canonical's score equals the score of one of its paired distractors. */
  canonicalTiedWithPairedDistractor: CountShare;
}

/** Canonical-versus-distractor comparison for one group of queries. Shares are of `queries`. */
export interface CanonicalComparison {
  /** Scored queries in the group. */
  queries: number;
  /** The canonical scores strictly below at least one of its paired distractors. */
  below: CountShare;
  /** The canonical's score equals its best distractor's score. */
  tiedWithBest: CountShare;
}

/** Canonical scores against paired distractor scores, from the run alone. */
export interface CanonicalVersusDistractors extends CanonicalComparison {
  /**
   * Queries with paired distractors left out because the canonical or one of its paired
   * distractors is missing from the ranking (rank deeper to score them).
   */
  unscoredQueries: number;
  /** The same comparison by number of paired distractors (`"4"` = queries with four distractors). */
  byDistractorCount: Record<string, CanonicalComparison>;
  /** Mean of canonical score − best paired distractor score over scored queries (null when none). */
  meanGap: number | null;
  /** Median of the same gap (null when none). */
  medianGap: number | null;
  /** Every scored query's gap (canonical score − best paired distractor score), in query order, for histograms. */
  gaps: number[];
}

/** Canonical-versus-distractor pairs and how many the distractor wins. */
export interface DeceptionCounts {
  /** Scored (query, paired distractor) pairs. */
  pairs: number;
  /** Pairs where the distractor scores strictly above the canonical. */
  above: number;
  /** Pairs where both scores are equal (counted apart from `above`). */
  tied: number;
  /** Pairs where the distractor scores strictly below the canonical. */
  below: number;
  /** `above / pairs` (0 when there are no pairs). */
  rate: number;
  /** `tied / pairs` (0 when there are no pairs). */
  tiedRate: number;
}

/** Deception rates overall and per bug type. */
export interface DeceptionReport {
  /** All scored pairs. */
  overall: DeceptionCounts;
  /** Pairs by the distractor's bug type (`unknown` when `bugTypeOf` gives nothing). */
  byBugType: Record<string, DeceptionCounts>;
  /** Pairs left out because the canonical or the distractor is missing from the ranking. */
  unscoredPairs: number;
}

/** Expected exec@1 when only `keptDistractors` of each query's paired distractors stay in the pool. */
export interface DensityAblationRow {
  /** Number of the query's paired distractors kept (the others are removed from the ranking). */
  keptDistractors: number;
  /** Queries with at least that many paired distractors (the ones averaged). */
  queries: number;
  /** Mean over those queries of exec@1 averaged over every subset of that size. */
  expectedExec1: number;
}

/** The result of {@link diagnoseRun}. */
export interface RunDiagnostics {
  /** Queries covered. */
  queries: number;
  /** Composition of failing rank-1 results. */
  rank1Misses: Rank1MissComposition;
  /** Score ties at the top. */
  ties: TieSummary;
  /** Canonical scores against paired distractor scores. */
  canonicalVersusDistractors: CanonicalVersusDistractors;
  /** Deception rate per bug type. */
  deception: DeceptionReport;
  /** Expected exec@1 for j = 0 .. (largest number of paired distractors) kept. */
  densityAblation: DensityAblationRow[];
  /** Needed verdicts that were `undefined` (counted as failing). */
  unexecutedResults: number;
}

const MAX_ENUMERATED_DISTRACTORS = 16;

/**
 * Diagnostics of a run that need no re-execution: what the failing rank-1 results are, how often
 * ties decide the top, how canonicals score against their paired distractors (share below, gap,
 * deception per bug type), and the expected exec@1 when only j of each query's paired distractors
 * stay in the pool, averaged exactly over every subset of size j (other results stay put).
 *
 * Scores are compared as exact numbers. A query counts in the canonical comparison only when one
 * of its canonicals and all its paired distractors appear in its ranking.
 *
 * Verdicts are read for the rank-1 result and, for the density ablation, for every result that
 * comes first once some of the query's paired distractors are removed (under `ties: 'expected'`,
 * for the tie group of each). Which verdicts are read never depends on their values
 * (`pairsNeedingVerdicts` relies on this).
 */
export function diagnoseRun(run: Run, judgements: Judgements, options: DiagnoseRunOptions): RunDiagnostics {
  if (typeof options?.passes !== 'function') throw new InvalidArgumentError('diagnoseRun needs options.passes(queryId, corpusId)');
  const ties = checkTieRule(options.ties ?? 'corpus-id');
  const querySet = checkQuerySet(options.querySet ?? 'judged');
  const unexecuted = checkUnexecuted(options.unexecuted ?? 'fail');
  const selection = selectQueries(run, judgements, querySet);
  const owners = ownerIndex(judgements);
  const accumulator = new DiagnosticsAccumulator();
  let unexecutedResults = 0;

  selection.queryIds.forEach((queryId, queryIndex) => {
    const judgement = selection.judgements[queryIndex] as QueryJudgement;
    const ranking = orderRanking(selection.rankings[queryIndex] as Ranking, ties);
    const correctIds = judgement.correctCorpusIds;
    const distractorIds = [...new Set(judgement.pairedDistractorCorpusIds ?? [])];
    if (distractorIds.length > MAX_ENUMERATED_DISTRACTORS) {
      throw new InvalidArgumentError(
        `query "${queryId}" has ${distractorIds.length} paired distractors; the density ablation enumerates subsets and accepts at most ${MAX_ENUMERATED_DISTRACTORS}`,
      );
    }
    const cache = new Map<number, boolean>();
    const passesAt = (index: number): boolean => {
      const known = cache.get(index);
      if (known !== undefined) return known;
      const corpusId = (ranking[index] as ScoredItem).corpusId;
      const value = options.passes(queryId, corpusId);
      if (value === undefined) {
        if (unexecuted === 'error') {
          throw new InvalidArgumentError(`no execution verdict for query "${queryId}" and corpus item "${corpusId}"; run it, or pass unexecuted: 'fail'`);
        }
        unexecutedResults += 1;
      }
      cache.set(index, value === true);
      return value === true;
    };
    const query: DiagnosedQuery = {
      queryId,
      ranking,
      isCorrect: membership(correctIds),
      distractorIds,
      distractorIndex: (id) => distractorIds.indexOf(id),
      passesAt,
      expected: ties === 'expected',
    };
    accumulator.rank1(query, owners);
    accumulator.tiesAndScores(query, options.bugTypeOf);
    accumulator.ablation(query);
  });
  return { queries: selection.queryIds.length, ...accumulator.finish(selection.queryIds.length), unexecutedResults };
}

interface DiagnosedQuery {
  queryId: string;
  ranking: Ranking;
  isCorrect: (id: string) => boolean;
  distractorIds: string[];
  distractorIndex: (id: string) => number;
  passesAt: (index: number) => boolean;
  expected: boolean;
}

/** corpus id → ids of the queries that list it as a canonical or paired distractor. */
function ownerIndex(judgements: Judgements): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  const add = (corpusId: string, queryId: string): void => {
    const list = owners.get(corpusId);
    if (list === undefined) owners.set(corpusId, [queryId]);
    else if (!list.includes(queryId)) list.push(queryId);
  };
  for (const [queryId, judgement] of judgements) {
    for (const corpusId of judgement.correctCorpusIds) add(corpusId, queryId);
    for (const corpusId of judgement.pairedDistractorCorpusIds ?? []) add(corpusId, queryId);
  }
  return owners;
}

function share(count: number, denominator: number): CountShare {
  return { count, share: denominator > 0 ? count / denominator : 0 };
}

function emptyDeception(): DeceptionCounts {
  return { pairs: 0, above: 0, tied: 0, below: 0, rate: 0, tiedRate: 0 };
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let step = 1; step <= k; step += 1) result = (result * (n - k + step)) / step;
  return result;
}

function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

class DiagnosticsAccumulator {
  private misses = { own: 0, otherQuery: 0, other: 0, noResult: 0 };
  private tieCounts = { rank1: 0, rank1Distractor: 0, rank1CanonicalDistractor: 0, anyRank: 0 };
  private canonical = { queries: 0, unscored: 0, below: 0, tied: 0 };
  private byCount = new Map<number, { queries: number; below: number; tied: number }>();
  private gaps: number[] = [];
  private deception = emptyDeception();
  private deceptionByType = new Map<string, DeceptionCounts>();
  private unscoredPairs = 0;
  private ablationSums: number[] = [];
  private ablationQueries: number[] = [];

  rank1(query: DiagnosedQuery, owners: Map<string, string[]>): void {
    const ranking = query.ranking;
    if (ranking.length === 0) {
      this.misses.noResult += 1;
      return;
    }
    const end = query.expected ? tieGroupEnd(ranking, 0) : 1;
    const weight = 1 / end;
    for (let index = 0; index < end; index += 1) {
      if (query.passesAt(index)) continue;
      const corpusId = (ranking[index] as ScoredItem).corpusId;
      if (query.distractorIndex(corpusId) >= 0) this.misses.own += weight;
      else if ((owners.get(corpusId) ?? []).some((owner) => owner !== query.queryId)) this.misses.otherQuery += weight;
      else this.misses.other += weight;
    }
  }

  tiesAndScores(query: DiagnosedQuery, bugTypeOf: BugTypeLookup | undefined): void {
    const ranking = query.ranking;
    const distractorScores = new Array<number | undefined>(query.distractorIds.length).fill(undefined);
    let canonicalScore: number | undefined;
    for (const item of ranking) {
      if (query.isCorrect(item.corpusId)) {
        const score = tieScoreKey(item.score);
        if (canonicalScore === undefined || score > canonicalScore) canonicalScore = score;
        continue;
      }
      const position = query.distractorIndex(item.corpusId);
      if (position >= 0) distractorScores[position] = tieScoreKey(item.score);
    }

    if (ranking.length > 0) {
      const end = tieGroupEnd(ranking, 0);
      if (end >= 2) {
        this.tieCounts.rank1 += 1;
        let hasDistractor = false;
        let hasCanonical = false;
        for (let index = 0; index < end; index += 1) {
          const corpusId = (ranking[index] as ScoredItem).corpusId;
          if (query.distractorIndex(corpusId) >= 0) hasDistractor = true;
          if (query.isCorrect(corpusId)) hasCanonical = true;
        }
        if (hasDistractor) this.tieCounts.rank1Distractor += 1;
        if (hasDistractor && hasCanonical) this.tieCounts.rank1CanonicalDistractor += 1;
      }
    }
    if (canonicalScore !== undefined && distractorScores.some((score) => score === canonicalScore)) this.tieCounts.anyRank += 1;

    const distractorCount = query.distractorIds.length;
    if (distractorCount === 0) return;
    query.distractorIds.forEach((corpusId, position) => {
      const score = distractorScores[position];
      if (canonicalScore === undefined || score === undefined) {
        this.unscoredPairs += 1;
        return;
      }
      const bugType = bugTypeOf?.(corpusId) ?? 'unknown';
      let counts = this.deceptionByType.get(bugType);
      if (counts === undefined) {
        counts = emptyDeception();
        this.deceptionByType.set(bugType, counts);
      }
      for (const target of [this.deception, counts]) {
        target.pairs += 1;
        if (score > canonicalScore) target.above += 1;
        else if (score === canonicalScore) target.tied += 1;
        else target.below += 1;
      }
    });

    if (canonicalScore === undefined || distractorScores.some((score) => score === undefined)) {
      this.canonical.unscored += 1;
      return;
    }
    const best = Math.max(...(distractorScores as number[]));
    const below = canonicalScore < best ? 1 : 0;
    const tied = canonicalScore === best ? 1 : 0;
    this.canonical.queries += 1;
    this.canonical.below += below;
    this.canonical.tied += tied;
    const group = this.byCount.get(distractorCount) ?? { queries: 0, below: 0, tied: 0 };
    group.queries += 1;
    group.below += below;
    group.tied += tied;
    this.byCount.set(distractorCount, group);
    this.gaps.push(canonicalScore - best);
  }

  ablation(query: DiagnosedQuery): void {
    const distractorCount = query.distractorIds.length;
    // bit i set = the ranking item at that index is paired distractor i (read lazily: a walk from
    // the top stops after at most distractorCount + 1 items, or the end of a tie group)
    const bits = new Map<number, number>();
    const bitAt = (index: number): number => {
      let bit = bits.get(index);
      if (bit === undefined) {
        const position = query.distractorIndex((query.ranking[index] as ScoredItem).corpusId);
        bit = position >= 0 ? 1 << position : 0;
        bits.set(index, bit);
      }
      return bit;
    };
    const sums = new Array<number>(distractorCount + 1).fill(0);
    const subsetCount = 1 << distractorCount;
    for (let kept = 0; kept < subsetCount; kept += 1) {
      const size = popcount(kept);
      sums[size] = (sums[size] as number) + this.topPasses(query, bitAt, kept);
    }
    for (let size = 0; size <= distractorCount; size += 1) {
      this.ablationSums[size] = (this.ablationSums[size] ?? 0) + (sums[size] as number) / binomial(distractorCount, size);
      this.ablationQueries[size] = (this.ablationQueries[size] ?? 0) + 1;
    }
  }

  /** exec@1 (or its expectation over the top tie group) once the unkept paired distractors are removed. */
  private topPasses(query: DiagnosedQuery, bitAt: (index: number) => number, kept: number): number {
    const ranking = query.ranking;
    const removed = (index: number): boolean => {
      const bit = bitAt(index);
      return bit !== 0 && (bit & kept) === 0;
    };
    let first = 0;
    while (first < ranking.length && removed(first)) first += 1;
    if (first >= ranking.length) return 0;
    if (!query.expected) return query.passesAt(first) ? 1 : 0;
    const end = tieGroupEnd(ranking, first);
    let members = 0;
    let passing = 0;
    for (let index = first; index < end; index += 1) {
      if (removed(index)) continue;
      members += 1;
      if (query.passesAt(index)) passing += 1;
    }
    return passing / members;
  }

  finish(queries: number): Omit<RunDiagnostics, 'queries' | 'unexecutedResults'> {
    const misses = this.misses.own + this.misses.otherQuery + this.misses.other + this.misses.noResult;
    const byDistractorCount: Record<string, CanonicalComparison> = {};
    for (const count of [...this.byCount.keys()].sort((left, right) => left - right)) {
      const group = this.byCount.get(count) as { queries: number; below: number; tied: number };
      byDistractorCount[String(count)] = {
        queries: group.queries,
        below: share(group.below, group.queries),
        tiedWithBest: share(group.tied, group.queries),
      };
    }
    const gaps = this.gaps.slice().sort((left, right) => left - right);
    const finishDeception = (counts: DeceptionCounts): DeceptionCounts => ({
      ...counts,
      rate: counts.pairs > 0 ? counts.above / counts.pairs : 0,
      tiedRate: counts.pairs > 0 ? counts.tied / counts.pairs : 0,
    });
    const byBugType: Record<string, DeceptionCounts> = {};
    for (const bugType of [...this.deceptionByType.keys()].sort()) {
      byBugType[bugType] = finishDeception(this.deceptionByType.get(bugType) as DeceptionCounts);
    }
    return {
      rank1Misses: {
        misses,
        missRate: queries > 0 ? misses / queries : 0,
        ownPairedDistractor: share(this.misses.own, misses),
        otherQuery: share(this.misses.otherQuery, misses),
        other: share(this.misses.other, misses),
        noResult: share(this.misses.noResult, misses),
      },
      ties: {
        rank1Tied: share(this.tieCounts.rank1, queries),
        rank1TiedWithPairedDistractor: share(this.tieCounts.rank1Distractor, queries),
        rank1CanonicalTiedWithPairedDistractor: share(this.tieCounts.rank1CanonicalDistractor, queries),
        canonicalTiedWithPairedDistractor: share(this.tieCounts.anyRank, queries),
      },
      canonicalVersusDistractors: {
        queries: this.canonical.queries,
        below: share(this.canonical.below, this.canonical.queries),
        tiedWithBest: share(this.canonical.tied, this.canonical.queries),
        unscoredQueries: this.canonical.unscored,
        byDistractorCount,
        meanGap: gaps.length === 0 ? null : gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length,
        medianGap: gaps.length === 0 ? null : median(gaps),
        gaps: this.gaps.slice(),
      },
      deception: { overall: finishDeception(this.deception), byBugType, unscoredPairs: this.unscoredPairs },
      densityAblation: this.ablationSums.map((sum, size) => ({
        keptDistractors: size,
        queries: this.ablationQueries[size] as number,
        expectedExec1: (this.ablationQueries[size] as number) > 0 ? sum / (this.ablationQueries[size] as number) : 0,
      })),
    };
  }
}

function median(sorted: readonly number[]): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
