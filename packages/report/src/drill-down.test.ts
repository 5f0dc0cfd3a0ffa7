import { describe, expect, it } from '@jest/globals';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { buildDrillDown as sut } from './drill-down.js';
import { loadResults } from './load-results.js';
import type { FullLeaderboard } from './report-types.js';

interface RawResult { corpus_id: string; similarity: number; passes_all_tests: boolean; test_results: string[]; bug_type: string }
interface RawFile { model: string; per_query: Array<{ query_id: string; correct_corpus_ids: string[]; top_results: RawResult[] }> }

async function rawFiles(): Promise<RawFile[]> {
  const directory = join(STUDY_RELEASE, 'results');
  return Promise.all((await readdir(directory)).map(async (file) => JSON.parse(await readFile(join(directory, file), 'utf8')) as RawFile));
}

describe(sut.name, () => {
  it('lists every query per system, rank-1 misses first, with the numbers of the results files', async () => {
    const results = await loadResults(STUDY_RELEASE);
    const order = ['acme/dense-small', 'BM25', 'acme/dense-large'];
    const leaderboard = { rows: order.map((system) => ({ system })) } as unknown as FullLeaderboard;
    const bundle = await studyReleaseBundle();
    const drillDown = sut(results, leaderboard, bundle);
    expect(drillDown.systems.map((system) => system.system)).toEqual(order);
    for (const raw of await rawFiles()) {
      const view = drillDown.systems.find((system) => system.system === raw.model);
      if (view === undefined) throw new Error(`no drill-down for ${raw.model}`);
      const missed = raw.per_query.filter((query) => !(query.top_results[0]?.passes_all_tests ?? false)).map((query) => query.query_id);
      expect(view.misses).toBe(missed.length);
      expect(view.entries.slice(0, missed.length).map((entry) => entry.queryId)).toEqual(missed);
      expect(view.entries.every((entry, index) => entry.hit === index >= missed.length)).toBe(true);
      for (const query of raw.per_query) {
        const entry = view.entries.find((candidate) => candidate.queryId === query.query_id);
        const first = query.top_results[0] as RawResult;
        expect(entry?.rank1?.corpusId).toBe(first.corpus_id);
        expect(entry?.rank1?.score).toBe(first.similarity);
        expect(entry?.rank1?.bugType).toBe(first.bug_type);
        const canonical = query.top_results.findIndex((result) => result.corpus_id === query.correct_corpus_ids[0]);
        expect(entry?.canonical.rank).toBe(canonical === -1 ? null : canonical + 1);
        expect(entry?.canonical.score).toBe(canonical === -1 ? null : (query.top_results[canonical] as RawResult).similarity);
        const failing = first.test_results.findIndex((outcome) => outcome !== 'pass');
        expect(entry?.rank1?.failure?.outcome ?? null).toBe(first.passes_all_tests || failing === -1 ? null : first.test_results[failing]);
        if (entry?.rank1?.failure) {
          const test = bundle.bundle.queries.find((row) => row.query_id === query.query_id)?.test_suite[failing];
          expect(entry.rank1.failure.test).toBe(test);
        }
      }
    }
  });

  it('names the operator, the owning query and the domain from the bundle', async () => {
    const results = await loadResults(STUDY_RELEASE);
    const bundle = await studyReleaseBundle();
    const drillDown = sut(results, { rows: [{ system: 'BM25' }] } as unknown as FullLeaderboard, bundle);
    const entry = drillDown.systems[0]?.entries.find((candidate) => candidate.queryId === 'q_0002');
    const metadata = bundle.bundle.distractorMetadata?.find((row) => row.corpus_id === entry?.rank1?.corpusId);
    expect(entry?.domain).toBe('string_processing');
    expect(entry?.rank1?.ownDistractor).toBe(metadata !== undefined);
    expect(entry?.rank1?.operator).toBe(metadata?.operator ?? null);
  });

  it('lists the queries on which systems disagree at rank 1, right and wrong in leaderboard order', async () => {
    const results = await loadResults(STUDY_RELEASE);
    const order = ['BM25', 'acme/dense-large', 'acme/dense-small'];
    const drillDown = sut(results, { rows: order.map((system) => ({ system })) } as unknown as FullLeaderboard);
    // BM25 right on q_0001 and q_0003; dense-small right on q_0003 and q_0004; dense-large on q_0004
    expect(drillDown.disagreements.map(({ queryId, right, wrong }) => ({ queryId, right, wrong }))).toEqual([
      { queryId: 'q_0001', right: ['BM25'], wrong: ['acme/dense-large', 'acme/dense-small'] },
      { queryId: 'q_0003', right: ['BM25', 'acme/dense-small'], wrong: ['acme/dense-large'] },
      { queryId: 'q_0004', right: ['acme/dense-large', 'acme/dense-small'], wrong: ['BM25'] },
    ]);
    // without the bundle: no domains, tests or operators, the outcomes still
    expect(drillDown.systems[0]?.entries[0]?.domain).toBeNull();
    expect(drillDown.systems[0]?.entries[0]?.rank1?.failure?.test).toBeNull();
  });
});
