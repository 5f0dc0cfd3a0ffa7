import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretError } from '@execret/core';
import { runCli } from './__fixtures__/run-cli.js';
import { checkedRun as sut } from './checked-run.js';
import type { ResultsFile, SystemOutcome } from './commands/run.js';

// examples/tiny-bundle: q_0001 (canonical c_0010), q_0002 (c_0003), q_0003 (c_0005); ten snippets.
const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tiny-bundle');
const canonicals: Record<string, string> = { q_0001: 'c_0010', q_0002: 'c_0003', q_0003: 'c_0005' };
const corpusIds = Array.from({ length: 10 }, (_, index) => `c_${String(index + 1).padStart(4, '0')}`);

// The prober's retriever: each query's canonical scores 100, every other snippet floor(n / 2)
// (c_0002 and c_0003 tie, c_0004 and c_0005…), and the hits come back worst first, ties in
// descending id order: the reverse of the documented order everywhere.
const scoreOf = (queryId: string, corpusId: string): number => (canonicals[queryId] === corpusId ? 100 : Math.floor(Number(corpusId.slice(2)) / 2));
const unsortedModule = `
const canonicals = ${JSON.stringify(canonicals)};
const scoreOf = (queryId, corpusId) => (canonicals[queryId] === corpusId ? 100 : Math.floor(Number(corpusId.slice(2)) / 2));
export default {
  systemId: 'unsorted',
  ids: [],
  describe() { return { order: 'worst first' }; },
  async index(documents) { this.ids = documents.map((document) => document.id); },
  async search(queries) {
    return new Map(queries.map((query) => [query.id, this.ids
      .map((id) => ({ corpusId: id, score: scoreOf(query.id, id) }))
      .sort((left, right) => left.score - right.score || (left.corpusId < right.corpusId ? 1 : -1))]));
  },
};
`;
// The documented order: score descending, ties by corpus id ascending.
const expectedRanking = (queryId: string): string[] => [...corpusIds].sort((left, right) => scoreOf(queryId, right) - scoreOf(queryId, left) || (left < right ? -1 : 1));

// A module whose search resolves to `value` (JavaScript source) for every call.
const returning = (value: string): string => `export default { systemId: 'bad', describe: () => ({}), async index() {}, async search(queries) { return ${value}; } };\n`;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-checked-run-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function errorOf(action: () => Promise<unknown>): Promise<ExecretError> {
  try {
    await action();
  } catch (error) {
    if (ExecretError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe(sut.name, () => {
  it('orders every ranking by score descending, ties by corpus id ascending', async () => {
    const run = await sut('s', new Map([['q', [{ corpusId: 'b', score: 1 }, { corpusId: 'c', score: 2 }, { corpusId: 'a', score: 1 }]]]));
    expect(run.get('q')?.map((item) => item.corpusId)).toEqual(['c', 'a', 'b']);
  });

  it.each([
    ['null', null, 'search returned null; expected a Map from query id to an array of { corpusId, score }'],
    ['a plain object', { q: [] }, 'search returned a plain object; expected a Map'],
    ['a null entry', new Map([['q', null]]), 'search returned null for query "q"; expected an array of { corpusId, score }'],
    ['a null item', new Map([['q', [null]]]), 'search returned null at query "q", item 0; expected { corpusId, score }'],
    ['a string score', new Map([['q', [{ corpusId: 'c', score: '0.5' }]]]), 'search returned a score that is the string "0.5" at query "q", item 0 (corpus id "c"); expected a finite number'],
    ['Infinity', new Map([['q', [{ corpusId: 'c', score: Infinity }]]]), 'search returned the score Infinity at query "q", item 0 (corpus id "c"); scores must be finite numbers'],
    ['-Infinity', new Map([['q', [{ corpusId: 'c', score: 1 }, { corpusId: 'd', score: -Infinity }]]]), 'search returned the score -Infinity at query "q", item 1 (corpus id "d")'],
    ['NaN', new Map([['q', [{ corpusId: 'c', score: NaN }]]]), 'search returned the score NaN at query "q", item 0'],
    ['a numeric corpus id', new Map([['q', [{ corpusId: 7, score: 1 }]]]), 'search returned a corpusId that is 7 at query "q", item 0; expected a string'],
    ['a duplicate corpus id', new Map([['q', [{ corpusId: 'c', score: 1 }, { corpusId: 'c', score: 0 }]]]), 'search returned corpus id "c" twice for query "q"'],
  ])('refuses %s, naming the system and where', async (_, value, message) => {
    const error = await errorOf(() => sut('module:x', value));
    expect(error.code).toBe('SCHEMA');
    expect(error.message.startsWith(message)).toBe(true);
  });
});

describe('run with a retriever that returns its hits unsorted', () => {
  it('feeds one ranking (score descending, ties by corpus id) to the results, the run file, the report and export', async () => {
    const module = join(work, 'unsorted.mjs');
    await writeFile(module, unsortedModule);
    const out = join(work, 'out');
    const system = `module:${module}`;
    const run = await runCli(['run', '--bundle', tinyBundle, '--system', system, '--out', out, '--json']);
    expect(run.code).toBe(0);
    const [outcome] = JSON.parse(run.stdout) as SystemOutcome[];
    // Every canonical scores highest: rank 1 solves every query.
    expect(outcome?.metrics['exec@1']).toBe(1);

    const results = JSON.parse(await readFile(outcome?.resultsFile as string, 'utf8')) as ResultsFile;
    for (const query of results.per_query) {
      expect(query.top_results.map((result) => result.corpus_id)).toEqual(expectedRanking(query.query_id).slice(0, query.top_results.length));
      expect(query.top_results[0]?.passes_all_tests).toBe(true);
    }

    const trec = (await readFile(outcome?.runFile as string, 'utf8')).trim().split('\n').map((line) => line.split(/\s+/));
    for (const queryId of Object.keys(canonicals)) {
      const lines = trec.filter((fields) => fields[0] === queryId);
      expect(lines.map((fields) => fields[2])).toEqual(expectedRanking(queryId));
      expect(lines.map((fields) => Number(fields[3]))).toEqual(corpusIds.map((_, index) => index + 1));
    }

    const report = await runCli(['report', out]);
    expect(report.code).toBe(0);
    const reportData = JSON.parse(await readFile(join(out, 'report_data.json'), 'utf8')) as { systems: Record<string, { rank1_misses_by_bug_type: { misses: number } }> };
    const views = reportData.systems;
    // One system in the folder, whatever name the report shows it under.
    expect(Object.values(views).map((view) => view.rank1_misses_by_bug_type.misses)).toEqual([0]);

    // Export mines cross-query negatives from top_results in rank order: the best-ranked snippet of another task.
    const triplets = join(work, 'triplets.jsonl');
    const exported = await runCli(['export', tinyBundle, '--format', 'triplets', '--out', triplets, '--results', outcome?.resultsFile as string, '--cross-query', '1', '--cache', join(out, 'cache')]);
    expect(exported.code).toBe(0);
    const rows = (await readFile(triplets, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { query_id: string; negative_id: string; source: string; rank: number | null });
    const crossQuery = rows.filter((row) => row.source !== 'paired_distractor' && row.rank !== null);
    expect(crossQuery.length).toBe(3);
    const corpus = (await readFile(join(tinyBundle, 'corpus.jsonl'), 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { corpus_id: string; source_entry_id: string });
    const entryOf = new Map(corpus.map((row) => [row.corpus_id, row.source_entry_id]));
    for (const row of crossQuery) {
      const ranking = expectedRanking(row.query_id);
      const own = entryOf.get(canonicals[row.query_id] as string);
      const best = ranking.find((corpusId) => entryOf.get(corpusId) !== own);
      expect(row.negative_id).toBe(best);
      expect(row.rank).toBe(ranking.indexOf(best as string) + 1);
    }
  }, 120_000);

  it('fails a system whose search returns a non-finite score, null or a function, naming it, and runs the others', async () => {
    const infinite = join(work, 'infinite.mjs');
    await writeFile(infinite, returning("new Map(queries.map((query) => [query.id, [{ corpusId: 'c_0001', score: Infinity }]]))"));
    const nothing = join(work, 'nothing.mjs');
    await writeFile(nothing, returning('null'));
    const uncopyable = join(work, 'uncopyable.mjs');
    await writeFile(uncopyable, returning("new Map(queries.map((query) => [query.id, [{ corpusId: 'c_0001', score: 1, explain: () => 'why' }]]))"));
    const unsorted = join(work, 'unsorted-too.mjs');
    await writeFile(unsorted, unsortedModule);
    const run = await runCli(['run', '--bundle', tinyBundle, '--system', `module:${infinite}`, '--system', `module:${nothing}`, '--system', `module:${uncopyable}`, '--system', `module:${unsorted}`, '--out', join(work, 'bad-out')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/infinite\.mjs: failed: search returned the score Infinity at query "q_0001", item 0 \(corpus id "c_0001"\)/);
    expect(run.stderr).toMatch(/nothing\.mjs: failed: search returned null; expected a Map/);
    // A module runs in its own thread: a result holding a function cannot cross back.
    expect(run.stderr).toMatch(/uncopyable\.mjs: failed: the module returned a value that cannot be copied out of its thread/);
    expect(run.stdout).toMatch(/unsorted-too\.mjs\s+1\.000/);
  }, 120_000);
});
