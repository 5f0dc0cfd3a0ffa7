import { afterAll, describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { codeSha256 } from '@execret/core';
import { fileURLToPath } from 'node:url';
import { buildRepoBenchmark as sut, type RepoBuildResult } from './repo-benchmark.js';
import { RepoVerdictBook, type RunVerdictLookups } from './repo-verdict-book.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const fastLimits = { multiplier: 1.5, marginMs: 400 };

const noInner: RunVerdictLookups = {
  ensure: () => Promise.reject(new Error('not a repository pair')),
  get: () => undefined,
  remember: () => undefined,
  newRows: () => [],
};

describe(sut.name, () => {
  let shapes: RepoBuildResult | undefined;
  const book: { current?: RepoVerdictBook } = {};
  afterAll(async () => {
    await book.current?.dispose();
  });

  it('builds a bundle: the funnel per file and operator, every documented function in the pool', async () => {
    shapes = await sut({ projectDir: join(fixtures, 'shapes'), timeLimit: fastLimits });
    const { bundle, report } = shapes;
    expect(report.funnel).toMatchObject({ found: 10, documented: 6, covered: 5 });
    expect(report.funnel.killed).toBeGreaterThan(0);
    expect(report.funnel.kept).toBeLessThanOrEqual(report.funnel.killed);
    expect(report.by_file['shapes/geometry.py']).toEqual(report.funnel);
    expect(Object.values(report.by_operator).reduce((sum, row) => sum + row.candidates, 0)).toBe(report.funnel.candidates);
    // Five queries; the uncovered function is pool-only, labelled correct and no query's answer.
    expect(bundle.queries.map((query) => query.entry_id).sort()).toEqual(['shapes/geometry.py::Rectangle.area', 'shapes/geometry.py::Rectangle.is_square', 'shapes/geometry.py::Rectangle.scaled', 'shapes/geometry.py::clamp', 'shapes/geometry.py::count_created']);
    const poolOnly = bundle.corpus.find((row) => row.source_entry_id === 'shapes/geometry.py::never_tested');
    expect(poolOnly?.label).toBe('correct');
    expect(bundle.queries.some((query) => query.correct_corpus_ids.includes(poolOnly?.corpus_id ?? ''))).toBe(false);
    expect(bundle.corpus.every((row) => !row.code.includes('"""'))).toBe(true);
    // Every kept distractor failed a covering test; survivors carry their reason.
    const labels = new Map(bundle.corpus.map((row) => [codeSha256(row.code), row.label]));
    expect(bundle.executionCache?.length).toBe(bundle.queries.length + (bundle.distractorMetadata?.length ?? 0));
    for (const row of bundle.executionCache ?? []) expect(row.passes_all_tests).toBe(labels.get(row.code_sha256) === 'correct');
    expect(report.survivors.find((survivor) => survivor.before.includes('value < low'))?.reason).toBe('no covering test fails');
    expect(bundle.queries.find((query) => query.entry_id.endsWith('::clamp'))?.query).toBe('Limit a number to the closed range between low and high.');
  });

  it("judges a cross-query hit by running the query's tests with its function replaced", async () => {
    const { bundle, snapshot } = shapes as RepoBuildResult;
    book.current = new RepoVerdictBook(bundle, snapshot, noInner);
    const area = bundle.queries.find((query) => query.entry_id.endsWith('::Rectangle.area'));
    const square = bundle.queries.find((query) => query.entry_id.endsWith('::Rectangle.is_square'));
    const canonicalOf = (query: typeof area): string => query?.correct_corpus_ids[0] ?? '';
    // is_square's code in place of area fails area's tests; area's own code passes them (from the bundle's cache).
    await book.current.ensure([[area?.query_id ?? '', canonicalOf(square)], [area?.query_id ?? '', canonicalOf(area)]]);
    expect(book.current.get(area?.query_id ?? '', canonicalOf(square))?.passesAllTests).toBe(false);
    expect(book.current.get(area?.query_id ?? '', canonicalOf(area))?.passesAllTests).toBe(true);
    expect(book.current.newRows()).toHaveLength(1);
  });

  it('drops a function whose test is flaky across the two clean runs and gives a hanging mutant a TIMEOUT verdict', async () => {
    const { bundle, report } = await sut({ projectDir: join(fixtures, 'timing'), timeLimit: fastLimits, maxDistractors: 10 });
    expect(report.dropped_functions).toEqual([{ function_id: 'timing/steps.py::jittery_total', stage: 'clean-runs', reason: expect.stringContaining('flaky') }]);
    expect(report.tests.unstable.map((test) => test.test_id)).toEqual(['tests/test_steps.py::test_jittery_total']);
    expect(bundle.queries.map((query) => query.entry_id)).toEqual(['timing/steps.py::count_up']);
    // `steps -= 1` never ends: judged at its limit, confirmed at twice the limit, kept as a TIMEOUT.
    const hang = (bundle.distractorMetadata ?? []).find((row) => row.after.includes('steps -= 1'));
    expect(hang).toBeDefined();
    const verdictRows = bundle.executionCache ?? [];
    expect(verdictRows.some((row) => row.test_results.includes('TIMEOUT'))).toBe(true);
  });
});
