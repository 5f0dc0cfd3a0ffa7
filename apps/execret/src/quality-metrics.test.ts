import { describe, expect, it } from '@jest/globals';
import { ExecretError, ExecretErrorCode, SeededRandom, type Run, type ScoredItem } from '@execret/core';
import { evaluatePreferences, type QueryJudgement } from '@execret/metrics';
import { bootstrapInterval } from '@execret/stats';
import { qualityMetrics as sut } from './quality-metrics.js';

// 60 queries (more than one step of the preference metrics), each ranking a pool of 40 snippets
// with seeded scores, some tied: canonical c_<q>_0, paired distractors c_<q>_1 and c_<q>_2.
function fixture(): { run: Run; judgements: Map<string, QueryJudgement> } {
  const random = new SeededRandom(7);
  const run = new Map<string, ScoredItem[]>();
  const judgements = new Map<string, QueryJudgement>();
  for (let query = 0; query < 60; query += 1) {
    const queryId = `q_${String(query).padStart(2, '0')}`;
    const items: ScoredItem[] = [];
    for (let item = 0; item < 40; item += 1) items.push({ corpusId: `c_${queryId}_${item}`, score: random.integer(0, 9) / 10 });
    run.set(queryId, items);
    judgements.set(queryId, { correctCorpusIds: [`c_${queryId}_0`], pairedDistractorCorpusIds: [`c_${queryId}_1`, `c_${queryId}_2`] });
  }
  return { run, judgements };
}

describe(sut.name, () => {
  it('gives the values of one evaluatePreferences call and bootstrapInterval from the seed, computed a few queries at a time', async () => {
    const { run, judgements } = fixture();
    const result = await sut(run, judgements, [1, 10], () => 0.5, 11);
    const preferences = evaluatePreferences(run, judgements);
    const expected = evaluatePreferences(run, judgements, { ties: 'expected' });
    const round = (value: number): number => Math.round(value * 1e6) / 1e6;
    expect(result.means).toMatchObject({
      ppa: round(preferences.means.ppa),
      mrs: round(preferences.means.mrs),
      expected_ppa: round(expected.means.ppa),
      expected_mrs: round(expected.means.mrs),
      ppa_ci95_low: round(bootstrapInterval(preferences.perQuery.ppa, { seed: 11 }).low),
      ppa_ci95_high: round(bootstrapInterval(preferences.perQuery.ppa, { seed: 11 }).high),
      mrs_ci95_low: round(bootstrapInterval(preferences.perQuery.mrs, { seed: 11 }).low),
      mrs_ci95_high: round(bootstrapInterval(preferences.perQuery.mrs, { seed: 11 }).high),
      preference_pairs: preferences.counts.pairs,
      preference_queries: 60,
    });
    expect([...result.perQuery.keys()]).toEqual([...judgements.keys()]);
    preferences.queryIds.forEach((queryId, index) => {
      expect(result.perQuery.get(queryId)).toMatchObject({ ppa: round(preferences.perQuery.ppa[index] as number), expected_mrs: round(expected.perQuery.mrs[index] as number) });
    });
  });

  it('stops with AbortedError when its abort signal fires while it runs (a Ctrl-C gets a turn of the event loop)', async () => {
    const { run, judgements } = fixture();
    const controller = new AbortController();
    // Fires on the first turn of the event loop after the call: only a computation that yields sees it.
    setImmediate(() => controller.abort());
    const error = await sut(run, judgements, [1, 10], () => 0.5, 11, controller.signal).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(ExecretError.isInstance(error) && error.code === ExecretErrorCode.ABORTED).toBe(true);
  });
});
