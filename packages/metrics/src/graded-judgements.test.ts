import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { ExecretError } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { evaluateRun } from './evaluate-run.js';
import { gradedJudgements as sut } from './graded-judgements.js';
import { judgementsToQrels } from './qrels-to-judgements.js';
import { readTrecRun } from './read-trec-run.js';
import type { QueryJudgement } from './types.js';
import { qrelsLines } from './write-qrels.js';

const fixture = (name: string): string => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

// The judgements behind __fixtures__/graded.qrels: canonicals cN, paired distractors dN*.
const judgements = new Map<string, QueryJudgement>([
  ['q1', { correctCorpusIds: ['c1'], pairedDistractorCorpusIds: ['d1a', 'd1b', 'd1c'] }],
  ['q2', { correctCorpusIds: ['c2'], pairedDistractorCorpusIds: ['d2a'] }],
  ['q3', { correctCorpusIds: ['c3'], pairedDistractorCorpusIds: ['d3a', 'd3b'] }],
  ['q4', { correctCorpusIds: ['c4'], pairedDistractorCorpusIds: [] }],
  ['q5', { correctCorpusIds: ['c5'], pairedDistractorCorpusIds: ['d5a'] }],
]);

function sortedLines(lines: Iterable<string>): string[] {
  return [...lines].sort();
}

describe(sut.name, () => {
  it('grades canonicals 2 and paired distractors 1, written as the qrels of the fixture', async () => {
    const graded = sut(judgements, { scheme: 'graded' });
    const written = sortedLines(qrelsLines(judgementsToQrels(graded)));
    const committed = sortedLines((await readFile(fixture('graded.qrels'), 'utf8')).split('\n').filter((line) => line !== ''));
    expect(written).toEqual(committed);
  });

  it('writes binary qrels (1 / 0) with the binary scheme', () => {
    const lines = [...qrelsLines(judgementsToQrels(sut(judgements, { scheme: 'binary' })))];
    expect(lines.slice(0, 4)).toEqual(['q1 0 c1 1', 'q1 0 d1a 0', 'q1 0 d1b 0', 'q1 0 d1c 0']);
  });

  it('gives ndcg@k equal to trec_eval ndcg_cut on the graded qrels (reference_quality.py)', async () => {
    const { run } = await readTrecRun(fixture('graded.run'));
    const result = evaluateRun(run, sut(judgements, { scheme: 'graded' }), { ties: 'trec_eval', querySet: 'judged-and-run', metrics: ['ndcg'] });
    expect(result.queryIds).toEqual(['q1', 'q2', 'q3', 'q4']);
    const q = (key: string, index: number): number => (result.perQuery[key] as Float64Array)[index] as number;
    expect(q('ndcg@1', 0)).toBe(0.5); // d1a (gain 1) wins the tie by docno descending; ideal 2
    expect(q('ndcg@3', 0)).toBeCloseTo(0.7224242270408039, 14);
    expect(q('ndcg@5', 0)).toBeCloseTo(0.7559892446318185, 14);
    expect(q('ndcg@3', 2)).toBeCloseTo(0.20151514190050246, 14);
    expect(q('ndcg@3', 3)).toBeCloseTo(0.6309297535714575, 14);
    expect(result.means['ndcg@1']).toBe(0.375);
    expect(result.means['ndcg@3']).toBeCloseTo(0.6387172806281909, 14);
    expect(result.means['ndcg@10']).toBeCloseTo(0.6471085350259447, 14);
  });

  it('uses the share of tests passed as the gain of a paired distractor', () => {
    const shares: Record<string, number> = { d1a: 0.5, d1b: 0, d1c: 0.25 };
    const graded = sut(new Map([['q1', judgements.get('q1') as QueryJudgement]]), { scheme: 'test-share', testShare: (_, corpusId) => shares[corpusId] });
    expect([...(graded.get('q1')?.gains ?? [])]).toEqual([['d1a', 0.5], ['d1c', 0.25], ['c1', 1]]);
    // canonical at rank 2 behind d1a: DCG = 0.5 + 1/log2(3); ideal = 1 + 0.5/log2(3) + 0.25/2
    const run = new Map([['q1', [{ corpusId: 'd1a', score: 2 }, { corpusId: 'c1', score: 1 }]]]);
    const ndcg = evaluateRun(run, graded, { ks: [3], metrics: ['ndcg'] }).means['ndcg@3'];
    expect(ndcg).toBeCloseTo((0.5 + 1 / Math.log2(3)) / (1 + 0.5 / Math.log2(3) + 0.25 / 2), 14);
  });

  it('refuses an unknown share and a missing lookup', () => {
    expect(() => sut(judgements, { scheme: 'test-share' })).toThrow(ExecretError);
    expect(() => sut(judgements, { scheme: 'test-share', testShare: () => undefined })).toThrow('query "q1", snippet "d1a"');
    expect(() => sut(judgements, { scheme: 'graded-ish' as 'graded' })).toThrow('scheme must be one of');
  });
});
