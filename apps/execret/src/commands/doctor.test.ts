import { describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheLocations } from './doctor.js';
import { runCli as runInProcess } from '../__fixtures__/run-cli.js';

async function inFolder<T>(folder: string, work: () => Promise<T>): Promise<T> {
  const previous = process.cwd();
  process.chdir(folder);
  try {
    return await work();
  } finally {
    process.chdir(previous);
  }
}

describe('execret doctor', () => {
  it('creates nothing in an empty working folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'execret-doctor-empty-'));
    const result = await inFolder(folder, () => runInProcess(['doctor']));
    expect(result.code).toBe(0);
    expect(await readdir(folder)).toEqual([]);
    expect(result.stdout).toContain(join(folder, 'execret-out', 'cache', 'executions.sqlite'));
    expect(result.stdout).toContain('<out>/../.execret-cache/executions.sqlite');
  });

  it('reports the cache paths run and build use for the given --out, creating neither', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'execret-doctor-out-'));
    const out = join(folder, 'bench', 'python');
    const result = await runInProcess(['doctor', '--json', '--out', out]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).caches).toEqual({
      run: { executions: join(out, 'cache', 'executions.sqlite'), embeddings: join(out, 'cache', 'embeddings.sqlite') },
      build: { executions: join(folder, 'bench', '.execret-cache', 'executions.sqlite') },
    });
    expect(await readdir(folder)).toEqual([]);
  });

  it("lists each compiled language's toolchain and its version", async () => {
    const result = await runInProcess(['doctor', '--json']);
    expect(result.code).toBe(0);
    const toolchains = JSON.parse(result.stdout).toolchains as Record<string, string>;
    expect(Object.keys(toolchains)).toEqual(['cpp', 'rust', 'go', 'java']);
    // The machine (and CI, through .ci/run) has every compiler: each line names a version.
    for (const version of Object.values(toolchains)) expect(version).toMatch(/\d+\.\d+/);
  });

  it('lists the local models folder and the models in it', async () => {
    const models = await mkdtemp(join(tmpdir(), 'execret-doctor-models-'));
    await mkdir(join(models, 'acme', 'tiny'), { recursive: true });
    await writeFile(join(models, 'acme', 'tiny', 'config.json'), '{}');
    const result = await runInProcess(['doctor', '--models', models]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`local models (transformers: systems):\n  ${models}  1 model: acme/tiny\n`);
    // Without --models: transformers.js' own local folder and download cache.
    const { localModels } = await import('../local-models.js');
    expect((await localModels(undefined)).folders.map((folder) => folder.split('/').slice(-2).join('/'))).toEqual(['transformers/models', 'transformers/.cache']);
  });
});

describe(cacheLocations.name, () => {
  it('uses --cache for both commands when given', () => {
    expect(cacheLocations({ out: '/data/out', cache: '/shared/cache' })).toEqual({
      run: { executions: '/shared/cache/executions.sqlite', embeddings: '/shared/cache/embeddings.sqlite' },
      build: { executions: '/shared/cache/executions.sqlite' },
    });
  });
});
