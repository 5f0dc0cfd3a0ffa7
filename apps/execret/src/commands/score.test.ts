import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { readBundle } from '@execret/core';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../main.js';
import { createRetriever } from '../systems.js';
import type { ResultsFile, SystemOutcome } from './run.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');

// Writes `queries.npz` and `corpus.npz` (arrays `embeddings`, `ids`): one-hot corpus vectors, so a
// query ranks the snippets by its weights. q_0001 puts its distractor c_0007 first unless `fixed`.
function writeVectors(directory: string, fixed: boolean): { queries: string; corpus: string } {
  const queries = join(directory, 'queries.npz');
  const corpus = join(directory, 'corpus.npz');
  execFileSync('python3', [
    '-c',
    `
import numpy as np
ids = ['c_%04d' % i for i in range(1, 11)]
def query(weights):
    row = [0.01 * i for i in range(1, 11)]
    for corpus_id, weight in weights.items():
        row[ids.index(corpus_id)] = weight
    return row
first = {'c_0010': 0.9, 'c_0007': 0.8} if ${fixed ? 'True' : 'False'} else {'c_0007': 0.9, 'c_0010': 0.8}
np.savez(${JSON.stringify(queries)}, embeddings=np.array([query(first), query({'c_0003': 1.0}), query({'c_0005': 1.0})], dtype='float32'), ids=np.array(['q_0001', 'q_0002', 'q_0003']))
np.savez(${JSON.stringify(corpus)}, embeddings=np.eye(10, dtype='float32'), ids=np.array(ids))
`,
  ]);
  return { queries, corpus };
}

async function score(args: string[], command = 'score'): Promise<{ code: number; outcomes: SystemOutcome[]; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main([command, '--bundle', tinyBundle, '--json', ...args], { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, outcomes: stdout === '' ? [] : (JSON.parse(stdout) as SystemOutcome[]), stderr };
}

describe('execret score', () => {
  it('recomputes when the query file given to --queries is replaced in place', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-score-'));
    const { queries, corpus } = writeVectors(directory, false);
    const out = join(directory, 'out');
    const first = await score(['--queries', queries, '--corpus', corpus, '--out', out]);
    expect(first.code).toBe(0);
    expect(first.outcomes[0]?.status).toBe('computed');
    expect(first.outcomes[0]?.metrics['exec@1']).toBeCloseTo(2 / 3, 6);
    expect((await score(['--queries', queries, '--corpus', corpus, '--out', out])).outcomes[0]?.status).toBe('reused');

    writeVectors(directory, true);
    const second = await score(['--queries', queries, '--corpus', corpus, '--out', out]);
    expect(second.outcomes[0]?.status).toBe('computed');
    expect(second.outcomes[0]?.metrics['exec@1']).toBe(1);
    const results = JSON.parse(await readFile(second.outcomes[0]?.resultsFile as string, 'utf8')) as ResultsFile;
    // Recorded by file name (outside the working folder), each with its SHA-256.
    expect(Object.keys(results.execret.inputs ?? {})).toEqual(['queries.npz', 'corpus.npz']);
  }, 60_000);

  it('checks both files before any work and names the missing one', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-score-'));
    const { corpus } = writeVectors(directory, false);
    const missing = join(directory, 'no-queries.npz');
    const result = await score(['--queries', missing, '--corpus', corpus, '--out', join(directory, 'out')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${missing}: no such file`);
    expect(result.stderr).toContain('nothing was run');
  });
});

// A TREC run as another tool would write it: its own tag, ranks 1..n, scores in its own notation.
async function writeOtherToolRun(path: string, rankings: ReadonlyMap<string, ReadonlyArray<{ corpusId: string; score: number }>>, tag = 'other-tool'): Promise<void> {
  const lines: string[] = [];
  for (const [queryId, ranking] of rankings) ranking.forEach((item, index) => lines.push(`${queryId}\tQ0\t${item.corpusId}\t${index + 1}\t${item.score}\t${tag}`));
  await writeFile(path, `${lines.join('\n')}\n`);
}

async function bm25Rankings(directory: string): Promise<Map<string, Array<{ corpusId: string; score: number }>>> {
  const { bundle } = await readBundle(tinyBundle);
  const retriever = await createRetriever('bm25', { cacheDirectory: join(directory, 'unused-cache') });
  await retriever.index(bundle.corpus.map((row) => ({ id: row.corpus_id, text: row.code })));
  const run = await retriever.search(bundle.queries.map((query) => ({ id: query.query_id, text: query.query })), { topK: bundle.corpus.length });
  return new Map([...run].map(([queryId, ranking]) => [queryId, ranking.map((item) => ({ corpusId: item.corpusId, score: item.score }))]));
}

async function resultsOf(outcome: SystemOutcome | undefined): Promise<ResultsFile> {
  return JSON.parse(await readFile(outcome?.resultsFile as string, 'utf8')) as ResultsFile;
}

describe('execret score --run', () => {
  it('judges a TREC run of the same rankings exactly as run does, metric for metric, and writes the same files', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-score-run-'));
    const cache = join(directory, 'shared-cache');
    const viaRun = await score(['--system', 'bm25', '--out', join(directory, 'run-out'), '--cache', cache], 'run');
    expect(viaRun.code).toBe(0);
    const runFile = join(directory, 'bm25-elsewhere.trec');
    await writeOtherToolRun(runFile, await bm25Rankings(directory));

    const viaScore = await score(['--run', runFile, '--name', 'bm25', '--out', join(directory, 'score-out'), '--cache', cache]);
    expect(viaScore.code).toBe(0);
    expect(viaScore.outcomes[0]).toMatchObject({ system: 'bm25', status: 'computed' });
    const fromRun = await resultsOf(viaRun.outcomes[0]);
    const fromScore = await resultsOf(viaScore.outcomes[0]);
    expect(Object.keys(fromScore.metrics).length).toBeGreaterThan(10);
    expect(fromScore.metrics).toEqual(fromRun.metrics);
    expect(fromScore.per_query).toEqual(fromRun.per_query);
    expect(fromScore.diagnostics).toEqual(fromRun.diagnostics);
    for (const file of ['runs/bm25.trec', 'runs/qrels.txt']) {
      expect(await readFile(join(directory, 'score-out', file), 'utf8')).toBe(await readFile(join(directory, 'run-out', file), 'utf8'));
    }
    const config = JSON.parse(await readFile(join(directory, 'score-out', 'config.json'), 'utf8')) as { systems: Record<string, unknown> };
    expect(Object.keys(config.systems)).toEqual(['bm25']);
    expect(JSON.stringify(config)).not.toContain(directory);
    // The shared cache is used and recorded nowhere; no per-folder cache is made.
    expect(JSON.stringify(fromScore)).not.toContain(cache);
    await expect(readFile(join(directory, 'score-out', 'cache', 'executions.sqlite'))).rejects.toThrow();
  }, 120_000);

  it('names the system after the run tag by default, reuses it, and recomputes when the file changes', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-score-run-'));
    const runFile = join(directory, 'mine.trec');
    const rankings = await bm25Rankings(directory);
    await writeOtherToolRun(runFile, rankings, 'my-tool');
    const out = join(directory, 'out');
    const first = await score(['--run', runFile, '--out', out]);
    expect(first.outcomes[0]).toMatchObject({ system: 'my-tool', status: 'computed' });
    expect(first.outcomes[0]?.resultsFile).toBe(join(out, 'results', 'my-tool.json'));
    expect((await score(['--run', runFile, '--out', out])).outcomes[0]?.status).toBe('reused');

    // q_0001 now puts its canonical c_0010 alone at rank 1.
    const fixed = new Map(rankings);
    fixed.set('q_0001', [{ corpusId: 'c_0010', score: 99 }, ...(rankings.get('q_0001') ?? []).filter((item) => item.corpusId !== 'c_0010')]);
    await writeOtherToolRun(runFile, fixed, 'my-tool');
    const second = await score(['--run', runFile, '--out', out]);
    expect(second.outcomes[0]?.status).toBe('computed');
    expect(second.outcomes[0]?.metrics['exec@1']).toBeGreaterThan(first.outcomes[0]?.metrics['exec@1'] as number);
    expect(Object.keys((await resultsOf(second.outcomes[0])).execret.inputs ?? {})).toEqual(['mine.trec']);
  }, 120_000);

  it('reports queries missing from the run and scores them as misses', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-score-run-'));
    const rankings = await bm25Rankings(directory);
    rankings.delete('q_0002');
    const runFile = join(directory, 'partial.trec');
    await writeOtherToolRun(runFile, rankings);
    let stderr = '';
    await main(['score', '--bundle', tinyBundle, '--run', runFile, '--name', 'partial', '--out', join(directory, 'shown')], { stdout: () => undefined, stderr: (text) => (stderr += text) });
    expect(stderr).toContain('1 of 3 queries are missing from the run (q_0002); they count as misses (exec 0)');
    const result = await score(['--run', runFile, '--name', 'partial', '--out', join(directory, 'out')]);
    expect(result.code).toBe(0);
    expect(result.outcomes[0]?.missingQueries).toEqual(['q_0002']);
    const results = await resultsOf(result.outcomes[0]);
    expect(results.execret.missing_queries).toEqual(['q_0002']);
    const q2 = results.per_query.find((query) => query.query_id === 'q_0002');
    expect(q2?.metrics['exec@10']).toBe(0);
    expect(results.per_query).toHaveLength(3);
  }, 120_000);

  it('fails naming file and line for a docno that is not in the corpus', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-score-run-'));
    const runFile = join(directory, 'bad.trec');
    await writeFile(runFile, 'q_0001 Q0 c_0010 1 2.0 t\nq_0001 Q0 c_9999 2 1.0 t\n');
    const result = await score(['--run', runFile, '--out', join(directory, 'out')]);
    expect(result.code).toBe(1);
    expect(result.outcomes[0]?.status).toBe('failed');
    expect(result.outcomes[0]?.error).toContain(`${runFile}:2`);
    expect(result.outcomes[0]?.error).toContain('c_9999');
  }, 60_000);

  it('refuses --run together with --queries, and no input at all, as usage errors', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-score-run-'));
    const both = await score(['--run', 'x.trec', '--queries', 'q.npz', '--corpus', 'c.npz', '--out', join(directory, 'out')]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('not both');
    const none = await score(['--out', join(directory, 'out')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('score needs --run');
  });
});

describe('execret score --name', () => {
  it('names the precomputed system', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-score-'));
    const { queries, corpus } = writeVectors(directory, true);
    const result = await score(['--queries', queries, '--corpus', corpus, '--name', 'my-encoder', '--out', join(directory, 'out')]);
    expect(result.outcomes[0]).toMatchObject({ system: 'my-encoder', status: 'computed' });
    expect((await resultsOf(result.outcomes[0])).model).toBe('my-encoder');
  }, 60_000);
});
