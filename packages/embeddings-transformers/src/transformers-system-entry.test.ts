import { describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretErrorCode } from '@execret/core';
import { transformersSystemEntry as sut } from './transformers-system-entry.js';

describe('transformersSystemEntry.check', () => {
  it('offline, needs the model folder under the models folder', async () => {
    const models = await mkdtemp(join(tmpdir(), 'execret-models-'));
    await mkdir(join(models, 'acme', 'tiny'), { recursive: true });
    await writeFile(join(models, 'acme', 'tiny', 'config.json'), '{}');
    // A folder without the model's files is not a model.
    await mkdir(join(models, 'acme', 'empty'), { recursive: true });
    await expect(sut.check?.('transformers:acme/empty', { cacheDirectory: '/nonexistent', modelsDirectory: models })).rejects.toThrow('pass --models <dir>');
    await expect(sut.check?.('transformers:acme/tiny', { cacheDirectory: '/nonexistent', modelsDirectory: models })).resolves.toBeUndefined();
    const error = await sut.check?.('transformers:acme/other', { cacheDirectory: '/nonexistent', modelsDirectory: models }).catch((caught: unknown) => caught);
    expect((error as { code: string }).code).toBe(ExecretErrorCode.IO);
    expect((error as Error).message).toContain(join(models, 'acme', 'other'));
    await expect(sut.check?.('transformers:acme/other', { cacheDirectory: '/nonexistent', modelsDirectory: models, allowRemoteModels: true })).resolves.toBeUndefined();
  });

  it('without --models, looks in transformers.js\' own folders and says to pass --models', async () => {
    const error = (await sut.check?.('transformers:acme/not-installed', { cacheDirectory: '/nonexistent' }).catch((caught: unknown) => caught)) as Error & { code: string };
    expect(error.code).toBe(ExecretErrorCode.IO);
    expect(error.message).toContain('(no --models given)');
    expect(error.message).toContain('pass --models <dir>');
  });

  it('rejects an unsupported pooling or similarity without loading anything', async () => {
    await expect(sut.check?.('transformers:acme/tiny?pooling=max', { cacheDirectory: '/nonexistent' })).rejects.toThrow(/pooling/);
    await expect(sut.check?.('transformers:acme/tiny?similarity=l2', { cacheDirectory: '/nonexistent' })).rejects.toThrow(/similarity/);
  });
});
