import { describe, expect, it } from '@jest/globals';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretError, ExecretErrorCode } from '@execret/core';
import { loadResults as sut } from './load-results.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const threeSystems = join(fixtures, 'three-systems');
const studyFormat = join(fixtures, 'study-format');

async function copyOf(fixture: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-load-'));
  await cp(fixture, directory, { recursive: true });
  return directory;
}

async function editJson(path: string, change: (value: Record<string, unknown>) => void): Promise<void> {
  const value = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  change(value);
  await writeFile(path, JSON.stringify(value));
}

async function expectError(promise: Promise<unknown>, code: string, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(ExecretError.isInstance(error)).toBe(true);
  expect((error as ExecretError).code).toBe(code);
  expect((error as ExecretError).message).toMatch(message);
}

describe(sut.name, () => {
  it('reads every system, sorted by id in code unit order', async () => {
    const results = await sut(threeSystems);
    expect(results.systems.map((system) => system.system)).toEqual(['acme/<coder>?dim=256&q=a|b', 'bm25', 'npz:matrices/run.npz']);
    expect(results.systems.map((system) => system.file)).toEqual(['results/acme_coder_dim=256_q=a_b.json', 'results/bm25.json', 'results/npz_matrices_run.npz.json']);
    expect(results.queryIds).toEqual(['q_0001', 'q_0002', 'q_0003', 'q_0004', 'q_0005', 'q_0006']);
    expect(results.config?.['seed']).toBe(20260510);
  });

  it('aligns a file that lists its queries in another order on the query ids', async () => {
    // npz:matrices/run.npz is written in reverse order; canonical ranks [1,2,0,1,1,6] by query
    const npz = (await sut(threeSystems)).systems[2];
    expect(npz?.perQuery['exec@1']).toEqual([1, 0, 0, 1, 1, 0]);
    expect(npz?.perQuery['exec@10']).toEqual([1, 1, 0, 1, 1, 1]);
  });

  it('recomputes per-query values from top_results when the file has none (the study\'s files)', async () => {
    const results = await sut(studyFormat);
    expect(results.skippedFiles).toEqual(['results/full_leaderboard.json', 'results/invocation_table.json']);
    const [bm25, gemini] = results.systems;
    expect(bm25?.system).toBe('BM25');
    expect(bm25?.perQueryDerived).toBe(true);
    // q_0001: canonical at rank 2; q_0002: another query's passing snippet at rank 1, canonical at 2; q_0003: nothing passes
    expect(bm25?.perQuery['exec@1']).toEqual([0, 1, 0]);
    expect(bm25?.perQuery['exec@3']).toEqual([1, 1, 0]);
    expect(bm25?.perQuery['ndcg@1']).toEqual([0, 0, 0]);
    const thirdOfLog = 1 / Math.log2(3);
    expect(bm25?.perQuery['ndcg@3']?.map((value) => Number(value.toFixed(12)))).toEqual([thirdOfLog, thirdOfLog, 0].map((value) => Number(value.toFixed(12))));
    expect(bm25?.perQuery['precision@3']?.map((value) => Number(value.toFixed(12)))).toEqual([1 / 3, 2 / 3, 0].map((value) => Number(value.toFixed(12))));
    // the file's own means are kept
    expect(bm25?.metrics['exec@1']).toBe(0.333333);
    // gemini: tied distractors at ranks 1-2 of q_0002 keep the file's order; canonical at rank 3 → ndcg 0.5
    expect(gemini?.perQuery['exec@1']).toEqual([1, 0, 1]);
    expect(gemini?.perQuery['ndcg@3']).toEqual([1, 0.5, 1]);
    expect(gemini?.diagnostics).toBeUndefined();
  });

  it('fails with an IO error when the folder has no results/ subfolder', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-load-'));
    await expectError(sut(directory), ExecretErrorCode.IO, /no results folder at .*results: expected the output folder of "execret run --out/);
  });

  it('fails with an IO error when results/ holds no system file', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-load-'));
    await mkdir(join(directory, 'results'));
    await writeFile(join(directory, 'results', 'full_leaderboard.json'), '{}');
    await expectError(sut(directory), ExecretErrorCode.IO, /holds no results\/<system>\.json file/);
  });

  it('names the file of invalid JSON', async () => {
    const directory = await copyOf(threeSystems);
    await writeFile(join(directory, 'results', 'bm25.json'), '{"model": "bm25",');
    await expectError(sut(directory), ExecretErrorCode.SCHEMA, /^results\/bm25\.json: field "\(file\)" must be a JSON document, got invalid JSON/);
  });

  it('rejects two files with the same system id', async () => {
    const directory = await copyOf(threeSystems);
    await cp(join(directory, 'results', 'bm25.json'), join(directory, 'results', 'bm25-copy.json'));
    await expectError(sut(directory), ExecretErrorCode.SCHEMA, /results\/bm25\.json: field "model" must be a system id not used by another results file \(results\/bm25-copy\.json has it too\), got string "bm25"/);
  });

  it('rejects systems that cover different queries, naming the missing ids', async () => {
    const directory = await copyOf(threeSystems);
    await editJson(join(directory, 'results', 'bm25.json'), (value) => {
      (value['per_query'] as unknown[]).splice(2, 1);
    });
    await expectError(sut(directory), ExecretErrorCode.SCHEMA, /results\/bm25\.json: field "per_query" must be the same 6 query ids as results\/acme_coder_dim=256_q=a_b\.json .*, got 1 missing \(q_0003\)/);
  });

  it('names a per-query metric that is missing or not a number', async () => {
    const directory = await copyOf(threeSystems);
    await editJson(join(directory, 'results', 'bm25.json'), (value) => {
      const query = (value['per_query'] as Array<{ metrics: Record<string, unknown> }>)[4] as { metrics: Record<string, unknown> };
      query.metrics['exec@3'] = 'high';
    });
    await expectError(sut(directory), ExecretErrorCode.SCHEMA, /field "per_query\[4\]\.metrics\.exec@3" must be a finite number, got string "high"/);
  });

  it('refuses results files of different bundles, naming both files (one folder, one benchmark)', async () => {
    const directory = await copyOf(threeSystems);
    await editJson(join(directory, 'results', 'acme_coder_dim=256_q=a_b.json'), (value) => {
      (value['execret'] as Record<string, unknown>)['bundle_sha256'] = 'a'.repeat(64);
    });
    await editJson(join(directory, 'results', 'npz_matrices_run.npz.json'), (value) => {
      (value['execret'] as Record<string, unknown>)['bundle_sha256'] = 'b'.repeat(64);
    });
    await expectError(
      sut(directory),
      ExecretErrorCode.SCHEMA,
      /^results\/npz_matrices_run\.npz\.json: field "execret\.bundle_sha256" must be aaaaaaaaaaaa… as in results\/acme_coder_dim=256_q=a_b\.json \(results of different bundles are never compared.*\), got bbbbbbbbbbbb…/,
    );
  });

  it('refuses a results file of another bundle than config.json records', async () => {
    const directory = await copyOf(threeSystems);
    await editJson(join(directory, 'config.json'), (value) => {
      value['bundle_sha256'] = 'c'.repeat(64);
    });
    await editJson(join(directory, 'results', 'bm25.json'), (value) => {
      (value['execret'] as Record<string, unknown>)['bundle_sha256'] = 'd'.repeat(64);
    });
    await expectError(sut(directory), ExecretErrorCode.SCHEMA, /^results\/bm25\.json: field "execret\.bundle_sha256" must be cccccccccccc… as in config\.json .*, got dddddddddddd…/);
  });

  it('reads files of one bundle beside files without a bundle hash (the study\'s) and reports the hash', async () => {
    const directory = await copyOf(threeSystems);
    for (const name of ['acme_coder_dim=256_q=a_b.json', 'bm25.json']) {
      await editJson(join(directory, 'results', name), (value) => {
        (value['execret'] as Record<string, unknown>)['bundle_sha256'] = 'e'.repeat(64);
      });
    }
    const results = await sut(directory);
    expect(results.systems.map((system) => system.bundleSha256)).toEqual(['e'.repeat(64), 'e'.repeat(64), undefined]);
    expect(results.bundleSha256).toBe('e'.repeat(64));
  });

  it('names a bundle hash that is not 64 hex digits', async () => {
    const directory = await copyOf(threeSystems);
    await editJson(join(directory, 'results', 'bm25.json'), (value) => {
      (value['execret'] as Record<string, unknown>)['bundle_sha256'] = 42;
    });
    await expectError(sut(directory), ExecretErrorCode.SCHEMA, /results\/bm25\.json: field "execret\.bundle_sha256" must be 64 lowercase hex digits when present, got number 42/);
  });

  it('names a damaged diagnostics field', async () => {
    const directory = await copyOf(threeSystems);
    await editJson(join(directory, 'results', 'bm25.json'), (value) => {
      (value['diagnostics'] as Record<string, unknown>)['densityAblation'] = [{ keptDistractors: 0, queries: 6 }];
    });
    await expectError(sut(directory), ExecretErrorCode.SCHEMA, /field "diagnostics\.densityAblation\[0\]\.expectedExec1" must be a number, got missing/);
    await rm(directory, { recursive: true });
  });
});
