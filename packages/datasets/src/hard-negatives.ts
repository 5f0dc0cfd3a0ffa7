import {
  InvalidArgumentError,
  SeededRandom,
  codeSha256,
  compareCodeUnits,
  testsSha256,
  throwIfAborted,
  type Bundle,
  type CorpusRow,
  type ExecutionResult,
  type QueryRow,
} from '@execret/core';

/** Where a hard negative came from. */
export const HARD_NEGATIVE_SOURCES = ['distractor', 'cross-query'] as const;
export type HardNegativeSource = (typeof HARD_NEGATIVE_SOURCES)[number];

/**
 * One training example: a query, one of its canonicals (the positive) and one snippet verified to
 * fail the query's tests (the negative).
 */
export interface HardNegative {
  queryId: string;
  /** The query text. */
  query: string;
  /** The canonical's `corpus_id`. */
  positiveId: string;
  /** The canonical's code. */
  positive: string;
  /** The negative's `corpus_id`. */
  negativeId: string;
  /** The negative's code. */
  negative: string;
  /** The distractor's bug type (`source: 'distractor'`); null for a cross-query negative. */
  bugType: string | null;
  /** `distractor`: one of the query's paired distractors; `cross-query`: another task's snippet ranked high for this query. */
  source: HardNegativeSource;
  /** The negative's 1-based rank in the ranking it was taken from (cross-query); null for a distractor. */
  rank: number | null;
}

/**
 * Verdicts of (query, snippet) pairs for cross-query negatives. `@execret/oracle`'s `VerdictBook`
 * fits as it is (the bundle's execution cache first, then the oracle); without `ensure`, a pair
 * whose verdict `get` does not know is skipped as unverified.
 */
export interface VerdictSource {
  /** The verdict of the pair, when known. */
  get(queryId: string, corpusId: string): ExecutionResult | undefined;
  /** Obtains the verdicts of the pairs (by executing them); called with the pairs `get` does not know. */
  ensure?(pairs: Iterable<readonly [string, string]>, options?: { onProgress?: (done: number, total: number) => void; abortSignal?: AbortSignal }): Promise<unknown>;
}

/** Why a candidate negative (or a positive) was left out. */
export type HardNegativeSkipReason =
  /** No `execution_cache.jsonl` row for the snippet against the query's tests. */
  | 'not-recorded'
  /** A candidate negative that passes every test of the query: never a negative. */
  | 'passes'
  /** A canonical whose recorded verdict is a failure: the query gets no rows for it. */
  | 'fails'
  /** No verdict could be found or obtained for a cross-query candidate. */
  | 'unverified'
  /** A paired distractor of a query none of whose canonicals is recorded as passing: it has nothing to be a negative of. */
  | 'no-positive';

/** A snippet left out, and why. */
export interface SkippedSnippet {
  queryId: string;
  corpusId: string;
  /** `positive` for a canonical, else where the candidate negative came from. */
  role: 'positive' | HardNegativeSource;
  reason: HardNegativeSkipReason;
}

/** What {@link collectHardNegatives} found, by kind. */
export interface HardNegativeCounts {
  /** Queries of the bundle. */
  queries: number;
  /** Queries with at least one row. */
  queriesWithRows: number;
  /** Canonicals recorded as passing their query's tests (each one is a positive). */
  positives: number;
  /** Paired distractors the queries list (`paired_distractor_corpus_ids`), over all queries. */
  pairedDistractors: number;
  /** Distinct (query, distractor) negatives kept: recorded as failing the query's tests. */
  distractorNegatives: number;
  /** Distinct (query, snippet) cross-query negatives kept. */
  crossQueryNegatives: number;
  /** Rows: one per (query, positive, negative). */
  rows: number;
  /** Kept distractor negatives by bug type (`unknown` when the bundle gives none), in code unit order. */
  distractorsByBugType: Record<string, number>;
  /** Snippets left out, by role and reason (`distractor.not-recorded`, `cross-query.passes`, …), in code unit order. */
  skipped: Record<string, number>;
}

/** Everything {@link collectHardNegatives} returns. */
export interface HardNegativeSet {
  /** One per (query, positive, negative): by query id, then positive id, then distractors by corpus id, then cross-query negatives by rank. */
  rows: HardNegative[];
  /** Every snippet left out, in the same order. */
  skipped: SkippedSnippet[];
  counts: HardNegativeCounts;
}

/** Options of {@link collectHardNegatives}. */
export interface HardNegativeOptions {
  /**
   * Rankings to take cross-query negatives from: corpus ids in rank order, by query id (e.g. the
   * `top_results` of a `results/<system>.json`). Queries without a ranking get no cross-query negatives.
   */
  rankings?: ReadonlyMap<string, readonly string[]>;
  /** Cross-query negatives per query: the first this many eligible snippets of its ranking that fail its tests (default 0). */
  crossQuery?: number;
  /** Verdicts for cross-query pairs (default: the bundle's `execution_cache.jsonl` rows only). */
  verdicts?: VerdictSource;
  /** Passed to {@link VerdictSource.ensure}. */
  onProgress?: (done: number, total: number) => void;
  abortSignal?: AbortSignal;
}

type HardNegativeBundle = Pick<Bundle, 'queries' | 'corpus' | 'distractorMetadata' | 'executionCache'>;

/**
 * The verdicts the bundle records (`execution_cache.jsonl`), keyed as the release format keys them:
 * by (code SHA-256, tests SHA-256). A row answers for a query's own snippets, which it was
 * computed for; cross-query pairs go through a {@link VerdictSource}.
 */
function recordedVerdicts(bundle: HardNegativeBundle): (query: QueryRow, row: CorpusRow) => ExecutionResult | undefined {
  const rows = new Map<string, ExecutionResult>();
  for (const row of bundle.executionCache ?? []) {
    rows.set(`${row.code_sha256}:${row.tests_sha256}`, { testResults: row.test_results as ExecutionResult['testResults'], passesAllTests: row.passes_all_tests });
  }
  const testsHash = new Map<string, string>();
  return (query, row) => {
    let tests = testsHash.get(query.query_id);
    if (tests === undefined) {
      tests = testsSha256(query.test_suite);
      testsHash.set(query.query_id, tests);
    }
    return rows.get(`${codeSha256(row.code)}:${tests}`);
  };
}

/** A verified failure: at least one outcome, and not every one a pass. */
function fails(verdict: ExecutionResult): boolean {
  return !verdict.passesAllTests && verdict.testResults.length > 0;
}

function passes(verdict: ExecutionResult): boolean {
  return verdict.passesAllTests && verdict.testResults.length > 0;
}

interface CrossQueryState {
  query: QueryRow;
  /** The ranking's corpus ids, in rank order. */
  ranking: readonly string[];
  /** Ids met so far (a repeated id is looked at once, at its first rank). */
  seen: Set<string>;
  /** Next position of `ranking` to look at. */
  next: number;
  taken: Array<{ row: CorpusRow; rank: number }>;
  /** Candidates waiting for a verdict, in rank order. */
  waiting: Array<{ row: CorpusRow; rank: number }>;
}

/**
 * Collects training rows from a bundle: for every query, each canonical recorded as passing its
 * tests (positive) with each paired distractor recorded as failing them (negative, with its bug
 * type), both read from the bundle's `execution_cache.jsonl` (a snippet without a row, or a
 * distractor recorded as passing, is skipped and counted); and, with `rankings` and `crossQuery`,
 * the first `crossQuery` snippets of other tasks in the query's ranking that fail its tests
 * (verdicts from `verdicts`; a snippet that passes them is never a negative). A snippet is of
 * another task when the query lists it neither as canonical nor as distractor and its
 * `source_entry_id` differs from the query's `entry_id`. Candidates are judged in rank order, and
 * only as many are executed at a time as are still needed.
 *
 * @throws InvalidArgumentError when `crossQuery` is not a non-negative integer, or is positive without `rankings`.
 */
export async function collectHardNegatives(bundle: HardNegativeBundle, options: HardNegativeOptions = {}): Promise<HardNegativeSet> {
  const crossQuery = options.crossQuery ?? 0;
  if (!Number.isSafeInteger(crossQuery) || crossQuery < 0) throw new InvalidArgumentError(`crossQuery must be a non-negative integer, got ${String(crossQuery)}`);
  if (crossQuery > 0 && options.rankings === undefined) throw new InvalidArgumentError('crossQuery needs rankings to take the negatives from');
  const corpus = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  const metadataBugType = new Map((bundle.distractorMetadata ?? []).map((row) => [`${row.query_id}\u0000${row.corpus_id}`, row.bug_type]));
  const recorded = recordedVerdicts(bundle);
  const queries = [...bundle.queries].sort((left, right) => compareCodeUnits(left.query_id, right.query_id));
  const skipped: SkippedSnippet[] = [];
  const skip = (queryId: string, corpusId: string, role: SkippedSnippet['role'], reason: HardNegativeSkipReason): void => {
    skipped.push({ queryId, corpusId, role, reason });
  };

  // Positives and distractor negatives: the bundle's own records only.
  const positives = new Map<string, CorpusRow[]>();
  const distractors = new Map<string, Array<{ row: CorpusRow; bugType: string | null }>>();
  let pairedDistractors = 0;
  for (const query of queries) {
    const kept: CorpusRow[] = [];
    for (const id of [...query.correct_corpus_ids].sort(compareCodeUnits)) {
      const row = corpus.get(id);
      if (row === undefined) continue;
      const verdict = recorded(query, row);
      if (verdict === undefined) skip(query.query_id, id, 'positive', 'not-recorded');
      else if (!passes(verdict)) skip(query.query_id, id, 'positive', 'fails');
      else kept.push(row);
    }
    positives.set(query.query_id, kept);
    const negatives: Array<{ row: CorpusRow; bugType: string | null }> = [];
    for (const id of [...query.paired_distractor_corpus_ids].sort(compareCodeUnits)) {
      const row = corpus.get(id);
      if (row === undefined) continue;
      pairedDistractors += 1;
      const verdict = recorded(query, row);
      if (kept.length === 0) skip(query.query_id, id, 'distractor', 'no-positive');
      else if (verdict === undefined) skip(query.query_id, id, 'distractor', 'not-recorded');
      else if (!fails(verdict)) skip(query.query_id, id, 'distractor', 'passes');
      else negatives.push({ row, bugType: row.bug_type ?? metadataBugType.get(`${query.query_id}\u0000${id}`) ?? null });
    }
    distractors.set(query.query_id, negatives);
  }

  // Cross-query negatives: walk each ranking in rank order, asking for verdicts only as needed.
  const crossQueryTaken = new Map<string, CrossQueryState['taken']>();
  if (crossQuery > 0 && options.rankings !== undefined) {
    const queryById = new Map(queries.map((query) => [query.query_id, query]));
    const verdicts: VerdictSource = options.verdicts ?? {
      get: (queryId, corpusId) => {
        const query = queryById.get(queryId);
        const row = corpus.get(corpusId);
        return query === undefined || row === undefined ? undefined : recorded(query, row);
      },
    };
    const states: CrossQueryState[] = [];
    for (const query of queries) {
      // A query with no verified positive gets no rows: its candidates are not run.
      if ((positives.get(query.query_id) ?? []).length === 0) continue;
      const ranking = options.rankings.get(query.query_id);
      if (ranking === undefined) continue;
      states.push({ query, ranking, seen: new Set(), next: 0, taken: [], waiting: [] });
    }
    const asked = new Set<string>();
    for (;;) {
      throwIfAborted(options.abortSignal, () => 'export interrupted');
      const pending: Array<[string, string]> = [];
      for (const state of states) {
        const { query } = state;
        const own = new Set([...query.correct_corpus_ids, ...query.paired_distractor_corpus_ids]);
        while (state.taken.length + state.waiting.length < crossQuery && state.next < state.ranking.length) {
          const rank = state.next + 1;
          const id = state.ranking[state.next] as string;
          const row = corpus.get(id);
          state.next += 1;
          if (state.seen.has(id)) continue;
          state.seen.add(id);
          if (row === undefined || own.has(id) || (query.entry_id !== '' && row.source_entry_id === query.entry_id)) continue;
          state.waiting.push({ row, rank });
          const key = `${query.query_id}\u0000${row.corpus_id}`;
          if (verdicts.get(query.query_id, row.corpus_id) === undefined && verdicts.ensure !== undefined && !asked.has(key)) {
            asked.add(key);
            pending.push([query.query_id, row.corpus_id]);
          }
        }
      }
      if (pending.length > 0 && verdicts.ensure !== undefined) await verdicts.ensure(pending, { onProgress: options.onProgress, abortSignal: options.abortSignal });
      let judged = 0;
      for (const state of states) {
        for (const candidate of state.waiting) {
          judged += 1;
          const verdict = verdicts.get(state.query.query_id, candidate.row.corpus_id);
          if (verdict === undefined || verdict.testResults.length === 0) skip(state.query.query_id, candidate.row.corpus_id, 'cross-query', 'unverified');
          else if (!fails(verdict)) skip(state.query.query_id, candidate.row.corpus_id, 'cross-query', 'passes');
          else state.taken.push(candidate);
        }
        state.waiting = [];
      }
      if (judged === 0) break;
    }
    for (const state of states) crossQueryTaken.set(state.query.query_id, state.taken);
  }

  const rows: HardNegative[] = [];
  const byBugType = new Map<string, number>();
  let distractorNegatives = 0;
  let crossQueryNegatives = 0;
  let queriesWithRows = 0;
  let positiveCount = 0;
  for (const query of queries) {
    const kept = positives.get(query.query_id) ?? [];
    positiveCount += kept.length;
    if (kept.length === 0) continue;
    const ownNegatives = distractors.get(query.query_id) ?? [];
    const crossNegatives = crossQueryTaken.get(query.query_id) ?? [];
    distractorNegatives += ownNegatives.length;
    crossQueryNegatives += crossNegatives.length;
    for (const negative of ownNegatives) byBugType.set(negative.bugType ?? 'unknown', (byBugType.get(negative.bugType ?? 'unknown') ?? 0) + 1);
    if (ownNegatives.length + crossNegatives.length > 0) queriesWithRows += 1;
    for (const positive of kept) {
      const base = { queryId: query.query_id, query: query.query, positiveId: positive.corpus_id, positive: positive.code };
      for (const { row, bugType } of ownNegatives) rows.push({ ...base, negativeId: row.corpus_id, negative: row.code, bugType, source: 'distractor', rank: null });
      for (const { row, rank } of crossNegatives) rows.push({ ...base, negativeId: row.corpus_id, negative: row.code, bugType: null, source: 'cross-query', rank });
    }
  }
  const skippedCounts = new Map<string, number>();
  for (const entry of skipped) skippedCounts.set(`${entry.role}.${entry.reason}`, (skippedCounts.get(`${entry.role}.${entry.reason}`) ?? 0) + 1);
  const sortedRecord = (map: Map<string, number>): Record<string, number> => Object.fromEntries([...map].sort(([left], [right]) => compareCodeUnits(left, right)));
  skipped.sort((left, right) => compareCodeUnits(left.queryId, right.queryId));
  return {
    rows,
    skipped,
    counts: {
      queries: bundle.queries.length,
      queriesWithRows,
      positives: positiveCount,
      pairedDistractors,
      distractorNegatives,
      crossQueryNegatives,
      rows: rows.length,
      distractorsByBugType: sortedRecord(byBugType),
      skipped: sortedRecord(skippedCounts),
    },
  };
}

/** A row of the `triplets` export: one (query, positive, negative) with ids and provenance. */
export interface TripletRecord {
  query_id: string;
  query: string;
  positive_id: string;
  positive: string;
  negative_id: string;
  negative: string;
  bug_type: string | null;
  source: HardNegativeSource;
  rank: number | null;
}

/** The rows as `triplets` records (keys in this order), one per row. */
export function tripletRecords(rows: readonly HardNegative[]): TripletRecord[] {
  return rows.map((row) => ({
    query_id: row.queryId,
    query: row.query,
    positive_id: row.positiveId,
    positive: row.positive,
    negative_id: row.negativeId,
    negative: row.negative,
    bug_type: row.bugType,
    source: row.source,
    rank: row.rank,
  }));
}

/**
 * The input columns of a sentence-transformers dataset with `negatives` negatives per row:
 * `anchor, positive, negative` for one (its "triplet" layout), else `anchor, positive,
 * negative_1, …, negative_n` (its "n-tuple" layout).
 */
export function sentenceTransformersColumns(negatives: number): string[] {
  if (!Number.isSafeInteger(negatives) || negatives < 1) throw new InvalidArgumentError(`negatives per row must be a positive integer, got ${String(negatives)}`);
  if (negatives === 1) return ['anchor', 'positive', 'negative'];
  return ['anchor', 'positive', ...Array.from({ length: negatives }, (_, index) => `negative_${index + 1}`)];
}

/** Which snippets one sentence-transformers row holds (the row itself carries text only). */
export interface SentenceTransformersRowIds {
  query_id: string;
  positive_id: string;
  /** In column order. */
  negative_ids: string[];
  bug_types: Array<string | null>;
  sources: HardNegativeSource[];
}

/** Options of {@link sentenceTransformersRecords}. */
export interface SentenceTransformersOptions {
  /** Negatives per row (default 1). */
  negativesPerRow?: number;
  /** Seed of the choice among more negatives than fit one row (the CLI's default is core's `DEFAULT_SEED`). */
  seed: number;
}

/** What {@link sentenceTransformersRecords} returns. */
export interface SentenceTransformersRecords {
  /** The input columns, in order. */
  columns: string[];
  /** One object per dataset row with exactly {@link SentenceTransformersRecords.columns} as keys, in that order. */
  records: Array<Record<string, string>>;
  /** Aligned with `records`: the ids, bug types and sources of each row. */
  ids: SentenceTransformersRowIds[];
  /** (query, positive) groups left out because they have fewer negatives than a row needs. */
  shortGroups: Array<{ queryId: string; positiveId: string; negatives: number }>;
}

/**
 * The rows in sentence-transformers' column layout. With one negative per row, one record per row
 * (`anchor`, `positive`, `negative`). With n > 1, one record per (query, positive): a group with
 * fewer than n negatives is left out (listed in `shortGroups`); from a group with more, n are
 * chosen with `SeededRandom(seed)` (one generator, groups in row order) and kept in row order.
 */
export function sentenceTransformersRecords(rows: readonly HardNegative[], options: SentenceTransformersOptions): SentenceTransformersRecords {
  const negatives = options.negativesPerRow ?? 1;
  const columns = sentenceTransformersColumns(negatives);
  const records: Array<Record<string, string>> = [];
  const ids: SentenceTransformersRowIds[] = [];
  const shortGroups: SentenceTransformersRecords['shortGroups'] = [];
  const groups: HardNegative[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last[0]?.queryId === row.queryId && last[0]?.positiveId === row.positiveId) last.push(row);
    else groups.push([row]);
  }
  const random = new SeededRandom(options.seed);
  const emit = (group: readonly HardNegative[]): void => {
    const first = group[0] as HardNegative;
    const record: Record<string, string> = { anchor: first.query, positive: first.positive };
    group.forEach((row, index) => {
      record[columns[index + 2] as string] = row.negative;
    });
    records.push(record);
    ids.push({
      query_id: first.queryId,
      positive_id: first.positiveId,
      negative_ids: group.map((row) => row.negativeId),
      bug_types: group.map((row) => row.bugType),
      sources: group.map((row) => row.source),
    });
  };
  for (const group of groups) {
    if (negatives === 1) {
      for (const row of group) emit([row]);
      continue;
    }
    const first = group[0] as HardNegative;
    if (group.length < negatives) {
      shortGroups.push({ queryId: first.queryId, positiveId: first.positiveId, negatives: group.length });
      continue;
    }
    const chosen = new Set(group.length === negatives ? group.map((_, index) => index) : random.sample(group.map((_, index) => index), negatives));
    emit(group.filter((_, index) => chosen.has(index)));
  }
  return { columns, records, ids, shortGroups };
}
