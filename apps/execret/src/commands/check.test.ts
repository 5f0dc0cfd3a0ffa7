import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLocalOracle, type LocalOracle } from '@execret/oracle';
import { buildReport, checkReleaseFolder, isTemporaryFileName as releaseTemporaryFileName, RELEASE_FOLDER_FILES, RELEASE_CHECKS as FOLDER_CHECKS, REPORT_FILES, type ReleaseCheckOptions, type ReleaseCheckReport as FolderCheckReport, type ResultsFile } from '@execret/report';
import { collectIo } from '../__fixtures__/collect-io.js';
import { writeHashEmbeddingModule } from '../__fixtures__/hash-embedding-module.js';
import { main } from '../main.js';
import { isTemporaryFileName, OUTPUT_FILES } from '../output-folder.js';
import { createProgress } from '../progress.js';
import { writeSha256Sums } from '../sha256-sums.js';
import { fileSafeSystemId } from '../systems.js';
import { cliReleaseCheckOptions, runCheck as sut } from './check.js';
import { runBenchmark } from './run.js';

const bundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

let work: string;
let fresh: string;
let dense: string;
let oracle: LocalOracle;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-check-'));
  dense = `module:${await writeHashEmbeddingModule(work)}#cosineModel`;
  const cache = join(work, 'cache');
  oracle = openLocalOracle(cache);
  fresh = join(work, 'fresh');
  await runBenchmark({ bundle, systems: ['bm25', dense], out: fresh, oracle: oracle.oracle, progress: quiet, context: { cacheDirectory: cache } });
}, 120_000);
afterAll(async () => {
  await oracle.dispose();
  await rm(work, { recursive: true, force: true });
});

// The library function with what the CLI adds (builtin names, the verdict book, the npz reader).
function checkOutputFolder(directory: string, options: Pick<ReleaseCheckOptions, 'bundle'> = {}): Promise<FolderCheckReport> {
  return checkReleaseFolder(directory, cliReleaseCheckOptions(options.bundle));
}

let copies = 0;
// A copy of the fresh run's folder, changed by `edit`; `reseal` rewrites SHA256SUMS afterwards, so
// only the checks the edit concerns can fail.
async function copyWith(edit: (folder: string) => Promise<void>, reseal: boolean): Promise<string> {
  copies += 1;
  const folder = join(work, `copy-${copies}`);
  await cp(fresh, folder, { recursive: true });
  await edit(folder);
  if (reseal) await writeSha256Sums(folder);
  return folder;
}

async function editJson(path: string, change: (value: ResultsFile) => void): Promise<void> {
  const value = JSON.parse(await readFile(path, 'utf8')) as ResultsFile;
  change(value);
  await writeFile(path, `${JSON.stringify(value, null, 1)}\n`);
}

function failing(report: FolderCheckReport): string[] {
  return report.checks.filter((check) => check.status === 'fail').map((check) => check.id);
}

function problemsOf(report: FolderCheckReport, id: string): string[] {
  return report.checks.find((check) => check.id === id)?.problems ?? [];
}

const bm25Results = 'results/bm25.json';
const denseResults = () => `results/${fileSafeSystemId(dense)}.json`;

describe('execret check', () => {
  it("passes on a fresh run's folder, printing every check, and exits 0", async () => {
    const report = await checkOutputFolder(fresh, { bundle });
    expect(report.checks.map((check) => check.id)).toEqual(FOLDER_CHECKS.map(([id]) => id));
    expect(report.checks.map((check) => [check.id, check.status])).toEqual(FOLDER_CHECKS.map(([id]) => [id, id === 'pairwise-counts' ? 'skip' : 'pass']));
    expect(report.passed).toBe(true);
    const io = collectIo();
    expect(await sut(fresh, { bundle }, io)).toBe(0);
    for (const [, title] of FOLDER_CHECKS) expect(io.out).toMatch(new RegExp(`^(pass|skip)  ${title.replace(/[()]/g, '\\$&')}`, 'm'));
    expect(io.out).toContain('13 checks: 12 passed, 0 failed, 1 skipped');
  });

  it("finds the bundle through config.json when --bundle is not given", async () => {
    const report = await checkOutputFolder(fresh);
    expect(report.passed).toBe(true);
    expect(report.checks.find((check) => check.id === 'bundle')?.detail).toMatch(/tiny-bundle \(sha256 [0-9a-f]{12}…\)$/);
  });

  it("passes with nothing skipped once the report's files are written and listed", async () => {
    const folder = await copyWith(async (copy) => {
      const report = await buildReport(copy);
      for (const file of REPORT_FILES) {
        await mkdir(dirname(join(copy, file)), { recursive: true });
        await writeFile(join(copy, file), report.files[file]);
      }
    }, true);
    const report = await checkOutputFolder(folder, { bundle });
    expect(report.checks.map((check) => check.status)).toEqual(FOLDER_CHECKS.map(() => 'pass'));
    expect(report.checks.find((check) => check.id === 'intervals')?.detail).toContain('tests/confidence_intervals.json, tests/pairwise_tests.json');
  }, 60_000);

  it('fails naming the per-query check, the file, the query and the metric on a copy with one flipped per-query value', async () => {
    let flipped = 0;
    const folder = await copyWith(async (copy) => {
      await editJson(join(copy, bm25Results), (results) => {
        const metrics = (results.per_query[1] as ResultsFile['per_query'][number]).metrics;
        flipped = metrics['exec@3'] as number;
        metrics['exec@3'] = 1 - flipped;
      });
    }, true);
    const report = await checkOutputFolder(folder, { bundle });
    expect(failing(report)).toContain('per-query');
    expect(problemsOf(report, 'per-query')).toEqual([`${bm25Results}: per_query[1] (q_0002) exec@3 is ${1 - flipped}, recomputed ${flipped}`]);
    // The mean no longer matches either; the rest of the folder still checks out.
    expect(failing(report)).toContain('means');
    for (const id of ['sha256sums', 'results', 'bundle', 'queries', 'corpus-ids', 'labels', 'verdicts', 'embeddings']) expect(report.checks.find((check) => check.id === id)?.status).toBe('pass');
    const io = collectIo();
    expect(await sut(folder, { bundle }, io)).toBe(1);
    expect(io.out).toMatch(/^FAIL  every per-query value recomputes from the listed results \(1 problem\)$/m);
  });

  it('fails the SHA256SUMS check and the run-files check, naming the file, on a copy with one edited byte of a run file', async () => {
    const folder = await copyWith(async (copy) => {
      const path = join(copy, 'runs', 'bm25.trec');
      const bytes = await readFile(path);
      const at = bytes.indexOf(' Q0 ') + 4;
      bytes[at] = (bytes[at] as number) === 0x63 ? 0x64 : 0x63;
      await writeFile(path, bytes);
    }, false);
    const report = await checkOutputFolder(folder, { bundle });
    expect(failing(report)).toEqual(['sha256sums', 'run-files']);
    expect(problemsOf(report, 'sha256sums')).toEqual(['runs/bm25.trec: its SHA-256 differs from the one SHA256SUMS lists']);
    let stdout = '';
    expect(await main(['check', folder, '--bundle', bundle], { stdout: (text) => (stdout += text), stderr: () => undefined })).toBe(1);
    expect(stdout).toMatch(/^FAIL  SHA256SUMS match the files \(1 problem\)\n {8}runs\/bm25\.trec: /m);
  });

  it('fails only the run-files check, naming the run file, when a run score is changed and SHA256SUMS written again', async () => {
    const folder = await copyWith(async (copy) => {
      const path = join(copy, 'runs', 'bm25.trec');
      const lines = (await readFile(path, 'utf8')).split('\n');
      const fields = (lines[0] as string).split(' ');
      fields[4] = String(Number(fields[4]) + 1000);
      lines[0] = fields.join(' ');
      await writeFile(path, lines.join('\n'));
    }, true);
    const report = await checkOutputFolder(folder, { bundle });
    expect(failing(report)).toEqual(['run-files']);
    expect(problemsOf(report, 'run-files')).toEqual([expect.stringMatching(/^runs\/bm25\.trec: its SHA-256 [0-9a-f]{12}… is not the execret\.run_sha256 [0-9a-f]{12}… of results\/bm25\.json: the run file was changed after its results were computed$/)]);
    const removed = await copyWith(async (copy) => rm(join(copy, 'runs', 'bm25.trec')), true);
    expect(problemsOf(await checkOutputFolder(removed, { bundle }), 'run-files')).toEqual([expect.stringMatching(/^runs\/bm25\.trec: missing, though results\/bm25\.json was computed from it/)]);
  });

  it('fails naming the queries check, the file and the query on a copy whose results lack one query', async () => {
    const folder = await copyWith(async (copy) => {
      await editJson(join(copy, denseResults()), (results) => {
        results.per_query = results.per_query.filter((query) => query.query_id !== 'q_0002');
      });
    }, true);
    const report = await checkOutputFolder(folder, { bundle });
    expect(failing(report)).toContain('queries');
    expect(problemsOf(report, 'queries')).toEqual([`${denseResults()}: 1 query of the bundle missing (q_0002)`, `${denseResults()}: n_queries is 3 but per_query lists 2`]);
    expect(report.checks.find((check) => check.id === 'sha256sums')?.status).toBe('pass');
  });

  it.each([
    ['labels', 'a label', (result: Record<string, unknown>): void => {
      result['label'] = result['label'] === 'correct' ? 'incorrect' : 'correct';
    }, /top_results\[0\] \(c_\d{4}\): label "(in)?correct", the bundle says "(in)?correct"$/],
    ['verdicts', 'a verdict', (result: Record<string, unknown>): void => {
      result['passes_all_tests'] = !result['passes_all_tests'];
    }, /top_results\[0\] \(c_\d{4}\): passes_all_tests (true|false), the execution cache says (true|false)$/],
    ['corpus-ids', 'a corpus id', (result: Record<string, unknown>): void => {
      result['corpus_id'] = 'c_9999';
    }, /top_results\[0\].corpus_id "c_9999" is not in the bundle$/],
  ] as const)('fails the %s check on a copy with %s changed', async (id, _what, change, problem) => {
    const folder = await copyWith(async (copy) => {
      await editJson(join(copy, bm25Results), (results) => {
        change((results.per_query[0] as ResultsFile['per_query'][number]).top_results[0] as unknown as Record<string, unknown>);
      });
    }, true);
    const report = await checkOutputFolder(folder, { bundle });
    expect(failing(report)).toContain(id);
    expect(problemsOf(report, id)[0]).toMatch(problem);
    expect(problemsOf(report, id)[0]).toMatch(/^results\/bm25\.json: per_query\[0\] \(q_0001\)/);
  });

  it('fails when the folder has no SHA256SUMS, and when a file was added after it was written', async () => {
    const unsealed = await copyWith(async (copy) => rm(join(copy, 'SHA256SUMS')), false);
    expect(problemsOf(await checkOutputFolder(unsealed, { bundle }), 'sha256sums')).toEqual(['SHA256SUMS: missing (execret run writes it)']);
    const added = await copyWith(async (copy) => writeFile(join(copy, 'notes.txt'), 'added later'), false);
    const report = await checkOutputFolder(added, { bundle });
    expect(failing(report)).toEqual(['sha256sums']);
    expect(problemsOf(report, 'sha256sums')).toEqual(['notes.txt: not listed in SHA256SUMS (added after the run wrote it?)']);
  });

  it('fails the embeddings check when a saved matrix does not match its summary', async () => {
    const folder = await copyWith(async (copy) => {
      const path = join(copy, 'embedding_summary.json');
      const summary = JSON.parse(await readFile(path, 'utf8')) as Record<string, { corpus: { norm_max: number } }>;
      (summary[dense] as { corpus: { norm_max: number } }).corpus.norm_max += 1;
      await writeFile(path, JSON.stringify(summary));
    }, true);
    const report = await checkOutputFolder(folder, { bundle });
    expect(failing(report)).toEqual(['embeddings']);
    expect(problemsOf(report, 'embeddings')[0]).toMatch(new RegExp(`^embedding_summary.json: "${dense.replace(/[.#]/g, '\\$&')}": corpus is .*, embeddings/.*\\.npz gives `));
  });

  it("reads the folder as run writes it: the report package's file names and temporary-file rule are the app's", () => {
    const { cache, config, embeddingSummary, embeddings, executionCache, pairedDifferenceIntervals, results, runs, sha256sums } = OUTPUT_FILES;
    expect(RELEASE_FOLDER_FILES).toMatchObject({ cache, config, embeddingSummary, embeddings, executionCache, pairedDifferenceIntervals, results, runs, sha256sums });
    for (const name of [`.bm25.json.tmp-${process.pid}-0a1b`, '.bm25.json', 'bm25.json.tmp-1-ab', '.x.tmp-12-zz']) expect(releaseTemporaryFileName(name)).toBe(isTemporaryFileName(name));
  });

  it('exits 3 for a folder that does not exist', async () => {
    let stderr = '';
    expect(await main(['check', join(work, 'nowhere')], { stdout: () => undefined, stderr: (text) => (stderr += text) })).toBe(3);
    expect(stderr).toMatch(/nowhere: no such folder/);
  });
});
