import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectIo } from '../__fixtures__/collect-io.js';
import { main } from '../main.js';
import { runValidate as sut } from './validate.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-validate-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe(sut.name, () => {
  it('names a FIFO inside the bundle and exits 1 instead of waiting on it for ever', async () => {
    const bundle = join(work, 'fifo-bundle');
    await cp(tinyBundle, bundle, { recursive: true });
    await rm(join(bundle, 'execution_cache.jsonl'));
    execFileSync('mkfifo', [join(bundle, 'execution_cache.jsonl')]);
    const io = collectIo();
    expect(await main(['validate', bundle], io)).toBe(1);
    expect(io.err).toContain(`error: ${join(bundle, 'execution_cache.jsonl')}: execution_cache.jsonl is a FIFO (named pipe), not a regular file`);
    expect(io.err).toMatch(/invalid: \d+ problems?\n$/);
  });
});
