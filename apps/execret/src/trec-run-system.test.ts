import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './__fixtures__/run-cli.js';
import { EXIT_CODES } from './exit-codes.js';
import { createTrecRunRetriever as sut } from './trec-run-system.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tiny-bundle');
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'execret-trec-system-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe(sut.name, () => {
  it.each(['1e999', 'nan'])('score --run refuses the score %s at its line and writes no results', async (score) => {
    const run = join(directory, `infinite-${score}.trec`);
    await writeFile(run, `q_0001 Q0 c_0010 1 0.9 prober\nq_0001 Q0 c_0007 2 ${score} prober\n`);
    const out = join(directory, `out-${score}`);
    const result = await runCli(['score', '--bundle', tinyBundle, '--run', run, '--out', out]);
    expect(result.code).toBe(EXIT_CODES.CHECK_FAILED);
    expect(result.stderr).toContain(`${run}:2: field "score" must be a finite number, got "${score}"`);
    expect(await readdir(join(out, 'results')).catch(() => [])).toEqual([]);
    expect((await readdir(join(out, 'runs')).catch(() => [])).filter((name) => name !== 'qrels.txt')).toEqual([]);
  }, 60_000);
});
