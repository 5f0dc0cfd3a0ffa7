import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sha256Hex } from '@execret/core';
import { checkReleaseFolder as sut, RELEASE_CHECKS } from './check-release-folder.js';
import { writeSha256Sums } from './sha256-sums.js';

const release = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'study-release');
const bundle = join(release, 'data');

// The study's three results files in a folder of their own, sealed with SHA256SUMS.
async function folderOfResults(edit: (folder: string) => Promise<void> = async () => undefined): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'execret-release-check-'));
  await cp(join(release, 'results'), join(folder, 'results'), { recursive: true });
  await edit(folder);
  await writeSha256Sums(folder);
  return folder;
}

describe(sut.name, () => {
  it('checks a folder from code with the defaults (release-format verdicts, no npz reader), skipping what it lacks', async () => {
    const folder = await folderOfResults();
    try {
      const report = await sut(folder, { bundle });
      expect(report.checks.map((check) => check.id)).toEqual(RELEASE_CHECKS.map(([id]) => id));
      expect(report.checks.filter((check) => check.status === 'fail')).toEqual([]);
      expect(report.passed).toBe(true);
      expect(report.checks.find((check) => check.id === 'verdicts')?.detail).toMatch(/^\d+ listed results$/);
      expect(report.checks.find((check) => check.id === 'run-files')).toMatchObject({ status: 'skip', detail: 'no results file records execret.run_sha256 (not written by execret run)' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('fails the run-files check naming the run file whose SHA-256 is not the one its results record, and a missing one', async () => {
    const folder = await folderOfResults(async (copy) => {
      const run = 'q_0001 Q0 c_0001 1 2.5 BM25\n';
      // BM25's results record the run before its score was changed; acme__dense-small's run is
      // gone; acme__dense-large's is the gzip file `run --run-gzip` writes, unchanged (passes).
      const gzipped = gzipSync(run);
      for (const [name, sha256] of [['BM25', sha256Hex(run.replace('2.5', '9.5'))], ['acme__dense-small', sha256Hex(run)], ['acme__dense-large', createHash('sha256').update(gzipped).digest('hex')]] as const) {
        const path = join(copy, 'results', `${name}.json`);
        const results = JSON.parse(await readFile(path, 'utf8')) as { execret?: Record<string, unknown> };
        results.execret = { ...results.execret, run_sha256: sha256 };
        await writeFile(path, JSON.stringify(results));
      }
      await mkdir(join(copy, 'runs'));
      await writeFile(join(copy, 'runs', 'BM25.trec'), run);
      await writeFile(join(copy, 'runs', 'acme__dense-large.trec.gz'), gzipped);
    });
    try {
      const report = await sut(folder, { bundle });
      const check = report.checks.find((entry) => entry.id === 'run-files');
      expect(check?.status).toBe('fail');
      expect(check?.problems).toEqual([
        expect.stringMatching(/^runs\/BM25\.trec: its SHA-256 [0-9a-f]{12}… is not the execret\.run_sha256 [0-9a-f]{12}… of results\/BM25\.json: the run file was changed after its results were computed$/),
        expect.stringMatching(/^runs\/acme__dense-small\.trec: missing, though results\/acme__dense-small\.json was computed from it/),
      ]);
      expect(check?.detail).toBe('2 problems');
      expect(report.passed).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('names a FIFO among the results files and never opens it (opening one waits for a writer for ever)', async () => {
    const folder = await folderOfResults(async (copy) => {
      execFileSync('mkfifo', [join(copy, 'results', 'piped.json')]);
    });
    try {
      const report = await sut(folder, { bundle });
      expect(report.checks.find((check) => check.id === 'results')?.problems).toEqual(['results/piped.json: not a regular file (a FIFO (named pipe)); not read']);
      expect(report.passed).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
