import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { evaluatePreferences as sut } from './evaluate-preferences.js';
import { qrelsToJudgements } from './qrels-to-judgements.js';
import { readQrels } from './read-qrels.js';
import { readTrecRun } from './read-trec-run.js';
import type { QueryJudgement } from './types.js';

const fixture = (name: string): string => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

// graded.qrels: rel 2 = the canonical (good), rel 1 = a paired distractor (bad).
async function load(): Promise<{ run: Awaited<ReturnType<typeof readTrecRun>>['run']; judgements: Map<string, QueryJudgement> }> {
  const qrels = await readQrels(fixture('graded.qrels'));
  const judgements = new Map<string, QueryJudgement>();
  for (const [queryId, judged] of qrelsToJudgements(qrels)) {
    const rel = qrels.get(queryId) as Map<string, number>;
    judgements.set(queryId, {
      correctCorpusIds: judged.correctCorpusIds.filter((corpusId) => rel.get(corpusId) === 2),
      pairedDistractorCorpusIds: [...rel].filter(([, value]) => value === 1).map(([corpusId]) => corpusId),
    });
  }
  return { run: (await readTrecRun(fixture('graded.run'))).run, judgements };
}

describe(sut.name, () => {
  it('matches CoQuIR compute_ppa / compute_mrs (reference_quality.py) with the corpus-id tie rule', async () => {
    const { run, judgements } = await load();
    const result = sut(run, judgements);
    expect(result.queryIds).toEqual(['q1', 'q2', 'q3', 'q5']); // q4 has no paired distractor
    expect([...result.perQuery.ppa]).toEqual([1, 1, 0, 0]);
    // q1 by hand: c1 at 0, d1a 1, d1b 3, d1c unranked (5): (1 − 1/2 + 1 − 1/4 + 1 − 1/6) / 3
    expect(result.perQuery.mrs[0]).toBeCloseTo(0.6944444444444445, 14);
    expect(result.perQuery.mrs[1]).toBeCloseTo(0.5, 14);
    expect(result.perQuery.mrs[2]).toBeCloseTo(-0.375, 14);
    expect(result.perQuery.mrs[3]).toBe(0); // q5 missing from the run: every pair tied outside
    expect(result.means.ppa).toBe(0.5);
    expect(result.means.mrs).toBeCloseTo(0.20486111111111116, 14);
    expect(result.counts).toEqual({ pairs: 7, pairsOutsideRanking: 4, pairsBothOutsideRanking: 2, queriesWithoutPairs: 1 });
  });

  it('matches the brute-force expectation over tie orders', async () => {
    const { run, judgements } = await load();
    const result = sut(run, judgements, { ties: 'expected' });
    expect(result.perQuery.ppa[0]).toBeCloseTo(0.8333333333333334, 14);
    expect(result.perQuery.mrs[0]).toBeCloseTo(0.36111111111111116, 14);
    expect(result.perQuery.mrs[2]).toBeCloseTo(-0.25, 14);
    expect(result.means.ppa).toBeCloseTo(0.45833333333333337, 14);
    expect(result.means.mrs).toBeCloseTo(0.1527777777777778, 14);
  });

  it('leaves out queries missing from the run under judged-and-run', async () => {
    const { run, judgements } = await load();
    expect(sut(run, judgements, { querySet: 'judged-and-run' }).queryIds).toEqual(['q1', 'q2', 'q3']);
  });
});
