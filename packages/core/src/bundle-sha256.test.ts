import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleSha256 as sut, sha256File } from './bundle-sha256.js';
import { ExecretErrorCode } from './errors.js';

async function bundleWith(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-bundle-sha256-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(directory, name), text);
  return directory;
}

describe(sut.name, () => {
  it('matches the documented derivation computed by Python hashlib', async () => {
    const directory = await bundleWith({ 'queries.jsonl': '{"query_id":"q"}\n', 'corpus.jsonl': '{"corpus_id":"c"}\n', 'manifest.json': '{}' });
    const reference = execFileSync(
      'python3',
      [
        '-c',
        `import hashlib, os, sys
d = sys.argv[1]
lines = ""
for name in ["queries.jsonl", "corpus.jsonl", "distractor_metadata.jsonl", "execution_cache.jsonl"]:
    path = os.path.join(d, name)
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest() if os.path.exists(path) else "-"
    lines += f"{name}\\t{digest}\\n"
print(hashlib.sha256(lines.encode()).hexdigest())`,
        directory,
      ],
      { encoding: 'utf8' },
    ).trim();
    const hashed = await sut(directory);
    expect(hashed.sha256).toBe(reference);
    expect(hashed.files['distractor_metadata.jsonl']).toBeNull();
    expect(hashed.files['queries.jsonl']).toBe(await sha256File(join(directory, 'queries.jsonl')));
  });

  it('changes with any byte of any bundle file, not with manifest.json', async () => {
    const base = { 'queries.jsonl': 'q\n', 'corpus.jsonl': 'c\n', 'distractor_metadata.jsonl': 'd\n', 'execution_cache.jsonl': 'e\n' };
    const reference = (await sut(await bundleWith(base))).sha256;
    for (const name of Object.keys(base)) {
      expect((await sut(await bundleWith({ ...base, [name]: 'changed\n' }))).sha256).not.toBe(reference);
    }
    expect((await sut(await bundleWith({ ...base, 'manifest.json': '{"note":1}' }))).sha256).toBe(reference);
    const { 'execution_cache.jsonl': _dropped, ...withoutCache } = base;
    expect((await sut(await bundleWith(withoutCache))).sha256).not.toBe(reference);
  });
});

describe(sha256File.name, () => {
  it('throws an IO error naming a file that cannot be read', async () => {
    const missing = join(tmpdir(), 'execret-no-such-file.npz');
    const error = await sha256File(missing).catch((caught: unknown) => caught);
    expect((error as { code: string }).code).toBe(ExecretErrorCode.IO);
    expect((error as Error).message).toContain(missing);
  });
});
