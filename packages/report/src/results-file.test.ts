import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretError, ExecretErrorCode } from '@execret/core';
import { resultsFileScenario } from './__fixtures__/results-file-scenario.js';
import { buildResultsFile, parseResultsFile, readResultsFile, serializeResultsFile } from './results-file.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
// Written by the buildResults of apps/execret/src/commands/run.ts before it moved here (same scenario).
const golden = join(fixtures, 'results-file', 'bm25.json');
const EXECRET = { fingerprint: 'f'.repeat(64), system: { adapter: 'bm25', k1: 1.2, b: 0.75 }, tie_rule: 'corpus_id ascending', ranking_depth: 16 };

describe(buildResultsFile.name, () => {
  it('produces byte-identical JSON to the results files execret run wrote before (key order, rounding to 1e-6)', async () => {
    const results = buildResultsFile(resultsFileScenario());
    results.execret = EXECRET;
    expect(serializeResultsFile(results)).toBe(await readFile(golden, 'utf8'));
  });

  it('takes the execret block as an option, in the same place', async () => {
    expect(serializeResultsFile(buildResultsFile({ ...resultsFileScenario(), execret: EXECRET }))).toBe(await readFile(golden, 'utf8'));
  });

  it('lists at most ten results per query and writes a pair without a verdict as failing with no test results', () => {
    const results = buildResultsFile(resultsFileScenario());
    expect(results.per_query.map((query) => query.top_results.length)).toEqual([4, 10, 2]);
    expect(results.per_query[1]?.top_results[8]).toEqual({ rank: 9, corpus_id: 'c_9999', label: '', bug_type: '', similarity: -0.25, passes_all_tests: false, test_results: [] });
    expect(results.execret).toEqual({ fingerprint: '', system: {}, tie_rule: 'corpus_id ascending', ranking_depth: 0 });
  });

  it('copies the verdict\'s test results rather than sharing the array', () => {
    const scenario = resultsFileScenario();
    const shared = ['pass', 'pass'];
    const results = buildResultsFile({ ...scenario, verdictOf: () => ({ testResults: shared, passesAllTests: true }) });
    shared.push('FAIL: later');
    expect(results.per_query[0]?.top_results[0]?.test_results).toEqual(['pass', 'pass']);
  });
});

describe(serializeResultsFile.name, () => {
  it('indents by one space and ends with a newline', () => {
    const text = serializeResultsFile(buildResultsFile(resultsFileScenario()));
    expect(text.startsWith('{\n "model": "bm25",\n "n_queries": 3,\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe(parseResultsFile.name, () => {
  it('reads back what buildResultsFile wrote: per-query values in file order, means, cutoffs and diagnostics', () => {
    const written = buildResultsFile(resultsFileScenario());
    const sut = parseResultsFile(JSON.parse(serializeResultsFile(written)), 'results/bm25.json');
    expect(sut.system).toBe('bm25');
    expect(sut.file).toBe('results/bm25.json');
    expect([sut.nQueries, sut.nCorpus, sut.ks]).toEqual([3, 15, [1, 3, 5, 10]]);
    expect(sut.queryIds).toEqual(['q_0001', 'q_0002', 'q_0003']);
    expect(sut.perQueryDerived).toBe(false);
    expect(sut.perQuery['exec@1']).toEqual([1, 1, 0]);
    expect(sut.metrics).toEqual(written.metrics);
    expect(sut.diagnostics).toEqual(JSON.parse(JSON.stringify(written.diagnostics)));
  });

  it('names the file and field of a malformed value', () => {
    const value = JSON.parse(serializeResultsFile(buildResultsFile(resultsFileScenario()))) as { per_query: Array<{ top_results: Array<Record<string, unknown>> }> };
    (value.per_query[1]?.top_results[0] as Record<string, unknown>)['passes_all_tests'] = 'yes';
    expect(() => parseResultsFile(value, 'results/bm25.json')).toThrow(/^results\/bm25\.json: field "per_query\[1\]\.top_results\[0\]\.passes_all_tests" must be a boolean, got string "yes"/);
  });
});

describe(readResultsFile.name, () => {
  it('reads a file from disk and names it as asked in errors', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-results-file-'));
    const path = join(directory, 'bm25.json');
    await writeFile(path, serializeResultsFile(buildResultsFile(resultsFileScenario())));
    expect((await readResultsFile(path)).system).toBe('bm25');
    await writeFile(path, '{"model": ');
    const error = await readResultsFile(path, 'results/bm25.json').catch((caught: unknown) => caught);
    expect(ExecretError.isInstance(error)).toBe(true);
    expect((error as ExecretError).code).toBe(ExecretErrorCode.SCHEMA);
    expect((error as ExecretError).message).toMatch(/^results\/bm25\.json: field "\(file\)" must be a JSON document, got invalid JSON/);
    const missing = await readResultsFile(join(directory, 'absent.json')).catch((caught: unknown) => caught);
    expect((missing as ExecretError).code).toBe(ExecretErrorCode.IO);
    await rm(directory, { recursive: true });
  });
});
