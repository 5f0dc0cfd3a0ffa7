import { describe, expect, it } from '@jest/globals';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { edit, writtenSample } from './__fixtures__/sample-bundle.js';
import { BundleProblemList } from './bundle-problem-list.js';
import { checkManifest as sut } from './check-manifest.js';

async function check(directory: string): Promise<{ manifest: unknown; problems: Array<{ kind: string; where: string; message: string }> }> {
  const problems = new BundleProblemList(1000);
  const manifest = await sut(join(directory, 'manifest.json'), directory, problems);
  return {
    manifest,
    problems: problems.problems.map((problem) => ({
      kind: problem.kind,
      where: `${problem.location.file.slice(directory.length + 1)}${problem.location.field === undefined ? '' : `#${problem.location.field}`}`,
      message: problem.message,
    })),
  };
}

describe(sut.name, () => {
  it('accepts the manifest writeBundle wrote and returns it', async () => {
    const directory = await writtenSample();
    const { manifest, problems } = await check(directory);
    expect(problems).toEqual([]);
    expect(manifest).toEqual(JSON.parse(await readFile(join(directory, 'manifest.json'), 'utf8')));
  });

  it('reports a file changed after the build (hash mismatch)', async () => {
    const directory = await writtenSample();
    await edit(directory, 'corpus.jsonl', (text) => text.replace('return -x', 'return 0 - x'));
    const { problems } = await check(directory);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.kind).toBe('hash-mismatch');
    expect(problems[0]?.where).toBe('corpus.jsonl');
    expect(problems[0]?.message).toMatch(/does not match manifest\.json \(expected [0-9a-f]{64}\)/);
  });

  it('reports a listed file that is missing and a bundle file that is not listed', async () => {
    const directory = await writtenSample();
    await rm(join(directory, 'execution_cache.jsonl'));
    await edit(directory, 'manifest.json', (text) => {
      const manifest = JSON.parse(text);
      delete manifest.files['distractor_metadata.jsonl'];
      return JSON.stringify(manifest);
    });
    expect((await check(directory)).problems).toEqual([
      { kind: 'missing-file', where: 'execution_cache.jsonl', message: 'execution_cache.jsonl is listed in manifest.json but missing' },
      { kind: 'manifest', where: 'manifest.json#files.distractor_metadata.jsonl', message: 'distractor_metadata.jsonl is in the bundle but not listed in field "files"' },
    ]);
  });

  it('warns, without a problem, when only the build audit is missing, and still checks it when present', async () => {
    const directory = await writtenSample({ extraFiles: { 'dataset_validation.json': '{"tasks": []}\n' } });
    await edit(directory, 'dataset_validation.json', () => '{"tasks": [1]}\n');
    expect((await check(directory)).problems.map((problem) => problem.kind)).toEqual(['hash-mismatch']);
    await rm(join(directory, 'dataset_validation.json'));
    const problems = new BundleProblemList(1000);
    await sut(join(directory, 'manifest.json'), directory, problems);
    expect(problems.problems).toEqual([]);
    expect(problems.warnings.map((warning) => [warning.kind, warning.message])).toEqual([
      ['missing-file', "dataset_validation.json (the build's audit) is listed in manifest.json but not shipped with this copy of the bundle; it changes no number"],
    ]);
  });

  it('reports a manifest that is not JSON or has no "files" object, and returns nothing', async () => {
    const directory = await writtenSample();
    await writeFile(join(directory, 'manifest.json'), '{"files": [1]}');
    const result = await check(directory);
    expect(result.manifest).toBeUndefined();
    expect(result.problems).toEqual([{ kind: 'manifest', where: 'manifest.json#files', message: 'field "files" must be an object of file name → { sha256, bytes }, got object' }]);
    await writeFile(join(directory, 'manifest.json'), '{');
    expect((await check(directory)).problems.map((problem) => problem.kind)).toEqual(['json']);
  });
});
