import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Retriever, RetrievalQuery } from '@execret/core';
import { openLocalOracle, type LocalOracle } from '@execret/oracle';
import { parseResultsFile } from '@execret/report';
import { collectIo } from '../__fixtures__/collect-io.js';
import { writeMultiLanguageBundle } from '../__fixtures__/multi-language-bundle.js';
import { createProgress } from '../progress.js';
import type { AxesComparison } from '../report/compare-axes-folders.js';
import { trecRunSystemSource } from '../trec-run-system.js';
import { runCheck } from './check.js';
import { runReport } from './report.js';
import type { RunAxes } from '../run-axes.js';
import { runBenchmark, type ResultsFile } from './run.js';

const bundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

// A retriever that ranks every pool item by a hand-written score table (0 when absent), so each
// number below can be worked out by hand. It records the texts it was asked with.
function tableRetriever(scores: Record<string, Record<string, number>>, seen: Map<string, string>): Retriever {
  let ids: string[] = [];
  return {
    systemId: 'table',
    describe: () => ({ kind: 'table', scores }),
    index: async (documents) => {
      ids = documents.map((document) => document.id);
    },
    search: async (queries: readonly RetrievalQuery[]) => {
      for (const query of queries) seen.set(query.id, query.text);
      return new Map(queries.map((query) => [query.id, ids.map((corpusId) => ({ corpusId, score: scores[query.id]?.[corpusId] ?? 0 }))]));
    },
  };
}

let work: string;
let oracle: LocalOracle;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-axes-'));
  oracle = openLocalOracle(join(work, 'cache'));
});
afterAll(async () => {
  await oracle.dispose();
  await rm(work, { recursive: true, force: true });
});

async function runTable(out: string, scores: Record<string, Record<string, number>>, axes: Partial<RunAxes>, ks = [1, 3]): Promise<{ results: ResultsFile; seen: Map<string, string> }> {
  const seen = new Map<string, string>();
  await runBenchmark({
    bundle,
    systems: ['table'],
    out,
    ks,
    oracle: oracle.oracle,
    progress: quiet,
    axes,
    systemSource: { check: async () => undefined, inputFiles: () => [], create: async () => tableRetriever(scores, seen) },
  });
  return { results: JSON.parse(await readFile(join(out, 'results', 'table.json'), 'utf8')) as ResultsFile, seen };
}

// q_0001: canonical c_0010, distractor c_0007. q_0002: canonical c_0003, distractors c_0001 c_0002
// c_0006. q_0003: canonical c_0005, distractors c_0004 c_0008 c_0009.
const TEXT_SCORES = {
  q_0001: { c_0007: 0.9, c_0010: 0.8 },
  q_0002: { c_0003: 0.9, c_0001: 0.5, c_0002: 0.4, c_0006: 0.3 },
  q_0003: { c_0010: 1, c_0008: 0.9, c_0005: 0.8, c_0004: 0.1, c_0009: 0.05 },
};

describe('run along the axes on the example bundle', () => {
  it('text-to-code: graded qrels, graded nDCG, PPA and MRS by hand, a gzipped run cut at depth 2', async () => {
    const out = join(work, 'text');
    const { results } = await runTable(out, TEXT_SCORES, { qrels: 'graded', runDepth: 2, runGzip: true, queryStyle: 'keywords' });
    // PPA: q_0001 0 (c_0007 above), q_0002 1, q_0003 2/3 (c_0008 above c_0005; c_0004, c_0009 below).
    expect(results.metrics['ppa']).toBeCloseTo(5 / 9, 6);
    // MRS, 0-based positions: q_0001 1/2 − 1; q_0002 (1 − 1/2 + 1 − 1/3 + 1 − 1/4)/3; q_0003 (1/3 − 1/4 + 1/3 − 1/2 + 1/3 − 1/5)/3.
    const mrs = [0.5 - 1, (3 - 1 / 2 - 1 / 3 - 1 / 4) / 3, (1 - 1 / 4 - 1 / 2 - 1 / 5) / 3];
    expect(results.metrics['mrs']).toBeCloseTo((mrs[0]! + mrs[1]! + mrs[2]!) / 3, 6);
    expect(results.per_query.map((query) => query.metrics['ppa'])).toEqual([0, 1, 0.666667]);
    expect(results.metrics['preference_pairs']).toBe(7);
    expect(results.metrics['ppa_ci95_low']).toBeLessThanOrEqual(results.metrics['ppa'] as number);
    expect(results.metrics['ppa_ci95_high']).toBeGreaterThanOrEqual(results.metrics['ppa'] as number);
    // graded nDCG@1: q_0001 c_0007 (1 of ideal 2), q_0002 c_0003 (2 of 2), q_0003 c_0010 (0).
    expect(results.metrics['graded_ndcg@1']).toBe(0.5);
    // q_0001 at 3: c_0007 (1), c_0010 (2) over the ideal 2, 1.
    expect(results.per_query[0]?.metrics['graded_ndcg@3']).toBeCloseTo((1 + 2 / Math.log2(3)) / (2 + 1 / Math.log2(3)), 6);
    // share of tests: q_0001's top result is c_0007, its gain the share of q_0001's tests it passes (ideal 1).
    const top = results.per_query[0]?.top_results[0];
    expect(top?.corpus_id).toBe('c_0007');
    const share = (top?.test_results ?? []).filter((outcome) => outcome === 'pass').length / (top?.test_results.length ?? 1);
    expect(results.per_query[0]?.metrics['test_share_ndcg@1']).toBeCloseTo(share, 6);
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(1);
    // Binary metrics are unchanged by the grades.
    expect(results.metrics['ndcg@1']).toBeCloseTo(1 / 3, 6);
    expect(results.execret.axes).toEqual({ query_style: 'keywords', direction: 'text-to-code', qrels: 'graded', run_depth: 2, run_gzip: true });
    expect(results.per_query.map((query) => query.query)).toEqual(['collapse run whitespace single space', 'index first element sorted list', 'valid tcp port number decimal']);
    const qrels = await readFile(join(out, 'runs', 'qrels.txt'), 'utf8');
    expect(qrels.split('\n').filter((line) => line.startsWith('q_0001'))).toEqual(['q_0001 0 c_0010 2', 'q_0001 0 c_0007 1']);
    const runLines = gunzipSync(await readFile(join(out, 'runs', 'table.trec.gz'))).toString('utf8').trim().split('\n');
    expect(runLines).toEqual(['q_0001 Q0 c_0007 1 0.9 table', 'q_0001 Q0 c_0010 2 0.8 table', 'q_0002 Q0 c_0003 1 0.9 table', 'q_0002 Q0 c_0001 2 0.5 table', 'q_0003 Q0 c_0010 1 1 table', 'q_0003 Q0 c_0008 2 0.9 table']);
    const config = JSON.parse(await readFile(join(out, 'config.json'), 'utf8')) as { axes: Record<string, unknown> };
    expect(config.axes['query_style']).toBe('keywords');
    // One style per folder.
    await expect(runTable(out, TEXT_SCORES, { queryStyle: 'summary' })).rejects.toThrow('config.json records query style "keywords" (this run: "summary")');
  });

  it('code-to-code: a query per distractor, its own snippet out of its ranking, judged by execution', async () => {
    const { results, seen } = await runTable(join(work, 'code'), {
      'q_0002:c_0001': { c_0001: 1, c_0002: 0.9, c_0003: 0.8, c_0006: 0.7 },
      'q_0002:c_0002': { c_0002: 1, c_0003: 0.9, c_0001: 0.8, c_0006: 0.7 },
      'q_0002:c_0006': { c_0006: 1, c_0003: 0.9, c_0001: 0.8, c_0002: 0.7 },
      'q_0003:c_0004': { c_0004: 1, c_0005: 0.9, c_0008: 0.8, c_0009: 0.7 },
      'q_0003:c_0008': { c_0008: 1, c_0009: 0.9, c_0005: 0.8, c_0004: 0.7 },
      'q_0003:c_0009': { c_0009: 1, c_0004: 0.9, c_0008: 0.8, c_0005: 0.7 },
      'q_0001:c_0007': { c_0007: 1, c_0010: 0.9, c_0003: 0.8, c_0005: 0.7 },
    }, { direction: 'code-to-code' });
    expect(results.per_query.map((query) => query.query_id)).toEqual(['q_0001:c_0007', 'q_0002:c_0001', 'q_0002:c_0002', 'q_0002:c_0006', 'q_0003:c_0004', 'q_0003:c_0008', 'q_0003:c_0009']);
    expect(seen.get('q_0001:c_0007')).toContain("''.join(words)"); // the distractor's code is the query
    for (const query of results.per_query) expect(query.top_results.map((result) => result.corpus_id)).not.toContain(query.query_id.split(':')[1]);
    // The fix is first for 4 of 7 queries (q_0001:c_0007, q_0002:c_0002, q_0002:c_0006, q_0003:c_0004).
    expect(results.per_query.map((query) => query.metrics['exec@1'])).toEqual([1, 0, 1, 1, 1, 0, 0]);
    expect(results.metrics['exec@1']).toBeCloseTo(4 / 7, 6);
    // mrr@3: 1, 1/2, 1, 1, 1, 1/2 (c_0009 then c_0005), 1/3 (c_0004, c_0008, c_0005)
    expect(results.metrics['mrr@3']).toBeCloseTo((1 + 0.5 + 1 + 1 + 1 + 0.5 + 1 / 3) / 7, 6);
    // Pairs are the canonical against the task's other distractors: q_0001:c_0007 has none.
    // PPA by query: q_0002:c_0001 ½ (c_0002 above c_0003 above c_0006), q_0002:c_0002 1, q_0002:c_0006 1,
    // q_0003:c_0004 1, q_0003:c_0008 ½ (c_0009 above c_0005 above c_0004), q_0003:c_0009 0.
    expect(results.metrics['ppa']).toBeCloseTo(4 / 6, 6);
    expect(results.metrics['preference_queries']).toBe(6);
    expect(results.metrics['preference_pairs']).toBe(12);
    // Not every query has a pair, so no query lists one (every query of a results file has the same keys).
    for (const query of results.per_query) expect(query.metrics['ppa']).toBeUndefined();
    // execret check reads the folder's direction from config.json: every check passes.
    const io = collectIo();
    expect(await runCheck(join(work, 'code'), {}, io)).toBe(0);
  });

  it('code-to-text: each canonical searches the task descriptions, judged by task identity', async () => {
    const out = join(work, 'describe');
    const { results, seen } = await runTable(out, { c_0010: { q_0002: 0.9, q_0001: 0.5 }, c_0003: { q_0002: 1 } }, { direction: 'code-to-text', queryStyle: 'signature' });
    expect(results.per_query.map((query) => query.query_id)).toEqual(['c_0010', 'c_0003', 'c_0005']);
    expect(seen.get('c_0003')).toContain('def first_at_least(items, target):');
    // c_0005 ties everywhere at 0: q_0001, q_0002, q_0003 by id, its task third.
    expect(results.per_query.map((query) => query.metrics['exec@1'])).toEqual([0, 1, 0]);
    expect(results.metrics['mrr@3']).toBeCloseTo((1 / 2 + 1 + 1 / 3) / 3, 6);
    expect(results.metrics['exec@3']).toBe(1);
    expect(results.per_query[0]?.top_results.map((result) => result.corpus_id)).toEqual(['q_0002', 'q_0001', 'q_0003']);
    expect(results.metrics['ppa']).toBeUndefined();
    expect(await readFile(join(out, 'runs', 'qrels.txt'), 'utf8')).toBe('c_0010 0 q_0001 1\nc_0003 0 q_0002 1\nc_0005 0 q_0003 1\n');
    const io = collectIo();
    expect(await runCheck(out, {}, io)).toBe(0);
  });

  it('reports the quality table, and compares two query styles with paired differences', async () => {
    // Same scores, two styles: every ranking is the same, so every difference is 0.
    const keywords = join(work, 'text');
    const docstring = join(work, 'docstring');
    await runTable(docstring, TEXT_SCORES, {});
    for (const folder of [keywords, docstring, join(work, 'code'), join(work, 'describe')]) {
      const file = join(folder, 'results', 'table.json');
      expect(() => parseResultsFile(JSON.parse(readFileSync(file, 'utf8')), file)).not.toThrow();
    }
    const summary = await runReport(keywords, { compareAxes: [docstring], resamples: 200 }, collectIo());
    expect(summary.files).toContain(join(keywords, 'tests', 'axes_comparison.json'));
    const leaderboard = await readFile(join(keywords, 'leaderboard.md'), 'utf8');
    expect(leaderboard).toContain('## Graded relevance and quality-aware metrics');
    const comparison = JSON.parse(await readFile(join(keywords, 'tests', 'axes_comparison.json'), 'utf8')) as AxesComparison;
    expect(comparison.folders.map((folder) => [folder.folder, folder.query_style])).toEqual([['.', 'keywords'], ['../docstring', 'docstring']]);
    expect(comparison.folders[0]?.systems['table']?.['ppa']?.mean).toBeCloseTo(5 / 9, 5);
    expect(comparison.differences.find((entry) => entry.metric === 'exec@1')).toMatchObject({ system: 'table', other: '../docstring', mean_difference: 0, ci95_low: 0, ci95_high: 0, n: 3 });
    // The code-to-code folder has PPA only as a mean: its file lists no per-query PPA.
    const code = await runReport(join(work, 'code'), { compareAxes: [keywords], resamples: 200 }, collectIo());
    const codeComparison = JSON.parse(await readFile(join(work, 'code', 'tests', 'axes_comparison.json'), 'utf8')) as AxesComparison;
    expect(code.files.length).toBeGreaterThan(0);
    expect(codeComparison.folders[0]?.systems['table']?.['ppa']).toMatchObject({ mean: 0.666667, n: 6 });
    expect(codeComparison.differences).toEqual([]); // another direction: other queries
  });

  it('score --run reads the gzipped run back (cut at depth 2: the same rank-1 numbers)', async () => {
    const text = JSON.parse(await readFile(join(work, 'text', 'results', 'table.json'), 'utf8')) as ResultsFile;
    const out = join(work, 'rescored');
    await runBenchmark({ bundle, systems: ['table'], out, ks: [1], oracle: oracle.oracle, progress: quiet, systemSource: trecRunSystemSource(join(work, 'text', 'runs', 'table.trec.gz')) });
    const rescored = JSON.parse(await readFile(join(out, 'results', 'table.json'), 'utf8')) as ResultsFile;
    expect(rescored.per_query.map((query) => query.top_results.map((result) => result.corpus_id))).toEqual([['c_0007', 'c_0010'], ['c_0003', 'c_0001'], ['c_0010', 'c_0008']]);
    for (const key of ['exec@1', 'ndcg@1', 'graded_ndcg@1']) expect(rescored.metrics[key]).toBe(text.metrics[key]);
  });

  it('cross-language code-to-code: a Go canonical searches the Python pool, judged by the Python tests', async () => {
    const multi = await writeMultiLanguageBundle(bundle, join(work, 'multi-bundle'));
    const out = join(work, 'cross');
    const seen = new Map<string, string>();
    await runBenchmark({
      bundle: multi,
      systems: ['table'],
      out,
      ks: [1, 10],
      oracle: oracle.oracle,
      progress: quiet,
      axes: { direction: 'code-to-code', queryLanguage: 'go', poolLanguage: 'python' },
      systemSource: { check: async () => undefined, inputFiles: () => [], create: async () => tableRetriever({ 'q_0001:c_0011': { c_0010: 0.9 }, 'q_0002:c_0012': { c_0001: 0.9, c_0003: 0.8 } }, seen) },
    });
    const results = JSON.parse(await readFile(join(out, 'results', 'table.json'), 'utf8')) as ResultsFile;
    expect(results.per_query.map((query) => query.query_id)).toEqual(['q_0001:c_0011', 'q_0002:c_0012', 'q_0003:c_0013']);
    expect(seen.get('q_0001:c_0011')).toBe('func Port0() {}');
    expect(results.n_corpus).toBe(10); // the Python snippets only
    // q_0001 finds c_0010 first; q_0002 c_0001 (a distractor) then c_0003; q_0003 ties at 0: c_0005 fifth by id.
    expect(results.per_query.map((query) => query.metrics['exec@1'])).toEqual([1, 0, 0]);
    expect(results.metrics['mrr@10']).toBeCloseTo((1 + 1 / 2 + 1 / 5) / 3, 6);
    expect(results.execret.axes).toMatchObject({ direction: 'code-to-code', query_language: 'go', pool_language: 'python' });
    expect(await runCheck(out, {}, collectIo())).toBe(0);
  });
});
