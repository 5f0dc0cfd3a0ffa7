import { describe, expect, it } from '@jest/globals';
import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { problemsOf, sampleBundle, writtenSample } from './__fixtures__/sample-bundle.js';
import { readBundle } from './read-bundle.js';
import { validateBundle } from './validate-bundle.js';
import { writeBundle as sut } from './write-bundle.js';

describe(sut.name, () => {
  it('round-trips rows with their unknown fields, in order', async () => {
    const directory = await writtenSample();
    const { bundle, warnings } = await readBundle(directory);
    const expected = sampleBundle();
    expect(bundle.queries).toEqual(expected.queries);
    expect(bundle.corpus).toEqual(expected.corpus);
    expect(bundle.distractorMetadata).toEqual(expected.distractorMetadata);
    expect(bundle.executionCache).toEqual(expected.executionCache);
    expect(bundle.queries[0]?.['extra_top_level']).toEqual({ kept: true });
    expect(warnings).toEqual([]);
  });

  it('writes the same bytes every time and records counts, seed, tools and file hashes', async () => {
    const first = await writtenSample();
    const second = await writtenSample();
    for (const name of ['queries.jsonl', 'corpus.jsonl', 'distractor_metadata.jsonl', 'execution_cache.jsonl', 'manifest.json']) {
      expect(await readFile(join(second, name), 'utf8')).toBe(await readFile(join(first, name), 'utf8'));
    }
    const manifest = JSON.parse(await readFile(join(first, 'manifest.json'), 'utf8'));
    expect(manifest.counts).toEqual({
      queries: 2,
      corpus: 5,
      canonicals: 2,
      distractors: 3,
      bug_types: { off_by_one: 1, wrong_operator: 2 },
      distractor_metadata: 3,
      execution_cache: 2,
    });
    expect(manifest.seed).toBe(7);
    expect(Object.keys(manifest.tools)).toEqual(['@execret/core', 'python']);
    expect(Object.keys(manifest.files)).toEqual(['corpus.jsonl', 'distractor_metadata.jsonl', 'execution_cache.jsonl', 'queries.jsonl']);
    expect(manifest.files['queries.jsonl'].rows).toBe(2);
  });

  it('lists extra files in the manifest and checks their hashes too', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-bundle-'));
    await sut(directory, sampleBundle(), { extraFiles: { 'dataset_validation.json': '{"tasks":[]}\n' } });
    expect((await validateBundle(directory)).valid).toBe(true);
    await appendFile(join(directory, 'dataset_validation.json'), ' ');
    expect((await problemsOf(directory)).map((problem) => problem.kind)).toEqual(['hash-mismatch']);
  });
});
