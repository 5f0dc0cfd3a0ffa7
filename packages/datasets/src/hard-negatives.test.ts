import { beforeAll, describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeSha256, readBundle, testsSha256, type Bundle, type ExecutionCacheRow, type ExecutionResult } from '@execret/core';
import { collectHardNegatives, sentenceTransformersColumns, sentenceTransformersRecords, tripletRecords, type VerdictSource } from './hard-negatives.js';

// examples/tiny-bundle: q_0001 (canonical c_0010, distractor c_0007), q_0002 (c_0003; c_0001, c_0002,
// c_0006), q_0003 (c_0005; c_0004, c_0008, c_0009); every snippet has an execution_cache.jsonl row.
const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tiny-bundle');

let bundle: Bundle;
beforeAll(async () => {
  bundle = (await readBundle(tinyBundle)).bundle;
});

function cacheRow(source: Bundle, queryId: string, corpusId: string): ExecutionCacheRow | undefined {
  const query = source.queries.find((entry) => entry.query_id === queryId);
  const row = source.corpus.find((entry) => entry.corpus_id === corpusId);
  if (query === undefined || row === undefined) return undefined;
  return source.executionCache?.find((entry) => entry.code_sha256 === codeSha256(row.code) && entry.tests_sha256 === testsSha256(query.test_suite));
}

/** The bundle with its execution cache rows changed: `change` returns the new row, or undefined to drop it. */
function withCache(source: Bundle, change: (row: ExecutionCacheRow, corpusId: string | undefined) => ExecutionCacheRow | undefined): Bundle {
  const idByCode = new Map(source.corpus.map((row) => [codeSha256(row.code), row.corpus_id]));
  const executionCache = (source.executionCache ?? []).flatMap((row) => {
    const changed = change(row, idByCode.get(row.code_sha256));
    return changed === undefined ? [] : [changed];
  });
  return { ...source, executionCache };
}

/** Verdicts from a table, recording what it was asked to run (as the oracle's verdict book would run them). */
class TableVerdicts implements VerdictSource {
  readonly ensured: Array<Array<readonly [string, string]>> = [];
  private readonly known = new Map<string, ExecutionResult>();
  constructor(private readonly table: ReadonlyMap<string, ExecutionResult>) {}
  get(queryId: string, corpusId: string): ExecutionResult | undefined {
    return this.known.get(`${queryId} ${corpusId}`);
  }
  async ensure(pairs: Iterable<readonly [string, string]>): Promise<number> {
    const list = [...pairs];
    this.ensured.push(list);
    for (const [queryId, corpusId] of list) {
      const verdict = this.table.get(`${queryId} ${corpusId}`);
      if (verdict !== undefined) this.known.set(`${queryId} ${corpusId}`, verdict);
    }
    return list.length;
  }
}

const failing: ExecutionResult = { testResults: ["ERROR: NameError: name 'first_at_least' is not defined"], passesAllTests: false };
const passing: ExecutionResult = { testResults: ['pass', 'pass'], passesAllTests: true };

describe(collectHardNegatives.name, () => {
  it('makes one row per kept paired distractor, each recorded as failing its query and carrying its bug type', async () => {
    const sut = await collectHardNegatives(bundle);
    const paired = bundle.queries.reduce((sum, query) => sum + query.paired_distractor_corpus_ids.length, 0);
    expect(sut.rows).toHaveLength(paired);
    expect(sut.counts).toMatchObject({ queries: 3, queriesWithRows: 3, positives: 3, pairedDistractors: 7, distractorNegatives: 7, crossQueryNegatives: 0, rows: 7, skipped: {} });
    expect(sut.counts.distractorsByBugType).toEqual({ off_by_one: 1, off_by_one_boundary: 2, remove_edge_case_check: 1, swap_arguments: 1, wrong_comparison: 1, wrong_operator: 1 });
    expect(sut.rows.map((row) => `${row.queryId}/${row.positiveId}/${row.negativeId}`)).toEqual([
      'q_0001/c_0010/c_0007',
      'q_0002/c_0003/c_0001',
      'q_0002/c_0003/c_0002',
      'q_0002/c_0003/c_0006',
      'q_0003/c_0005/c_0004',
      'q_0003/c_0005/c_0008',
      'q_0003/c_0005/c_0009',
    ]);
    for (const row of sut.rows) {
      const negative = cacheRow(bundle, row.queryId, row.negativeId) as ExecutionCacheRow;
      expect(negative.passes_all_tests).toBe(false);
      expect(negative.test_results.some((outcome) => outcome !== 'pass')).toBe(true);
      expect(cacheRow(bundle, row.queryId, row.positiveId)?.passes_all_tests).toBe(true);
      const corpusRow = bundle.corpus.find((entry) => entry.corpus_id === row.negativeId);
      expect(row).toMatchObject({ negative: corpusRow?.code, bugType: corpusRow?.bug_type, source: 'distractor', rank: null });
      expect(row.query).toBe(bundle.queries.find((query) => query.query_id === row.queryId)?.query);
    }
  });

  it('skips, and counts, a distractor recorded as passing or with no recorded verdict, and a query whose canonical is not recorded as passing', async () => {
    const changed = withCache(bundle, (row, corpusId) => {
      if (corpusId === 'c_0002') return { ...row, test_results: row.test_results.map(() => 'pass'), passes_all_tests: true };
      if (corpusId === 'c_0009' || corpusId === 'c_0010') return undefined;
      return row;
    });
    const sut = await collectHardNegatives(changed);
    expect(sut.rows.map((row) => row.negativeId)).toEqual(['c_0001', 'c_0006', 'c_0004', 'c_0008']);
    expect(sut.skipped).toEqual([
      { queryId: 'q_0001', corpusId: 'c_0010', role: 'positive', reason: 'not-recorded' },
      { queryId: 'q_0001', corpusId: 'c_0007', role: 'distractor', reason: 'no-positive' },
      { queryId: 'q_0002', corpusId: 'c_0002', role: 'distractor', reason: 'passes' },
      { queryId: 'q_0003', corpusId: 'c_0009', role: 'distractor', reason: 'not-recorded' },
    ]);
    expect(sut.counts).toMatchObject({ queriesWithRows: 2, positives: 2, distractorNegatives: 4, skipped: { 'distractor.no-positive': 1, 'distractor.not-recorded': 1, 'distractor.passes': 1, 'positive.not-recorded': 1 } });
    // Every paired distractor is either a row or a counted skip.
    expect(sut.counts.distractorNegatives + sut.skipped.filter((entry) => entry.role === 'distractor').length).toBe(sut.counts.pairedDistractors);
  });

  it('takes the first failing snippets of other tasks in rank order, never one that passes, and runs only as many as it needs', async () => {
    const verdicts = new TableVerdicts(
      new Map([
        ['q_0002 c_0005', failing],
        ['q_0002 c_0010', passing],
        ['q_0002 c_0004', failing],
        ['q_0002 c_0009', failing],
        ['q_0003 c_0003', failing],
      ]),
    );
    // q_0002's ranking: its own canonical and distractor are never cross-query candidates.
    const rankings = new Map([
      ['q_0002', ['c_0003', 'c_0005', 'c_0001', 'c_0010', 'c_0004', 'c_0009', 'c_0007']],
      ['q_0003', ['c_0005', 'c_0003', 'c_0007']],
    ]);
    const sut = await collectHardNegatives(bundle, { rankings, crossQuery: 2, verdicts });
    const cross = sut.rows.filter((row) => row.source === 'cross-query');
    expect(cross.map((row) => [row.queryId, row.negativeId, row.rank, row.bugType])).toEqual([
      ['q_0002', 'c_0005', 2, null],
      ['q_0002', 'c_0004', 5, null],
      ['q_0003', 'c_0003', 2, null],
    ]);
    // Cross-query rows follow the query's distractor rows.
    expect(sut.rows.filter((row) => row.queryId === 'q_0002').map((row) => row.negativeId)).toEqual(['c_0001', 'c_0002', 'c_0006', 'c_0005', 'c_0004']);
    expect(sut.skipped).toEqual([
      { queryId: 'q_0002', corpusId: 'c_0010', role: 'cross-query', reason: 'passes' },
      { queryId: 'q_0003', corpusId: 'c_0007', role: 'cross-query', reason: 'unverified' },
    ]);
    // Round 1 asks for two candidates per query; round 2 replaces q_0002's passing one; c_0009 is never run.
    expect(verdicts.ensured).toEqual([
      [
        ['q_0002', 'c_0005'],
        ['q_0002', 'c_0010'],
        ['q_0003', 'c_0003'],
        ['q_0003', 'c_0007'],
      ],
      [['q_0002', 'c_0004']],
    ]);
    expect(sut.counts).toMatchObject({ crossQueryNegatives: 3, rows: 10, skipped: { 'cross-query.passes': 1, 'cross-query.unverified': 1 } });
  });

  it('reads cross-query verdicts from the bundle execution cache when given no verdict source', async () => {
    const query = bundle.queries.find((entry) => entry.query_id === 'q_0001');
    const snippet = bundle.corpus.find((entry) => entry.corpus_id === 'c_0003');
    const extra: ExecutionCacheRow = {
      code_sha256: codeSha256(snippet?.code as string),
      tests_sha256: testsSha256(query?.test_suite as string[]),
      test_results: (query?.test_suite as string[]).map(() => "ERROR: NameError: name 'squeeze_whitespace' is not defined"),
      passes_all_tests: false,
    };
    const sut = await collectHardNegatives({ ...bundle, executionCache: [...(bundle.executionCache ?? []), extra] }, { rankings: new Map([['q_0001', ['c_0003', 'c_0005']]]), crossQuery: 2 });
    expect(sut.rows.filter((row) => row.source === 'cross-query').map((row) => row.negativeId)).toEqual(['c_0003']);
    expect(sut.skipped).toEqual([{ queryId: 'q_0001', corpusId: 'c_0005', role: 'cross-query', reason: 'unverified' }]);
  });

  it('refuses a negative or fractional cross-query count, and a count without rankings', async () => {
    await expect(collectHardNegatives(bundle, { crossQuery: -1, rankings: new Map() })).rejects.toThrow('crossQuery must be a non-negative integer, got -1');
    await expect(collectHardNegatives(bundle, { crossQuery: 1.5, rankings: new Map() })).rejects.toThrow('got 1.5');
    await expect(collectHardNegatives(bundle, { crossQuery: 2 })).rejects.toThrow('crossQuery needs rankings');
  });
});

describe(tripletRecords.name, () => {
  it('writes the ids, texts, bug type and source of each row under the documented keys, in order', async () => {
    const { rows } = await collectHardNegatives(bundle);
    const [first] = tripletRecords(rows);
    expect(Object.keys(first as object)).toEqual(['query_id', 'query', 'positive_id', 'positive', 'negative_id', 'negative', 'bug_type', 'source', 'rank']);
    expect(first).toMatchObject({ query_id: 'q_0001', positive_id: 'c_0010', negative_id: 'c_0007', bug_type: 'swap_arguments', source: 'distractor', rank: null });
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });
});

describe(sentenceTransformersRecords.name, () => {
  it('writes exactly the anchor, positive and negative columns with one negative per row', async () => {
    const { rows } = await collectHardNegatives(bundle);
    const sut = sentenceTransformersRecords(rows, { seed: 1 });
    expect(sut.columns).toEqual(['anchor', 'positive', 'negative']);
    expect(sut.records).toHaveLength(7);
    for (const record of sut.records) expect(Object.keys(record)).toEqual(['anchor', 'positive', 'negative']);
    expect(sut.records[0]).toEqual({ anchor: rows[0]?.query, positive: rows[0]?.positive, negative: rows[0]?.negative });
    expect(sut.ids[0]).toEqual({ query_id: 'q_0001', positive_id: 'c_0010', negative_ids: ['c_0007'], bug_types: ['swap_arguments'], sources: ['distractor'] });
    expect(sut.shortGroups).toEqual([]);
  });

  it('groups n negatives per row, leaves out groups with fewer, and chooses among more with the seed', async () => {
    const { rows } = await collectHardNegatives(bundle);
    const all = sentenceTransformersRecords(rows, { negativesPerRow: 3, seed: 1 });
    expect(all.columns).toEqual(['anchor', 'positive', 'negative_1', 'negative_2', 'negative_3']);
    expect(all.ids.map((entry) => entry.negative_ids)).toEqual([
      ['c_0001', 'c_0002', 'c_0006'],
      ['c_0004', 'c_0008', 'c_0009'],
    ]);
    expect(all.shortGroups).toEqual([{ queryId: 'q_0001', positiveId: 'c_0010', negatives: 1 }]);

    const pairs = (seed: number): string[][] => sentenceTransformersRecords(rows, { negativesPerRow: 2, seed }).ids.map((entry) => entry.negative_ids);
    expect(pairs(7)).toEqual(pairs(7));
    const choices = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(pairs(seed))));
    expect(choices.size).toBeGreaterThan(1);
    for (const chosen of pairs(7)) {
      // Chosen negatives keep row order (by corpus id within a query's distractors).
      expect([...chosen].sort()).toEqual(chosen);
      expect(chosen).toHaveLength(2);
    }
    const record = sentenceTransformersRecords(rows, { negativesPerRow: 2, seed: 7 }).records[0] as Record<string, string>;
    expect(Object.keys(record)).toEqual(['anchor', 'positive', 'negative_1', 'negative_2']);
  });

  it('refuses a row size below one', () => {
    expect(() => sentenceTransformersColumns(0)).toThrow('negatives per row must be a positive integer, got 0');
  });
});
