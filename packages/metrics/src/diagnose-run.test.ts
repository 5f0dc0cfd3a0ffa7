import type { ScoredItem } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { diagnoseRun as sut } from './diagnose-run.js';
import { evaluateRun } from './evaluate-run.js';
import type { QueryJudgement } from './types.js';

// Seven queries built so that every diagnostic has a hand-computable value (see each comment).
const judgements = new Map<string, QueryJudgement>([
  ['q1', { correctCorpusIds: ['c1'], pairedDistractorCorpusIds: ['d1a', 'd1b'] }],
  ['q2', { correctCorpusIds: ['c2'], pairedDistractorCorpusIds: ['d2a', 'd2b', 'd2c', 'd2d'] }],
  ['q3', { correctCorpusIds: ['c3'], pairedDistractorCorpusIds: ['d3a'] }],
  ['q4', { correctCorpusIds: ['c4'], pairedDistractorCorpusIds: [] }],
  ['q5', { correctCorpusIds: ['c5'], pairedDistractorCorpusIds: ['d5a'] }],
  ['q6', { correctCorpusIds: ['c6'] }],
  ['q7', { correctCorpusIds: ['c7'], pairedDistractorCorpusIds: ['d7a'] }],
]);
const item = (corpusId: string, score: number): ScoredItem => ({ corpusId, score });
const run = new Map<string, ScoredItem[]>([
  // own distractor on top; c1 ties d1b (corpus id order puts c1 first)
  ['q1', [item('d1a', 0.9), item('c1', 0.8), item('d1b', 0.8), item('x9', 0.1)]],
  // another query's canonical on top
  ['q2', [item('c3', 0.95), item('c2', 0.9), item('d2a', 0.5), item('d2b', 0.4), item('d2c', 0.3), item('d2d', 0.2)]],
  // canonical ties an unowned item at rank 1 and wins on corpus id
  ['q3', [item('c3', 1), item('x7', 1), item('d3a', 0.2)]],
  // empty ranking
  ['q4', []],
  // canonical ties its own distractor at rank 1 and wins on corpus id
  ['q5', [item('c5', 0.7), item('d5a', 0.7)]],
  // an item no query claims on top
  ['q6', [item('x9', 0.5), item('c6', 0.4)]],
  // the paired distractor is missing from the ranking: the query cannot be scored
  ['q7', [item('c7', 0.9)]],
]);
const canonicalOf = (queryId: string): string => `c${queryId.slice(1)}`;
const passes = (queryId: string, corpusId: string): boolean => corpusId === canonicalOf(queryId);
const bugTypes: Record<string, string> = {
  d1a: 'off_by_one', d1b: 'wrong_operator', d2a: 'off_by_one', d2b: 'wrong_comparison',
  d2c: 'off_by_one', d2d: 'swap_arguments', d3a: 'off_by_one', d5a: 'wrong_comparison', d7a: 'off_by_one',
};
const bugTypeOf = (corpusId: string): string | undefined => bugTypes[corpusId];

describe(sut.name, () => {
  const result = sut(run, judgements, { passes, bugTypeOf });

  it('splits failing rank-1 results into own distractor, another query, other and no result', () => {
    expect(result.queries).toBe(7);
    expect(result.rank1Misses).toEqual({
      misses: 4, // q1, q2, q4, q6
      missRate: 4 / 7,
      ownPairedDistractor: { count: 1, share: 0.25 }, // q1: d1a
      otherQuery: { count: 1, share: 0.25 }, // q2: c3 belongs to q3
      other: { count: 1, share: 0.25 }, // q6: x9
      noResult: { count: 1, share: 0.25 }, // q4
    });
  });

  it('reports how often exact ties decide the top', () => {
    expect(result.ties).toEqual({
      rank1Tied: { count: 2, share: 2 / 7 }, // q3, q5
      rank1TiedWithPairedDistractor: { count: 1, share: 1 / 7 }, // q5
      rank1CanonicalTiedWithPairedDistractor: { count: 1, share: 1 / 7 }, // q5
      canonicalTiedWithPairedDistractor: { count: 2, share: 2 / 7 }, // q1 (c1 = d1b at 0.8), q5
    });
  });

  it('compares canonical and distractor scores over scored queries, by distractor count', () => {
    const comparison = result.canonicalVersusDistractors;
    expect(comparison.queries).toBe(4); // q1, q2, q3, q5 (q4 and q6 have no distractor, q7 is unscored)
    expect(comparison.unscoredQueries).toBe(1);
    expect(comparison.below).toEqual({ count: 1, share: 0.25 }); // q1
    expect(comparison.tiedWithBest).toEqual({ count: 1, share: 0.25 }); // q5
    expect(comparison.byDistractorCount).toEqual({
      '1': { queries: 2, below: { count: 0, share: 0 }, tiedWithBest: { count: 1, share: 0.5 } },
      '2': { queries: 1, below: { count: 1, share: 1 }, tiedWithBest: { count: 0, share: 0 } },
      '4': { queries: 1, below: { count: 0, share: 0 }, tiedWithBest: { count: 0, share: 0 } },
    });
    // gaps: q1 0.8 − 0.9, q2 0.9 − 0.5, q3 1 − 0.2, q5 0 → mean 1.1 / 4, median (0 + 0.4) / 2
    expect(comparison.meanGap).toBeCloseTo(0.275, 15);
    expect(comparison.medianGap).toBeCloseTo(0.2, 15);
    expect(comparison.gaps.map((gap) => Math.round(gap * 1e12) / 1e12)).toEqual([-0.1, 0.4, 0.8, 0]);
  });

  it('counts deception per bug type with ties apart', () => {
    expect(result.deception.unscoredPairs).toBe(1); // d7a
    expect(result.deception.overall).toEqual({ pairs: 8, above: 1, tied: 2, below: 5, rate: 1 / 8, tiedRate: 2 / 8 });
    expect(result.deception.byBugType).toEqual({
      off_by_one: { pairs: 4, above: 1, tied: 0, below: 3, rate: 0.25, tiedRate: 0 },
      swap_arguments: { pairs: 1, above: 0, tied: 0, below: 1, rate: 0, tiedRate: 0 },
      wrong_comparison: { pairs: 2, above: 0, tied: 1, below: 1, rate: 0, tiedRate: 0.5 },
      wrong_operator: { pairs: 1, above: 0, tied: 1, below: 0, rate: 0, tiedRate: 1 },
    });
  });

  it('averages exec@1 exactly over every subset of kept distractors', () => {
    // per query, exec@1 by subset size: q1 [1, 1/2, 0], q2 [0 ×5], q3 [1, 1], q4 [0], q5 [1, 1], q6 [0], q7 [1, 1]
    expect(result.densityAblation).toEqual([
      { keptDistractors: 0, queries: 7, expectedExec1: 4 / 7 },
      { keptDistractors: 1, queries: 5, expectedExec1: 3.5 / 5 },
      { keptDistractors: 2, queries: 2, expectedExec1: 0 },
      { keptDistractors: 3, queries: 1, expectedExec1: 0 },
      { keptDistractors: 4, queries: 1, expectedExec1: 0 },
    ]);
  });

  it('keeping every paired distractor reproduces exec@1 of the run, query by query', () => {
    for (const [queryId, judgement] of judgements) {
      const single = new Map([[queryId, judgement]]);
      const distractorCount = judgement.pairedDistractorCorpusIds?.length ?? 0;
      const allKept = sut(run, single, { passes }).densityAblation[distractorCount]?.expectedExec1;
      expect(allKept).toBe(evaluateRun(run, single, { passes, ks: [1] }).means['exec@1']);
    }
  });

  it('averages rank-1 over the top tie group with ties: expected', () => {
    const expected = sut(run, judgements, { passes, ties: 'expected' });
    // q3 and q5 now miss with probability 1/2 (x7, d5a)
    expect(expected.rank1Misses.misses).toBe(5);
    expect(expected.rank1Misses.ownPairedDistractor).toEqual({ count: 1.5, share: 0.3 });
    expect(expected.rank1Misses.otherQuery).toEqual({ count: 1, share: 0.2 });
    expect(expected.rank1Misses.other).toEqual({ count: 1.5, share: 0.3 });
    // q1 keeps only d1b: c1 and d1b tie → 1/2; q3 → 1/2 either way; q5 keeping d5a → 1/2
    expect(expected.densityAblation[0]?.expectedExec1).toBeCloseTo(3.5 / 7, 15);
    expect(expected.densityAblation[1]?.expectedExec1).toBeCloseTo(2.25 / 5, 15);
  });

  it('needs verdicts and rejects an unexecuted verdict when asked', () => {
    expect(() => sut(run, judgements, {} as never)).toThrow(/needs options.passes/);
    expect(() => sut(run, judgements, { passes: () => undefined, unexecuted: 'error' })).toThrow(/no execution verdict for query "q1"/);
    expect(sut(run, judgements, { passes: () => undefined }).unexecutedResults).toBeGreaterThan(0);
  });
});
