import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeSha256 } from '@execret/core';
import { buildRepoBenchmark as sut, type RepoBuildResult } from '../repo-benchmark.js';
import { RepoVerdictBook, type RunVerdictLookups } from '../repo-verdict-book.js';
import { javascriptBackends } from './javascript-backend.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const fastLimits = { multiplier: 1.5, marginMs: 600 };
const noInner: RunVerdictLookups = {
  ensure: () => Promise.reject(new Error('not a repository pair')),
  get: () => undefined,
  remember: () => undefined,
  newRows: () => [],
};

describe(`${sut.name} (JavaScript)`, () => {
  let shapes: RepoBuildResult | undefined;
  const book: { current?: RepoVerdictBook } = {};
  afterAll(async () => {
    await book.current?.dispose();
  });

  it('builds a bundle from a node --test project with a class: funnel, queries, pool without docs', async () => {
    shapes = await sut({ projectDir: join(fixtures, 'js-shapes'), timeLimit: fastLimits, backends: javascriptBackends });
    const { bundle, report } = shapes;
    expect(report.funnel).toMatchObject({ found: 9, documented: 5, covered: 4 });
    expect(report.funnel.killed).toBeGreaterThan(0);
    expect(report.dropped_functions).toEqual([]);
    expect(bundle.queries.map((query) => query.entry_id).sort()).toEqual(['src/shapes.mjs::Rectangle.area', 'src/shapes.mjs::Rectangle.scale', 'src/shapes.mjs::largest', 'src/shapes.mjs::totalPerimeter']);
    expect(bundle.queries.find((query) => query.entry_id.endsWith('::totalPerimeter'))?.query).toBe('Sums the perimeters of every rectangle in a list.');
    // The uncovered function is pool-only; no pool item carries a JSDoc.
    expect(bundle.corpus.some((row) => row.source_entry_id === 'src/shapes.mjs::unused')).toBe(true);
    expect(bundle.corpus.every((row) => !row.code.includes('/**'))).toBe(true);
    // Every kept distractor failed a covering test.
    const labels = new Map(bundle.corpus.map((row) => [codeSha256(row.code), row.label]));
    for (const row of bundle.executionCache ?? []) expect(row.passes_all_tests).toBe(labels.get(row.code_sha256) === 'correct');
    expect(bundle.queries.every((query) => (query.metadata['repo'] as { backend: string }).backend === 'node-test')).toBe(true);
  });

  it("judges a cross-query hit by running the query's tests with its function replaced", async () => {
    const { bundle, snapshot } = shapes as RepoBuildResult;
    book.current = new RepoVerdictBook(bundle, snapshot, noInner, { backends: javascriptBackends });
    const area = bundle.queries.find((query) => query.entry_id.endsWith('::Rectangle.area'));
    const perimeter = bundle.queries.find((query) => query.entry_id.endsWith('::totalPerimeter'));
    const canonicalOf = (query: typeof area): string => query?.correct_corpus_ids[0] ?? '';
    // totalPerimeter's code in place of Rectangle.area fails area's tests; area's own code passes them.
    await book.current.ensure([[area?.query_id ?? '', canonicalOf(perimeter)], [area?.query_id ?? '', canonicalOf(area)]]);
    expect(book.current.get(area?.query_id ?? '', canonicalOf(perimeter))?.passesAllTests).toBe(false);
    expect(book.current.get(area?.query_id ?? '', canonicalOf(area))?.passesAllTests).toBe(true);
    expect(book.current.newRows()).toHaveLength(1);
  });

  it('drops the function of a flaky test after the two clean runs and keeps the one of a slow test', async () => {
    const { bundle, report } = await sut({ projectDir: join(fixtures, 'js-timing'), timeLimit: fastLimits, backends: javascriptBackends });
    expect(report.dropped_functions).toEqual([{ function_id: 'src/steps.mjs::bumpCounter', stage: 'clean-runs', reason: expect.stringContaining('flaky') }]);
    expect(bundle.queries.map((query) => query.entry_id).sort()).toEqual(['src/steps.mjs::doubleAll', 'src/steps.mjs::settle']);
    // The flaky test's counter file was written in the private copy only: the project is never written.
    expect(existsSync(join(fixtures, 'js-timing', 'test', '.count'))).toBe(false);
  });

  it('builds from a project whose tests need fresh module state in every run (CommonJS)', async () => {
    const { bundle, report } = await sut({ projectDir: join(fixtures, 'js-counter'), timeLimit: fastLimits, backends: javascriptBackends });
    expect(report.dropped_functions).toEqual([]);
    expect(bundle.queries.map((query) => query.entry_id).sort()).toEqual(['lib/labels.js::issuedCount', 'lib/labels.js::nextLabel']);
    expect(report.funnel.killed).toBeGreaterThan(0);
  });
});
