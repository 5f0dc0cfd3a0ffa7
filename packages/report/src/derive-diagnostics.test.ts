import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { ExecretErrorCode } from '@execret/core';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { deriveDiagnostics as sut } from './derive-diagnostics.js';
import type { ListedQuery, ListedResult } from './report-types.js';
import { readResultsFile } from './results-file.js';

async function studyFile(name: string) {
  return readResultsFile(join(STUDY_RELEASE, 'results', name), `results/${name}`);
}

// A copy of a file's listed queries with one result of one query changed.
function edited(listed: ReadonlyMap<string, ListedQuery>, queryId: string, position: number, change: Partial<ListedResult>): Map<string, ListedQuery> {
  const copy = new Map(listed);
  const query = listed.get(queryId) as ListedQuery;
  copy.set(queryId, { ...query, topResults: query.topResults.map((result, index) => (index === position ? { ...result, ...change } : result)) });
  return copy;
}

describe(sut.name, () => {
  it('derives every diagnostic of a study results file from its top results and the bundle (hand-computed for BM25)', async () => {
    const { diagnostics, reorderedTieQueries, tieMetrics } = sut(await studyFile('BM25.json'), await studyReleaseBundle());
    // Rankings (make-study-release.py): q_0001 c_0001 = c_0002 (tie, canonical first by id) > c_0003 > c_0004;
    // q_0002 c_0009 > c_0005 = c_0006 > … ; q_0003 c_0010 > c_0011 > c_0012; q_0004 three distractors
    // first and its canonical c_0013 below the listed ten.
    const gaps = [14.5 - 14.5, 9.5 - 10.25, 8.5 - 8.25];
    expect(diagnostics).toEqual({
      queries: 4,
      rank1Misses: {
        misses: 2,
        missRate: 0.5,
        ownPairedDistractor: { count: 2, share: 1 },
        otherQuery: { count: 0, share: 0 },
        other: { count: 0, share: 0 },
        noResult: { count: 0, share: 0 },
      },
      ties: {
        rank1Tied: { count: 1, share: 0.25 },
        rank1TiedWithPairedDistractor: { count: 1, share: 0.25 },
        rank1CanonicalTiedWithPairedDistractor: { count: 1, share: 0.25 },
        canonicalTiedWithPairedDistractor: { count: 2, share: 0.5 },
      },
      canonicalVersusDistractors: {
        queries: 3,
        below: { count: 1, share: 1 / 3 },
        tiedWithBest: { count: 1, share: 1 / 3 },
        unscoredQueries: 1,
        byDistractorCount: {
          '2': { queries: 1, below: { count: 0, share: 0 }, tiedWithBest: { count: 0, share: 0 } },
          '3': { queries: 1, below: { count: 0, share: 0 }, tiedWithBest: { count: 1, share: 1 } },
          '4': { queries: 1, below: { count: 1, share: 1 }, tiedWithBest: { count: 0, share: 0 } },
        },
        meanGap: (-0.75 + 0 + 0.25) / 3,
        medianGap: 0,
        gaps,
      },
      deception: {
        overall: { pairs: 9, above: 1, tied: 2, below: 6, rate: 1 / 9, tiedRate: 2 / 9 },
        byBugType: {
          off_by_one: { pairs: 3, above: 0, tied: 0, below: 3, rate: 0, tiedRate: 0 },
          off_by_one_boundary: { pairs: 1, above: 1, tied: 0, below: 0, rate: 1, tiedRate: 0 },
          remove_edge_case_check: { pairs: 1, above: 0, tied: 0, below: 1, rate: 0, tiedRate: 0 },
          wrong_comparison: { pairs: 3, above: 0, tied: 2, below: 1, rate: 0, tiedRate: 2 / 3 },
          wrong_operator: { pairs: 1, above: 0, tied: 0, below: 1, rate: 0, tiedRate: 0 },
        },
        unscoredPairs: 3,
      },
      // j kept of each query's distractors: q_0001 and q_0003 keep their canonical first (1); q_0002's
      // rank 1 is c_0009 with probability j/4, else its canonical (1 − j/4); q_0004 never passes (its
      // distractors, or q_0002's canonical run against q_0004's tests).
      densityAblation: [
        { keptDistractors: 0, queries: 4, expectedExec1: (1 + 1 + 1 + 0) / 4 },
        { keptDistractors: 1, queries: 4, expectedExec1: (1 + 0.75 + 1 + 0) / 4 },
        { keptDistractors: 2, queries: 4, expectedExec1: (1 + 0.5 + 1 + 0) / 4 },
        { keptDistractors: 3, queries: 3, expectedExec1: (1 + 0.25 + 0) / 3 },
        { keptDistractors: 4, queries: 1, expectedExec1: 0 },
      ],
      unexecutedResults: 0,
    });
    expect(reorderedTieQueries).toBe(0);
    // q_0001's tied rank 1 holds its canonical and one distractor: expected exec@1 ½ there, so (½ + 0 + 1 + 0) / 4
    expect(tieMetrics['expected_exec@1']).toBe(0.375);
    expect(tieMetrics['rank1_tied_share']).toBe(0.25);
    expect(Object.keys(tieMetrics)).toEqual([
      ...['exec', 'precision', 'ndcg'].flatMap((family) => [1, 3, 5, 10].map((k) => `expected_${family}@${k}`)),
      'rank1_tied_share',
      'rank1_tied_with_paired_distractor_share',
    ]);
  });

  it('tells own near-clones from another query\'s snippets at rank 1, and counts a passing cross-query hit as a hit', async () => {
    const bundle = await studyReleaseBundle();
    // dense-small: q_0003's rank 1 is q_0002's canonical, which passes q_0003's tests
    const small = sut(await studyFile('acme__dense-small.json'), bundle).diagnostics;
    expect(small.rank1Misses).toMatchObject({ misses: 2, ownPairedDistractor: { count: 2 }, otherQuery: { count: 0 } });
    expect(small.canonicalVersusDistractors.below).toEqual({ count: 3, share: 0.75 });
    // dense-large: q_0002's rank 1 is q_0003's distractor c_0012
    const large = sut(await studyFile('acme__dense-large.json'), bundle).diagnostics;
    expect(large.rank1Misses).toMatchObject({ misses: 3, ownPairedDistractor: { count: 2 }, otherQuery: { count: 1 } });
  });

  it('counts queries that list tied scores in another order than execret\'s, and follows execret\'s rule', async () => {
    const file = await studyFile('BM25.json');
    // q_0001 lists c_0001 and c_0002 at 14.5: swap them so the distractor comes first
    const query = file.listed.get('q_0001') as ListedQuery;
    const swapped = new Map(file.listed);
    swapped.set('q_0001', { ...query, topResults: [query.topResults[1] as ListedResult, query.topResults[0] as ListedResult, ...query.topResults.slice(2)] });
    const derived = sut({ ...file, listed: swapped }, await studyReleaseBundle());
    expect(derived.reorderedTieQueries).toBe(1);
    expect(derived.diagnostics.rank1Misses.misses).toBe(2);
  });

  it.each([
    ['an unknown corpus id', { corpusId: 'c_9999' }, 'per_query[1].top_results[2].corpus_id" must be a corpus id of bundle study-release, got string "c_9999"'],
    ['another label', { label: 'correct' }, 'per_query[1].top_results[2].label" must be "incorrect" as c_0006 in bundle study-release, got string "correct"'],
    ['another bug type', { bugType: 'off_by_one' }, 'per_query[1].top_results[2].bug_type" must be "wrong_comparison" as c_0006 in bundle study-release, got string "off_by_one"'],
    ['a verdict the bundle contradicts', { passesAllTests: true }, 'per_query[1].top_results[2].passes_all_tests" must be false as the execution cache of bundle study-release judges c_0006 on the tests of q_0002, got boolean true'],
    ['a score above the one before', { similarity: 11 }, 'per_query[1].top_results[2].similarity" must be at most 9.5, the score listed before it (top_results are listed by descending similarity), got number 11'],
    ['no score', { similarity: undefined }, 'per_query[1].top_results[2].similarity" must be a finite number (diagnostics are derived from the scores), got missing'],
  ])('refuses a file that disagrees with the bundle: %s', async (_, change, message) => {
    const file = await studyFile('BM25.json');
    const derive = async () => sut({ ...file, listed: edited(file.listed, 'q_0002', 2, change) }, await studyReleaseBundle());
    const error = (await derive().catch((caught: unknown) => caught)) as { code: string; message: string };
    expect(error.code).toBe(ExecretErrorCode.SCHEMA);
    expect(error.message).toBe(`results/BM25.json: field "${message}`);
  });

  it('refuses a query the bundle lacks or one whose canonical differs', async () => {
    const file = await studyFile('BM25.json');
    const bundle = await studyReleaseBundle();
    const unknown = new Map(file.listed);
    unknown.set('q_0099', { ...(file.listed.get('q_0001') as ListedQuery), index: 4 });
    expect(() => sut({ ...file, listed: unknown }, bundle)).toThrow('results/BM25.json: field "per_query[4].query_id" must be a query id of bundle study-release, got string "q_0099"');
    const other = new Map(file.listed);
    other.set('q_0003', { ...(file.listed.get('q_0003') as ListedQuery), correctCorpusIds: ['c_0011'] });
    expect(() => sut({ ...file, listed: other }, bundle)).toThrow('field "per_query[2].correct_corpus_ids" must be ["c_0010"] as in bundle study-release, got ["c_0011"]');
  });
});
