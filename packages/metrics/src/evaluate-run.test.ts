import { fileURLToPath } from 'node:url';
import { ExecretError, SeededRandom, type ScoredItem } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { evaluateRun as sut } from './evaluate-run.js';
import { qrelsToJudgements } from './qrels-to-judgements.js';
import { readQrels } from './read-qrels.js';
import { readTrecRun } from './read-trec-run.js';
import type { QueryJudgement } from './types.js';

const fixture = (name: string): string => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
const LOG2_3 = Math.log2(3);

// qA: canonical cA ties with its distractor dA1 at the top; cB (qB's canonical) fails qA's tests.
const judgements = new Map<string, QueryJudgement>([
  ['qA', { correctCorpusIds: ['cA'], pairedDistractorCorpusIds: ['dA1', 'dA2'] }],
  ['qB', { correctCorpusIds: ['cB'] }],
]);
const run = new Map<string, ScoredItem[]>([
  ['qA', [
    { corpusId: 'cA', score: 0.9 },
    { corpusId: 'dA1', score: 0.9 },
    { corpusId: 'cB', score: 0.5 },
    { corpusId: 'dA2', score: 0.4 },
  ]],
  ['qB', [
    { corpusId: 'cB', score: 0.8 },
    { corpusId: 'cA', score: 0.7 },
  ]],
]);
const canonicalOf: Record<string, string> = { qA: 'cA', qB: 'cB' };
const passes = (queryId: string, corpusId: string): boolean => canonicalOf[queryId] === corpusId;
const at = (values: Float64Array | undefined, index: number): number => (values as Float64Array)[index] as number;

describe(sut.name, () => {
  it('computes every metric per query with the default tie rule (corpus id ascending)', () => {
    const result = sut(run, judgements, { passes });
    expect(result.queryIds).toEqual(['qA', 'qB']);
    expect(result.ks).toEqual([1, 3, 5, 10]);
    expect(Object.keys(result.perQuery)).toHaveLength(8 * 4);
    // hand-computed: cA is ranked first for qA, cB first for qB
    expect(at(result.perQuery['exec@1'], 0)).toBe(1);
    expect(at(result.perQuery['precision@1'], 0)).toBe(1);
    expect(at(result.perQuery['precision@3'], 0)).toBeCloseTo(1 / 3, 15);
    expect(at(result.perQuery['precision@5'], 0)).toBeCloseTo(1 / 5, 15);
    expect(at(result.perQuery['ndcg@3'], 0)).toBe(1);
    expect(at(result.perQuery['exec_ndcg_gap@3'], 0)).toBe(0);
    expect(at(result.perQuery['mrr@1'], 0)).toBe(1);
    expect(at(result.perQuery['relevance_precision@10'], 1)).toBeCloseTo(0.1, 15);
    expect(result.means['exec@1']).toBe(1);
    expect(result.means['precision@10']).toBeCloseTo(0.1, 15);
  });

  it("uses trec_eval's tie rule when asked (docno descending puts dA1 above cA)", () => {
    const result = sut(run, judgements, { passes, ties: 'trec_eval' });
    expect(at(result.perQuery['exec@1'], 0)).toBe(0);
    expect(at(result.perQuery['ndcg@1'], 0)).toBe(0);
    expect(at(result.perQuery['exec@3'], 0)).toBe(1);
    // canonical at rank 2: nDCG = 1/log2(3), gap = 1 − 1/log2(3)
    expect(at(result.perQuery['ndcg@3'], 0)).toBeCloseTo(1 / LOG2_3, 15);
    expect(at(result.perQuery['exec_ndcg_gap@3'], 0)).toBeCloseTo(1 - 1 / LOG2_3, 15);
    expect(at(result.perQuery['mrr@3'], 0)).toBe(0.5);
    expect(result.means['exec@1']).toBe(0.5);
  });

  it('gives the closed-form expectation over tied orders with ties: expected', () => {
    const result = sut(run, judgements, { passes, ties: 'expected' });
    // cA and dA1 tie: each is first with probability 1/2
    expect(at(result.perQuery['exec@1'], 0)).toBe(0.5);
    expect(at(result.perQuery['precision@1'], 0)).toBe(0.5);
    expect(at(result.perQuery['ndcg@1'], 0)).toBe(0.5);
    expect(at(result.perQuery['ndcg@3'], 0)).toBeCloseTo(0.5 + 0.5 / LOG2_3, 15);
    expect(at(result.perQuery['mrr@3'], 0)).toBe(0.75);
    expect(at(result.perQuery['exec@3'], 0)).toBe(1);
    expect(at(result.perQuery['exec@1'], 1)).toBe(1);
  });

  it('reads only the requested cutoffs and metrics', () => {
    const result = sut(run, judgements, { passes, ks: [3, 1, 3], metrics: ['ndcg', 'exec'] });
    expect(result.ks).toEqual([1, 3]);
    expect(result.metrics).toEqual(['exec', 'ndcg']);
    expect(Object.keys(result.perQuery)).toEqual(['exec@1', 'exec@3', 'ndcg@1', 'ndcg@3']);
  });

  it('stores each requested metric under its own name, whichever subset is asked for', () => {
    // trec_eval order: qA ranks dA1, cA, cB, dA2; at k = 3 exec = 1, ndcg = 1/log2(3), hit = 1, recall = 1.
    const all = sut(run, judgements, { passes, ties: 'trec_eval', ks: [3] });
    const subset = sut(run, judgements, { passes, ties: 'trec_eval', ks: [3], metrics: ['relevance_precision', 'exec_ndcg_gap', 'recall'] });
    expect(Object.keys(subset.perQuery)).toEqual(['exec_ndcg_gap@3', 'recall@3', 'relevance_precision@3']);
    expect(at(subset.perQuery['exec_ndcg_gap@3'], 0)).toBeCloseTo(1 - 1 / LOG2_3, 15);
    expect(at(subset.perQuery['recall@3'], 0)).toBe(1);
    expect(at(subset.perQuery['relevance_precision@3'], 0)).toBeCloseTo(1 / 3, 15);
    for (const key of Object.keys(subset.perQuery)) expect(Array.from(subset.perQuery[key] as Float64Array)).toEqual(Array.from(all.perQuery[key] as Float64Array));
  });

  it('computes only relevance metrics when no verdicts are given', () => {
    const result = sut(run, judgements);
    expect(result.metrics).toEqual(['ndcg', 'mrr', 'recall', 'hit', 'relevance_precision']);
    expect(() => sut(run, judgements, { metrics: ['exec'] })).toThrow(/need execution verdicts/);
  });

  it('rejects bad cutoffs, metric names and tie rules with a clear message', () => {
    expect(() => sut(run, judgements, { ks: [0] })).toThrow('every cutoff k must be a positive integer, got 0');
    expect(() => sut(run, judgements, { ks: [] })).toThrow(/at least one cutoff/);
    expect(() => sut(run, judgements, { metrics: ['map' as 'ndcg'] })).toThrow(/unknown metric "map"/);
    expect(() => sut(run, judgements, { ties: 'random' as 'expected' })).toThrow(/ties must be one of/);
  });

  it('rejects a ranking that lists an item twice within the evaluated depth', () => {
    const doubled = new Map([['qB', [{ corpusId: 'cB', score: 1 }, { corpusId: 'cB', score: 0.5 }]]]);
    let caught: unknown;
    try {
      sut(doubled, judgements, { passes });
    } catch (error) {
      caught = error;
    }
    expect(ExecretError.isInstance(caught)).toBe(true);
    expect((caught as ExecretError).code).toBe('INVALID_ARGUMENT');
    expect((caught as Error).message).toContain('query "qB" lists corpus item "cB" more than once');
  });

  it('counts unexecuted results as failing, or throws when asked', () => {
    const partial = (queryId: string, corpusId: string): boolean | undefined => (corpusId === 'cB' && queryId === 'qA' ? undefined : passes(queryId, corpusId));
    const result = sut(run, judgements, { passes: partial, ks: [3] });
    expect(result.counts.unexecutedResults).toBe(1);
    expect(at(result.perQuery['precision@3'], 0)).toBeCloseTo(1 / 3, 15);
    expect(() => sut(run, judgements, { passes: partial, unexecuted: 'error' })).toThrow(
      /no execution verdict for query "qA" and corpus item "cB" \(rank 3\)/,
    );
  });

  it('scores judged queries missing from the run as 0 by default and can leave them out', () => {
    const withMissing = new Map([...judgements, ['qC', { correctCorpusIds: ['cC'] }]]);
    const runWithExtra = new Map([...run, ['qZ', [{ corpusId: 'cZ', score: 1 }]]]);
    const all = sut(runWithExtra, withMissing, { passes });
    expect(all.queryIds).toEqual(['qA', 'qB', 'qC']);
    expect(at(all.perQuery['exec@1'], 2)).toBe(0);
    expect(all.means['exec@1']).toBeCloseTo(2 / 3, 15);
    expect(all.counts).toEqual({
      judgedQueries: 3,
      evaluatedQueries: 3,
      missingFromRun: 1,
      unjudgedRunQueries: 1,
      queriesWithoutCorrect: 0,
      unexecutedResults: 0,
    });
    const inRun = sut(runWithExtra, withMissing, { passes, querySet: 'judged-and-run' });
    expect(inRun.queryIds).toEqual(['qA', 'qB']);
    expect(inRun.means['exec@1']).toBe(1);
  });

  describe('against trec_eval 9.0.8 rules on __fixtures__/ties.run and ties.qrels', () => {
    // Expected values: output of src/__fixtures__/reference_metrics.py (python3, independent code).
    const load = async () => ({
      run: (await readTrecRun(fixture('ties.run'))).run,
      judgements: qrelsToJudgements(await readQrels(fixture('ties.qrels'))),
    });

    it('matches trec_eval per query with its tie rule (graded gains, a relevant item never retrieved)', async () => {
      const data = await load();
      const result = sut(data.run, data.judgements, { ties: 'trec_eval', querySet: 'judged-and-run' });
      expect(result.queryIds).toEqual(['q1', 'q2']);
      const q1 = (key: string): number => at(result.perQuery[key], 0);
      expect(q1('hit@1')).toBe(0);
      expect(q1('ndcg@3')).toBeCloseTo(0.5209090851403014, 14);
      expect(q1('ndcg@10')).toBeCloseTo(0.5209090851403014, 14);
      expect(q1('relevance_precision@3')).toBeCloseTo(0.6666666666666666, 15);
      expect(q1('relevance_precision@5')).toBeCloseTo(0.4, 15);
      expect(q1('recall@5')).toBeCloseTo(0.6666666666666666, 15);
      expect(q1('mrr@10')).toBe(0.5); // trec_eval recip_rank (no cutoff) = 0.5 for q1
      for (const key of Object.keys(result.perQuery)) expect(at(result.perQuery[key], 1)).toBe(0); // q2: no relevant item
    });

    it('averages over run ∩ qrels queries (trec_eval default) or over all qrels queries (-c)', async () => {
      const data = await load();
      const inRun = sut(data.run, data.judgements, { ties: 'trec_eval', querySet: 'judged-and-run' });
      expect(inRun.means['ndcg@5']).toBeCloseTo(0.2604545425701507, 14);
      expect(inRun.means['relevance_precision@5']).toBeCloseTo(0.2, 15);
      expect(inRun.means['recall@10']).toBeCloseTo(0.3333333333333333, 15);
      expect(inRun.means['mrr@10']).toBe(0.25);
      expect(inRun.counts.unjudgedRunQueries).toBe(1); // q4 has no qrels: skipped, as trec_eval does
      const complete = sut(data.run, data.judgements, { ties: 'trec_eval' });
      expect(complete.queryIds).toEqual(['q1', 'q2', 'q3']);
      expect(complete.means['ndcg@5']).toBeCloseTo(0.1736363617134338, 14);
      expect(complete.means['relevance_precision@5']).toBeCloseTo(0.13333333333333333, 15);
      expect(complete.means['recall@3']).toBeCloseTo(0.2222222222222222, 15);
      expect(complete.counts.queriesWithoutCorrect).toBe(1);
    });

    it('matches the reference for the corpus-id rule and the brute-force tie expectation', async () => {
      const data = await load();
      const byId = sut(data.run, data.judgements, { querySet: 'judged-and-run' });
      expect(at(byId.perQuery['ndcg@1'], 0)).toBe(0.5);
      expect(at(byId.perQuery['ndcg@3'], 0)).toBeCloseTo(0.31939394323979897, 14);
      expect(at(byId.perQuery['ndcg@5'], 0)).toBeCloseTo(0.5945049115278096, 14);
      const expected = sut(data.run, data.judgements, { ties: 'expected', querySet: 'judged-and-run' });
      expect(at(expected.perQuery['hit@1'], 0)).toBe(0.5);
      expect(at(expected.perQuery['ndcg@1'], 0)).toBeCloseTo(0.25, 15);
      expect(at(expected.perQuery['ndcg@3'], 0)).toBeCloseTo(0.42015151419005026, 14);
      expect(at(expected.perQuery['ndcg@5'], 0)).toBeCloseTo(0.5577069983340555, 14);
      expect(at(expected.perQuery['mrr@3'], 0)).toBe(0.75);
      expect(at(expected.perQuery['recall@3'], 0)).toBeCloseTo(0.5, 15);
      expect(at(expected.perQuery['recall@1'], 0)).toBeCloseTo(0.16666666666666666, 15);
    });
  });

  it('equals the average over every order of tied items (brute-force enumeration, random rankings)', () => {
    const random = new SeededRandom(7);
    for (let trial = 0; trial < 40; trial += 1) {
      const size = random.integer(1, 7);
      const ranking = Array.from({ length: size }, (_, index) => ({ corpusId: `x${index}`, score: random.integer(0, 2) }));
      const correct = ranking.filter(() => random.nextFloat() < 0.35).map((item) => item.corpusId);
      const passing = new Set(ranking.filter(() => random.nextFloat() < 0.35).map((item) => item.corpusId));
      const queryJudgements = new Map([['q', { correctCorpusIds: correct }]]);
      const verdicts = (_queryId: string, corpusId: string): boolean => passing.has(corpusId);
      const options = { passes: verdicts, ks: [1, 2, 3, 5] };
      const expected = sut(new Map([['q', ranking]]), queryJudgements, { ...options, ties: 'expected' });
      // enumerate every order of every tie group; strictly decreasing scores realise each order
      const groups = new Map<number, string[]>();
      for (const item of ranking) groups.set(item.score, [...(groups.get(item.score) ?? []), item.corpusId]);
      const ordered = [...groups.entries()].sort((left, right) => right[0] - left[0]).map(([, members]) => permutations(members));
      const totals: Record<string, number> = {};
      let orders = 0;
      for (const choice of cartesian(ordered)) {
        const flat = choice.flat();
        const strict = flat.map((corpusId, index) => ({ corpusId, score: flat.length - index }));
        const one = sut(new Map([['q', strict]]), queryJudgements, options);
        for (const [key, values] of Object.entries(one.perQuery)) totals[key] = (totals[key] ?? 0) + at(values, 0);
        orders += 1;
      }
      for (const [key, total] of Object.entries(totals)) expect(at(expected.perQuery[key], 0)).toBeCloseTo(total / orders, 12);
    }
  });
});

function permutations(items: string[]): string[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

function cartesian(lists: string[][][]): string[][][] {
  return lists.reduce<string[][][]>((acc, options) => acc.flatMap((prefix) => options.map((option) => [...prefix, option])), [[]]);
}
