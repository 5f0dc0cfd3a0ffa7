import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../__fixtures__/run-cli.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');

describe('execret run with a pipeline', () => {
  it('fails a stage that has nothing to work with for any query, and records what each stage did', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-stages-')), 'out');
    // The tiny bundle's queries carry no examples: exec-rerank:examples would return BM25's ranking unchanged.
    const result = await runCli(['run', '--bundle', tinyBundle, '--system', 'bm25 >> exec-rerank:examples?depth=5', '--system', 'rrf(bm25, bm25:lucene)', '--out', out, '--json']);
    expect(result.code).toBe(1);
    const outcomes = JSON.parse(result.stdout) as Array<{ system: string; status: string; resultsFile: string; error?: string }>;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['failed', 'computed']);
    expect(outcomes[0]?.error).toContain('bm25 >> exec-rerank:examples?depth=5: none of the 3 queries gave it anything to work with (no query-time tests)');
    const results = JSON.parse(await readFile(outcomes[1]?.resultsFile as string, 'utf8')) as { execret: { stages?: Array<Record<string, unknown>> } };
    expect(results.execret.stages?.map((stage) => [stage['stage'], stage['kind'], stage['queries']])).toEqual([
      ['bm25', 'system', 3],
      ['bm25:lucene', 'system', 3],
      ['rrf(bm25, bm25:lucene)', 'fusion', 3],
    ]);
    expect(typeof results.execret.stages?.[2]?.['rank1_tie_share']).toBe('number');
  }, 120_000);
});
