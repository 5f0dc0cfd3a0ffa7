import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { applyBundle as sut } from './apply-bundle.js';
import { loadResults } from './load-results.js';

async function releaseCopy(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-apply-bundle-'));
  await cp(STUDY_RELEASE, directory, { recursive: true });
  return directory;
}

async function editResults(directory: string, name: string, edit: (value: Record<string, unknown>) => void): Promise<void> {
  const path = join(directory, 'results', name);
  const value = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  edit(value);
  await writeFile(path, JSON.stringify(value));
}

describe(sut.name, () => {
  it('derives what the files lack and keeps what they have', async () => {
    const directory = await releaseCopy();
    // the file states its own rank-1 tie share (wrongly, 0.9): the report keeps the file's numbers
    await editResults(directory, 'BM25.json', (value) => {
      (value['metrics'] as Record<string, number>)['rank1_tied_share'] = 0.9;
    });
    const { results, derived, notes } = sut(await loadResults(directory), await studyReleaseBundle(directory));
    expect(derived).toEqual(['BM25', 'acme/dense-large', 'acme/dense-small']);
    expect(notes).toEqual([]);
    const bm25 = results.systems.find((system) => system.system === 'BM25');
    expect([bm25?.diagnosticsDerived, bm25?.metrics['rank1_tied_share'], bm25?.metrics['expected_exec@1']]).toEqual([true, 0.9, 0.375]);
    expect(Object.keys(bm25?.metricsByDomain ?? {})).toEqual(['bit_manipulation', 'math_numerical', 'string_processing']);
    await rm(directory, { recursive: true });
  });

  it('refuses results that record another bundle', async () => {
    const directory = await releaseCopy();
    await editResults(directory, 'acme__dense-small.json', (value) => {
      value['execret'] = { fingerprint: '', system: {}, tie_rule: 'corpus_id ascending', ranking_depth: 10, bundle_sha256: 'a'.repeat(64) };
    });
    const bundle = await studyReleaseBundle(directory);
    const results = await loadResults(directory);
    expect(() => sut(results, bundle)).toThrow(
      `results/acme__dense-small.json: field "execret.bundle_sha256" must be ${bundle.sha256.slice(0, 12)}… (the content hash of bundle study-release, given to the report), got aaaaaaaaaaaa…`,
    );
    await rm(directory, { recursive: true });
  });
});
