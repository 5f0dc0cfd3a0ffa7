import { describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findLocalModel, listLocalModels as sut, localModelFolders } from './local-model-folders.js';

describe(sut.name, () => {
  it('lists the models whose config.json a folder holds, one or two levels down, and finds one', async () => {
    const models = await mkdtemp(join(tmpdir(), 'execret-models-'));
    for (const model of ['acme/tiny', 'solo', 'acme/empty']) await mkdir(join(models, model), { recursive: true });
    await writeFile(join(models, 'acme', 'tiny', 'config.json'), '{}');
    await writeFile(join(models, 'solo', 'config.json'), '{}');
    expect(await sut(models)).toEqual(['acme/tiny', 'solo']);
    expect(await sut(join(models, 'missing'))).toEqual([]);
    expect(await findLocalModel('acme/tiny', [join(models, 'missing'), models])).toBe(models);
    expect(await findLocalModel('acme/empty', [models])).toBeUndefined();
    expect(await localModelFolders(models)).toEqual([models]);
    expect((await localModelFolders()).length).toBeGreaterThan(0);
  });
});
