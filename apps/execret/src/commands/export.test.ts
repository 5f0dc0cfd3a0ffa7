import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSha256, codeSha256, readBundle, testsSha256, type CorpusRow, type ExecutionCacheRow, type QueryRow } from '@execret/core';
import { Oracle, PythonExecutor } from '@execret/oracle';
import { collectIo } from '../__fixtures__/collect-io.js';
import { main } from '../main.js';
import { readResultRankings, type ExportReport } from './export.js';

// examples/tiny-bundle: q_0001 (canonical c_0010, distractor c_0007), q_0002 first_at_least (c_0003;
// c_0001, c_0002, c_0006), q_0003 (c_0005; c_0004, c_0008, c_0009).
const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-export-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function exportRows(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = collectIo();
  const code = await main(['export', ...argv], io);
  return { code, out: io.out, err: io.err };
}

async function jsonl<T>(path: string): Promise<T[]> {
  return (await readFile(path, 'utf8'))
    .trimEnd()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T);
}

/** A copy of the tiny bundle without its manifest (so rows can be edited), with `edit` applied to its rows. */
async function bundleCopy(name: string, edit?: (files: { queries: QueryRow[]; corpus: CorpusRow[]; cache: ExecutionCacheRow[] }) => void): Promise<string> {
  const directory = join(work, name, 'bundle');
  await cp(tinyBundle, directory, { recursive: true });
  await rm(join(directory, 'manifest.json'));
  if (edit !== undefined) {
    const files = { queries: await jsonl<QueryRow>(join(directory, 'queries.jsonl')), corpus: await jsonl<CorpusRow>(join(directory, 'corpus.jsonl')), cache: await jsonl<ExecutionCacheRow>(join(directory, 'execution_cache.jsonl')) };
    edit(files);
    const write = (file: string, rows: unknown[]): Promise<void> => writeFile(join(directory, file), `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
    await write('queries.jsonl', files.queries);
    await write('corpus.jsonl', files.corpus);
    await write('execution_cache.jsonl', files.cache);
  }
  return directory;
}

/** The recorded verdict of a snippet against a query's tests, from the bundle's own files. */
async function recorded(bundle: string, queryId: string, corpusId: string): Promise<ExecutionCacheRow | undefined> {
  const query = (await jsonl<QueryRow>(join(bundle, 'queries.jsonl'))).find((row) => row.query_id === queryId) as QueryRow;
  const snippet = (await jsonl<CorpusRow>(join(bundle, 'corpus.jsonl'))).find((row) => row.corpus_id === corpusId) as CorpusRow;
  return (await jsonl<ExecutionCacheRow>(join(bundle, 'execution_cache.jsonl'))).find((row) => row.code_sha256 === codeSha256(snippet.code) && row.tests_sha256 === testsSha256(query.test_suite));
}

interface Triplet {
  query_id: string;
  query: string;
  positive_id: string;
  positive: string;
  negative_id: string;
  negative: string;
  bug_type: string | null;
  source: string;
  rank: number | null;
}

describe('execret export', () => {
  it('writes one triplet per paired distractor, each recorded as failing its query, with its bug type', async () => {
    const out = join(work, 'triplets.jsonl');
    const result = await exportRows([tinyBundle, '--format', 'triplets', '--out', out]);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const rows = await jsonl<Triplet>(out);
    const queries = await jsonl<QueryRow>(join(tinyBundle, 'queries.jsonl'));
    expect(rows).toHaveLength(queries.reduce((sum, query) => sum + query.paired_distractor_corpus_ids.length, 0));
    const corpus = new Map((await jsonl<CorpusRow>(join(tinyBundle, 'corpus.jsonl'))).map((row) => [row.corpus_id, row]));
    for (const row of rows) {
      expect((await recorded(tinyBundle, row.query_id, row.negative_id))?.passes_all_tests).toBe(false);
      expect((await recorded(tinyBundle, row.query_id, row.positive_id))?.passes_all_tests).toBe(true);
      expect(row.bug_type).toBe(corpus.get(row.negative_id)?.bug_type);
      expect(row.negative).toBe(corpus.get(row.negative_id)?.code);
      expect(row.source).toBe('distractor');
    }
    expect(rows.map((row) => `${row.query_id} ${row.negative_id}`)).toEqual(['q_0001 c_0007', 'q_0002 c_0001', 'q_0002 c_0002', 'q_0002 c_0006', 'q_0003 c_0004', 'q_0003 c_0008', 'q_0003 c_0009']);
    expect(result.out).toContain('distractors  7 of 7 paired distractors kept');
    expect(result.out).toContain('skipped      none');
    expect(result.out).toContain(`wrote 7 rows (triplets) to ${out}`);
  });

  it('writes the sentence-transformers columns, with the ids of every row in a file beside it', async () => {
    const out = join(work, 'st.jsonl');
    const result = await exportRows([tinyBundle, '--format', 'sentence-transformers', '--out', out]);
    expect(result.code).toBe(0);
    const records = await jsonl<Record<string, string>>(out);
    const ids = await jsonl<{ query_id: string; positive_id: string; negative_ids: string[]; bug_types: string[]; sources: string[] }>(join(work, 'st.ids.jsonl'));
    expect(records).toHaveLength(7);
    expect(ids).toHaveLength(7);
    // q_0002 and q_0003 have three distractors each: their pair is in three rows, and the summary says what to do.
    expect(result.out).toContain('repeated     2 (query, canonical) pairs are in several rows (up to 3, one per negative): with an in-batch-negative loss (MultipleNegativesRankingLoss) train with batch_sampler=BatchSamplers.NO_DUPLICATES');
    const triplets = await jsonl<Triplet>(join(work, 'triplets.jsonl'));
    records.forEach((record, index) => {
      expect(Object.keys(record)).toEqual(['anchor', 'positive', 'negative']);
      const triplet = triplets[index] as Triplet;
      expect(record).toEqual({ anchor: triplet.query, positive: triplet.positive, negative: triplet.negative });
      expect(ids[index]).toEqual({ query_id: triplet.query_id, positive_id: triplet.positive_id, negative_ids: [triplet.negative_id], bug_types: [triplet.bug_type], sources: ['distractor'] });
    });

    const tuples = join(work, 'st3.jsonl');
    const grouped = await exportRows([tinyBundle, '--format', 'sentence-transformers', '--negatives-per-row', '3', '--out', tuples, '--json']);
    expect(grouped.code).toBe(0);
    const report = JSON.parse(grouped.out) as ExportReport;
    expect(report).toMatchObject({ rows_written: 2, columns: ['anchor', 'positive', 'negative_1', 'negative_2', 'negative_3'], short_groups: [{ queryId: 'q_0001', positiveId: 'c_0010', negatives: 1 }] });
    for (const record of await jsonl<Record<string, string>>(tuples)) expect(Object.keys(record)).toEqual(['anchor', 'positive', 'negative_1', 'negative_2', 'negative_3']);

    // Two of three negatives: the seed decides which, and the same seed gives the same bytes.
    const pairs = async (seed: string, name: string): Promise<string> => {
      const file = join(work, name);
      expect((await exportRows([tinyBundle, '--format', 'sentence-transformers', '--negatives-per-row', '2', '--seed', seed, '--out', file])).code).toBe(0);
      return readFile(file, 'utf8');
    };
    expect(await pairs('5', 'a.jsonl')).toBe(await pairs('5', 'b.jsonl'));
    const choices = new Set<string>();
    for (const seed of ['1', '2', '3', '4', '6', '7']) choices.add(await pairs(seed, `seed-${seed}.jsonl`));
    expect(choices.size).toBeGreaterThan(1);
  });

  it('skips, with a count, a distractor whose recorded verdict is a pass', async () => {
    const hash = codeSha256(((await jsonl<CorpusRow>(join(tinyBundle, 'corpus.jsonl'))).find((row) => row.corpus_id === 'c_0008') as CorpusRow).code);
    const bundle = await bundleCopy('passing-distractor', (files) => {
      files.cache = files.cache.map((row) => (row.code_sha256 === hash ? { ...row, test_results: row.test_results.map(() => 'pass'), passes_all_tests: true } : row));
    });
    const out = join(work, 'passing-distractor', 'rows.jsonl');
    const result = await exportRows([bundle, '--format', 'triplets', '--out', out]);
    expect(result.code).toBe(0);
    expect((await jsonl<Triplet>(out)).map((row) => row.negative_id)).not.toContain('c_0008');
    expect(await jsonl<Triplet>(out)).toHaveLength(6);
    expect(result.out).toContain('distractors  6 of 7 paired distractors kept');
    expect(result.out).toContain('skipped      distractor.passes 1');
  });

  it('adds cross-query negatives from a results file, executing them, and never one that passes the query', async () => {
    // q_0004 asks for the same lower bound as q_0002 with other tests: q_0002's canonical passes them.
    const bisect = 'import bisect\n\ndef first_at_least(items, target):\n    return bisect.bisect_left(items, target)\n';
    const tests = ['assert first_at_least([1, 3, 5], 4) == 2', 'assert first_at_least([], 0) == 0'];
    const bundle = await bundleCopy('cross-query', (files) => {
      files.queries.push({
        query_id: 'q_0004',
        query: 'Find where a target would be inserted into a sorted list to keep it sorted, before any equal elements.',
        test_suite: tests,
        correct_corpus_ids: ['c_0011'],
        paired_distractor_corpus_ids: [],
        entry_id: 'example_sorting_searching_2',
        metadata: { language: 'python', domain: 'sorting_searching', entry_point: 'first_at_least' },
      });
      files.corpus.push({ corpus_id: 'c_0011', code: bisect, label: 'correct', source_entry_id: 'example_sorting_searching_2' });
      files.cache.push({ code_sha256: codeSha256(bisect), tests_sha256: testsSha256(tests), test_results: ['pass', 'pass'], passes_all_tests: true });
    });
    const top = (ids: string[]): unknown[] => ids.map((id, index) => ({ rank: index + 1, corpus_id: id, passes_all_tests: false }));
    // The study's released layout: no execret block, no metrics, verdicts not trusted here.
    const resultsFile = join(work, 'cross-query', 'bm25.json');
    await writeFile(
      resultsFile,
      JSON.stringify({
        model: 'bm25',
        per_query: [
          { query_id: 'q_0002', correct_corpus_ids: ['c_0003'], top_results: top(['c_0003', 'c_0011', 'c_0001', 'c_0010', 'c_0005', 'c_0004']) },
          { query_id: 'q_0004', correct_corpus_ids: ['c_0011'], top_results: top(['c_0003', 'c_0011', 'c_0006', 'c_0002', 'c_0010', 'c_0005']) },
        ],
      }),
    );
    const out = join(work, 'cross-query', 'rows.jsonl');
    const cache = join(work, 'cross-query', 'cache');
    const result = await exportRows([bundle, '--format', 'triplets', '--out', out, '--results', resultsFile, '--cross-query', '2', '--cache', cache, '--json']);
    expect(result.err).not.toMatch(/error/);
    expect(result.code).toBe(0);
    const rows = await jsonl<Triplet>(out);
    const cross = rows.filter((row) => row.source === 'cross-query');
    expect(cross.map((row) => [row.query_id, row.negative_id, row.rank, row.bug_type])).toEqual([
      ['q_0002', 'c_0010', 4, null],
      ['q_0002', 'c_0005', 5, null],
      ['q_0004', 'c_0006', 3, null],
      ['q_0004', 'c_0010', 5, null],
    ]);
    const report = JSON.parse(result.out) as ExportReport;
    // Correct lower bounds pass the other query's tests (and c_0002's boundary bug does not show on q_0004's): never negatives.
    expect(report.skipped.filter((entry) => entry.role === 'cross-query')).toEqual([
      { queryId: 'q_0002', corpusId: 'c_0011', role: 'cross-query', reason: 'passes' },
      { queryId: 'q_0004', corpusId: 'c_0003', role: 'cross-query', reason: 'passes' },
      { queryId: 'q_0004', corpusId: 'c_0002', role: 'cross-query', reason: 'passes' },
    ]);
    expect(report.counts).toMatchObject({ distractorNegatives: 7, crossQueryNegatives: 4, rows: 11 });
    expect(rows).toHaveLength(11);

    // Checked again, apart from the export: every cross-query negative fails its query's tests.
    const queries = new Map((await jsonl<QueryRow>(join(bundle, 'queries.jsonl'))).map((row) => [row.query_id, row]));
    const oracle = new Oracle({ executors: { python: new PythonExecutor() } });
    try {
      const verdicts = await oracle.run(cross.map((row) => ({ language: 'python' as const, code: row.negative, tests: (queries.get(row.query_id) as QueryRow).test_suite })));
      expect(verdicts.map((verdict) => verdict.passesAllTests)).toEqual([false, false, false, false]);
    } finally {
      await oracle.dispose();
    }

    // A rerun (its verdicts now in the execution cache) writes the same bytes.
    const again = join(work, 'cross-query', 'again.jsonl');
    expect((await exportRows([bundle, '--format', 'triplets', '--out', again, '--results', resultsFile, '--cross-query', '2', '--cache', cache])).code).toBe(0);
    expect(await readFile(again, 'utf8')).toBe(await readFile(out, 'utf8'));
  }, 120_000);

  it('reads a results file written unsorted (before run sorted every output) in the documented order, a sorted one as written', async () => {
    const { bundle, directory } = await readBundle(tinyBundle);
    const listed = (entries: Array<[string, number?]>): unknown[] => entries.map(([id, similarity], index) => ({ rank: index + 1, corpus_id: id, passes_all_tests: false, ...(similarity === undefined ? {} : { similarity }) }));
    const resultsFile = join(work, 'unsorted-results.json');
    await writeFile(
      resultsFile,
      JSON.stringify({
        model: 'old',
        per_query: [
          // Unsorted: score descending, ties by corpus id ascending.
          { query_id: 'q_0002', top_results: listed([['c_0001', 0.2], ['c_0006', 0.5], ['c_0003', 0.9], ['c_0002', 0.5]]) },
          // Already descending (a tie of rounded scores, broken on the unrounded ones): as written.
          { query_id: 'q_0003', top_results: listed([['c_0009', 0.7], ['c_0004', 0.7], ['c_0005', 0.1]]) },
          // No similarities: nothing to sort by, as written.
          { query_id: 'q_0001', top_results: listed([['c_0007'], ['c_0010']]) },
        ],
      }),
    );
    const sut = readResultRankings;
    expect(Object.fromEntries(await sut(resultsFile, bundle, directory))).toEqual({
      q_0002: ['c_0003', 'c_0002', 'c_0006', 'c_0001'],
      q_0003: ['c_0009', 'c_0004', 'c_0005'],
      q_0001: ['c_0007', 'c_0010'],
    });
  });

  it('names the file and field of a bad results file', async () => {
    const bundle = await bundleCopy('bad-results');
    const file = join(work, 'bad-results', 'results.json');
    const attempt = async (content: unknown): Promise<{ code: number; err: string }> => {
      await writeFile(file, JSON.stringify(content));
      return exportRows([bundle, '--format', 'triplets', '--out', join(work, 'bad-results', 'rows.jsonl'), '--results', file, '--force']);
    };
    const unknownId = await attempt({ model: 'bm25', per_query: [{ query_id: 'q_0002', top_results: [{ corpus_id: 'c_0003', passes_all_tests: true }, { corpus_id: 'c_9999', passes_all_tests: false }] }] });
    expect(unknownId.err).toBe(`execret: ${file}: field "per_query[0].top_results[1].corpus_id" must be a corpus id of the bundle, got string "c_9999"\n`);
    expect(unknownId.code).toBe(1);
    const unknownQuery = await attempt({ model: 'bm25', per_query: [{ query_id: 'q_0099', top_results: [] }] });
    expect(unknownQuery.err).toContain(`${file}: field "per_query[0].query_id" must be a query id of the bundle, got string "q_0099"`);
    const missingVerdict = await attempt({ model: 'bm25', per_query: [{ query_id: 'q_0002', top_results: [{ corpus_id: 'c_0003' }] }] });
    expect(missingVerdict.err).toContain(`${file}: field "per_query[0].top_results[0].passes_all_tests" must be a boolean`);
    const otherBundle = await attempt({ model: 'bm25', per_query: [{ query_id: 'q_0002', top_results: [] }], execret: { bundle_sha256: '0'.repeat(64) } });
    expect(otherBundle.err).toContain(`${file}: field "execret.bundle_sha256" must be the content hash of the bundle given (${(await bundleSha256(bundle)).sha256})`);
    await writeFile(file, '{"model": "bm25", "per_query": [');
    const cut = await exportRows([bundle, '--format', 'triplets', '--out', join(work, 'bad-results', 'rows.jsonl'), '--results', file, '--force']);
    expect(cut.err).toContain(`${file}: field "(file)" must be a JSON document, got invalid JSON`);
  });

  it('names the file, line and field of a bad bundle, and refuses a bundle without recorded verdicts', async () => {
    const broken = await bundleCopy('bad-bundle');
    await appendFile(join(broken, 'corpus.jsonl'), '{"corpus_id":"c_0012","code":7,"label":"correct","source_entry_id":"x"}\n');
    const bad = await exportRows([broken, '--format', 'triplets', '--out', join(work, 'bad-bundle', 'rows.jsonl')]);
    expect(bad.err).toContain(`error: ${join(broken, 'corpus.jsonl')}:11: field "code" must be a string`);
    expect(bad.code).toBe(1);

    const uncached = await bundleCopy('no-cache');
    await rm(join(uncached, 'execution_cache.jsonl'));
    const refused = await exportRows([uncached, '--format', 'triplets', '--out', join(work, 'no-cache', 'rows.jsonl')]);
    expect(refused.err).toContain(`error: ${join(uncached, 'execution_cache.jsonl')}: no execution_cache.jsonl: negatives cannot be verified`);
    expect(refused.code).toBe(1);
  });

  it('refuses to replace a file without --force, and options that do not fit', async () => {
    const out = join(work, 'exists.jsonl');
    await writeFile(out, 'keep\n');
    const refused = await exportRows([tinyBundle, '--format', 'triplets', '--out', out]);
    expect(refused.err).toContain(`${out} exists; use --force to replace it`);
    expect(refused.code).toBe(2);
    expect(await readFile(out, 'utf8')).toBe('keep\n');
    expect((await exportRows([tinyBundle, '--format', 'triplets', '--out', out, '--force'])).code).toBe(0);

    const perRow = await exportRows([tinyBundle, '--format', 'triplets', '--negatives-per-row', '2', '--out', join(work, 'x.jsonl')]);
    expect(perRow.err).toContain('--negatives-per-row applies to --format sentence-transformers only');
    expect(perRow.code).toBe(2);
    const crossOnly = await exportRows([tinyBundle, '--format', 'triplets', '--cross-query', '2', '--out', join(work, 'x.jsonl')]);
    expect(crossOnly.err).toContain('--cross-query needs --results');
    expect(crossOnly.code).toBe(2);
    const cacheOnly = await exportRows([tinyBundle, '--format', 'triplets', '--cache', join(work, 'unused-cache'), '--out', join(work, 'x.jsonl')]);
    expect(cacheOnly.err).toContain('--cache is only used with --results');
    expect(cacheOnly.code).toBe(2);
    const format = await exportRows([tinyBundle, '--format', 'csv', '--out', join(work, 'x.jsonl')]);
    expect(format.err).toContain("option '--format <layout>' argument 'csv' is invalid");
    expect(format.code).toBe(2);
  });
});
