import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseSha256Sums, verifySha256Sums, writeSha256Sums } from './sha256-sums.js';

async function folderWith(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-sums-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(directory, name)), { recursive: true });
    await writeFile(join(directory, name), content);
  }
  return directory;
}

describe(writeSha256Sums.name, () => {
  it('lists every file but cache/, the lock and temporary files, sorted, in a form sha256sum -c checks (escaped names too)', async () => {
    const directory = await folderWith({
      'results/bm25.json': '{}\n',
      'config.json': '{"a":1}\n',
      'runs/qrels.txt': 'q 0 c 1\n',
      'odd\\name.txt': 'backslash',
      'two\nlines.txt': 'newline',
      'cache/executions.sqlite': 'not listed',
      '.execret.lock': 'not listed',
      [`results/.bm25.json.tmp-${process.pid}-0a1b2c3d`]: 'not listed',
    });
    const entries = await writeSha256Sums(directory);
    expect(entries.map((entry) => entry.path)).toEqual(['config.json', 'odd\\name.txt', 'results/bm25.json', 'runs/qrels.txt', 'two\nlines.txt']);
    const text = await readFile(join(directory, 'SHA256SUMS'), 'utf8');
    // What GNU sha256sum itself writes for the same files, in the same order.
    const expected = execFileSync('sha256sum', ['--', ...entries.map((entry) => entry.path)], { cwd: directory, encoding: 'utf8' });
    expect(text).toBe(expected);
    expect(execFileSync('sha256sum', ['-c', '--strict', 'SHA256SUMS'], { cwd: directory, encoding: 'utf8' })).toMatch(/two\\nlines\.txt: OK/);
    expect(parseSha256Sums(text)).toEqual({ entries, malformed: [] });
  });
});

describe(verifySha256Sums.name, () => {
  it('names changed, missing and unlisted files and lines that are not checksums', async () => {
    const directory = await folderWith({ 'a.txt': 'a', 'b.txt': 'b', 'c.txt': 'c' });
    await writeSha256Sums(directory);
    await writeFile(join(directory, 'a.txt'), 'A');
    await writeFile(join(directory, 'd.txt'), 'd');
    await rm(join(directory, 'b.txt'));
    await writeFile(join(directory, 'SHA256SUMS'), `${await readFile(join(directory, 'SHA256SUMS'), 'utf8')}not a checksum line\n`);
    expect(await verifySha256Sums(directory)).toEqual({ present: true, listed: 3, mismatched: ['a.txt'], missing: ['b.txt'], unlisted: ['d.txt'], malformed: [{ line: 4, text: 'not a checksum line' }] });
  });

  it('says when there is no SHA256SUMS', async () => {
    expect((await verifySha256Sums(await folderWith({ 'a.txt': 'a' }))).present).toBe(false);
  });
});
