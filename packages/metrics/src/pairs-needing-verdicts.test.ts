import { compareScoredItems, SeededRandom, type ScoredItem } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { diagnoseRun } from './diagnose-run.js';
import { evaluateRun } from './evaluate-run.js';
import { pairsNeedingVerdicts as sut, type PairsNeedingVerdictsOptions } from './pairs-needing-verdicts.js';
import type { MetricName, QueryJudgement, QuerySet, TieRule } from './types.js';

const item = (corpusId: string, score: number): ScoredItem => ({ corpusId, score });

describe(sut.name, () => {
  it('covers the top max(k) for evaluateRun and every possible first result of the density ablation', () => {
    const judgements = new Map<string, QueryJudgement>([['q1', { correctCorpusIds: ['c1'], pairedDistractorCorpusIds: ['d1', 'd2'] }]]);
    const run = new Map([['q1', [item('d1', 0.9), item('d2', 0.8), item('x', 0.7), item('c1', 0.6), item('y', 0.5)]]]);
    expect(sut(run, judgements, { evaluations: [{ ks: [1] }] })).toEqual([['q1', 'd1']]);
    // Removing both paired distractors brings x to rank 1; removing d1 alone brings d2.
    expect(sut(run, judgements, { evaluations: [{ ks: [1] }], diagnostics: [{}] })).toEqual([
      ['q1', 'd1'],
      ['q1', 'x'],
      ['q1', 'd2'],
    ]);
    expect(sut(run, judgements, { evaluations: [{ ks: [1, 4] }], diagnostics: [{}] })).toEqual([
      ['q1', 'd1'],
      ['q1', 'd2'],
      ['q1', 'x'],
      ['q1', 'c1'],
    ]);
  });

  it('reads the whole tie group that crosses the cutoff under expected ties, and nothing for relevance-only metrics', () => {
    const judgements = new Map<string, QueryJudgement>([['q1', { correctCorpusIds: ['c'] }]]);
    const run = new Map([['q1', [item('a', 0.9), item('b', 0.5), item('c', 0.5), item('d', 0.5), item('e', 0.1)]]]);
    const ids = (options: PairsNeedingVerdictsOptions): string[] => sut(run, judgements, options).map(([, corpusId]) => corpusId);
    expect(ids({ evaluations: [{ ks: [2] }] })).toEqual(['a', 'b']);
    expect(ids({ evaluations: [{ ks: [2], ties: 'trec_eval' }] })).toEqual(['a', 'd']);
    expect(ids({ evaluations: [{ ks: [2], ties: 'expected' }] })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ evaluations: [{ ks: [2], metrics: ['ndcg', 'mrr'] }] })).toEqual([]);
    expect(ids({})).toEqual([]);
  });

  it('agrees exactly with what evaluateRun and diagnoseRun read, over random runs with ties (seeded)', () => {
    const random = new SeededRandom(20260510);
    const pick = <T>(items: readonly T[]): T => items[random.integer(0, items.length - 1)] as T;
    const tieRules: TieRule[] = ['corpus-id', 'trec_eval', 'expected'];
    let pairsChecked = 0;
    for (let trial = 0; trial < 300; trial += 1) {
      const queryCount = random.integer(1, 6);
      const judgements = new Map<string, QueryJudgement>();
      const run = new Map<string, ScoredItem[]>();
      const pool = Array.from({ length: 24 }, (_, index) => `c_${String(index).padStart(2, '0')}`);
      for (let query = 0; query < queryCount; query += 1) {
        const queryId = `q${query}`;
        const owned = random.sample(pool, random.integer(1, 7));
        const correctCount = random.nextFloat() < 0.2 ? 2 : 1;
        if (random.nextFloat() < 0.9) {
          judgements.set(queryId, { correctCorpusIds: owned.slice(0, correctCount), pairedDistractorCorpusIds: owned.slice(correctCount) });
        }
        if (random.nextFloat() < 0.9) {
          // Few distinct scores, so ties are everywhere; now and then NaN or -Infinity.
          const ranking = random.sample(pool, random.integer(0, pool.length)).map((corpusId) => {
            const roll = random.nextFloat();
            return item(corpusId, roll < 0.03 ? Number.NaN : roll < 0.06 ? -Infinity : random.integer(0, 4) / 4);
          });
          run.set(queryId, random.nextFloat() < 0.7 ? ranking.sort(compareScoredItems) : ranking);
        }
      }
      const ks = random.sample([1, 2, 3, 5, 10, 20], random.integer(1, 3));
      const querySet: QuerySet = pick(['judged', 'judged-and-run']);
      const metrics: MetricName[] | undefined = pick([undefined, ['exec'], ['precision', 'ndcg'], ['ndcg']]);
      const options: PairsNeedingVerdictsOptions = {
        evaluations: [
          { ks, querySet, ties: pick(tieRules), ...(metrics === undefined ? {} : { metrics }) },
          { ks, querySet, ties: 'expected', metrics: ['exec', 'precision', 'ndcg'] },
        ],
        diagnostics: [{ querySet, ties: pick(tieRules) }],
      };

      const pairs = sut(run, judgements, options);
      const needed = new Set(pairs.map(([queryId, corpusId]) => `${queryId} ${corpusId}`));
      expect(needed.size).toBe(pairs.length);
      const verdicts = new Map([...needed].map((key) => [key, random.nextFloat() < 0.4]));
      const read = new Set<string>();
      const passes = (queryId: string, corpusId: string): boolean => {
        const key = `${queryId} ${corpusId}`;
        const verdict = verdicts.get(key);
        if (verdict === undefined) throw new Error(`trial ${trial}: ${key} was read but not listed`);
        read.add(key);
        return verdict;
      };
      for (const evaluation of options.evaluations ?? []) evaluateRun(run, judgements, { ...evaluation, passes, unexecuted: 'error' });
      for (const diagnostics of options.diagnostics ?? []) diagnoseRun(run, judgements, { ...diagnostics, passes, unexecuted: 'error' });
      // Exact: nothing listed goes unread, whatever the verdicts are.
      expect([...read].sort()).toEqual([...needed].sort());
      pairsChecked += needed.size;
    }
    expect(pairsChecked).toBeGreaterThan(1000);
  });
});
