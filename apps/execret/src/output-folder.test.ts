import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearOutputFolder, otherBundleProblem, readOutputFolder, recordedBundleName, removeTemporaryFiles } from './output-folder.js';

async function folderWith(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-out-folder-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(directory, name, '..'), { recursive: true });
    await writeFile(join(directory, name), text);
  }
  return directory;
}

describe(recordedBundleName.name, () => {
  it('names builtin bundles by name and folders relative to the working folder', () => {
    expect(recordedBundleName('builtin', '/work')).toBe('builtin:python');
    expect(recordedBundleName('builtin:typescript', '/work')).toBe('builtin:typescript');
    expect(recordedBundleName('/work/bench/python', '/work')).toBe('bench/python');
    expect(recordedBundleName('bench/./python/', '/work')).toBe('bench/python');
    expect(recordedBundleName('/data/bench', '/work/here')).toBe('../../data/bench');
  });
});

describe(removeTemporaryFiles.name, () => {
  it('removes every temporary file of results/, runs/, embeddings/ and run\'s root files, and the others only when their writer is gone', async () => {
    const live = process.pid;
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    const dead = child.pid as number;
    const directory = await folderWith({
      [`results/.bm25.json.tmp-${live}-00aa11bb`]: '',
      [`runs/.bm25.trec.tmp-${live}-00aa11bb`]: '',
      [`embeddings/.module_m.mjs.npz.tmp-${live}-00aa11bb`]: '',
      [`.config.json.tmp-${live}-00aa11bb`]: '',
      [`.SHA256SUMS.tmp-${live}-00aa11bb`]: '',
      [`.report.html.tmp-${live}-00aa11bb`]: '',
      [`.report.html.tmp-${dead}-00aa11bb`]: '',
      [`tests/.pairwise_tests.json.tmp-${dead}-00aa11bb`]: '',
      'results/bm25.json': '{}',
      '.hidden.tmp-notours': '',
    });
    const removed = await removeTemporaryFiles(directory);
    expect(removed.sort()).toEqual(
      [
        `results/.bm25.json.tmp-${live}-00aa11bb`,
        `runs/.bm25.trec.tmp-${live}-00aa11bb`,
        `embeddings/.module_m.mjs.npz.tmp-${live}-00aa11bb`,
        `.config.json.tmp-${live}-00aa11bb`,
        `.SHA256SUMS.tmp-${live}-00aa11bb`,
        `.report.html.tmp-${dead}-00aa11bb`,
        `tests/.pairwise_tests.json.tmp-${dead}-00aa11bb`,
      ].sort(),
    );
    expect((await readdir(directory)).sort()).toEqual([`.hidden.tmp-notours`, `.report.html.tmp-${live}-00aa11bb`, 'embeddings', 'results', 'runs', 'tests']);
  });
});

describe(clearOutputFolder.name, () => {
  it('removes what run and report wrote (results, runs, matrices, config, execution cache, study files, report files), and keeps cache/', async () => {
    const directory = await folderWith({
      'results/bm25.json': '{}',
      'runs/bm25.trec': '',
      'embeddings/module_m.mjs.npz': '',
      'config.json': '{}',
      'execution_cache.jsonl': '',
      'embedding_summary.json': '{}',
      'invocation_table.json': '{}',
      'environment.json': '{}',
      'SHA256SUMS': '',
      'report.html': '',
      'tests/pairwise_tests.json': '{}',
      'tests/paired_difference_intervals.json': '{}',
      'cache/embeddings.sqlite': '',
      'notes.txt': 'mine',
    });
    expect((await clearOutputFolder(directory)).sort()).toEqual(
      [
        'SHA256SUMS',
        'config.json',
        'embedding_summary.json',
        'embeddings',
        'environment.json',
        'execution_cache.jsonl',
        'invocation_table.json',
        'report.html',
        'results',
        'runs',
        'tests/paired_difference_intervals.json',
        'tests/pairwise_tests.json',
      ].sort(),
    );
    expect((await readdir(directory)).sort()).toEqual(['cache', 'notes.txt', 'tests']);
  });
});

describe(otherBundleProblem.name, () => {
  const mine = { name: 'bench/b', sha256: 'b'.repeat(64) };

  it('accepts an empty folder and a folder of the same bundle', async () => {
    expect(otherBundleProblem('out', await readOutputFolder(await folderWith({})), mine)).toBeUndefined();
    const same = await folderWith({
      'config.json': JSON.stringify({ bundle: 'bench/b', bundle_sha256: mine.sha256 }),
      'results/bm25.json': JSON.stringify({ model: 'bm25', execret: { bundle_sha256: mine.sha256 } }),
      'results/broken.json': '{"model": "x"',
    });
    expect(otherBundleProblem('out', await readOutputFolder(same), mine)).toBeUndefined();
  });

  it('names the other bundle of config.json and results files of another or an unknown bundle', async () => {
    const other = await folderWith({
      'config.json': JSON.stringify({ bundle: 'bench/a', bundle_sha256: 'a'.repeat(64) }),
      'results/bm25.json': JSON.stringify({ model: 'bm25', execret: { bundle_sha256: 'a'.repeat(64) } }),
      'results/old.json': JSON.stringify({ model: 'old', execret: { fingerprint: 'x' } }),
      'results/third.json': JSON.stringify({ model: 'third', execret: { bundle_sha256: 'c'.repeat(64) } }),
    });
    const problem = otherBundleProblem('out', await readOutputFolder(other), mine) as string;
    expect(problem).toContain('config.json records bundle "bench/a" (sha256 aaaaaaaaaaaa…)');
    expect(problem).toContain('results/old.json records no bundle hash');
    expect(problem).toContain('results/third.json was computed on bundle sha256 cccccccccccc…');
    expect(problem).not.toContain('results/bm25.json');
    expect(problem).toContain('this run\'s bundle is "bench/b" (sha256 bbbbbbbbbbbb…)');
    expect(problem).toContain('--force');
  });
});
