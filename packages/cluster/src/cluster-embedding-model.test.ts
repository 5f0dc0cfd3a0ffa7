import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { embedMany, ProviderError, type EmbeddingModel } from '@execret/embeddings';
import { TransformersEmbeddingModel, transformersSystemEntry } from '@execret/embeddings-transformers';
import { startRedisServer, type RedisServer } from './__fixtures__/redis-server.js';
import { spawnWorker, type WorkerProcess } from './__fixtures__/worker-processes.js';
import { ClusterClient } from './cluster-client.js';
import { ClusterEmbeddingModel as sut } from './cluster-embedding-model.js';
import { clusterTransformersSystemEntry } from './cluster-transformers-system-entry.js';

// The tiny BERT-style model of @execret/embeddings-transformers' tests (a real ONNX model in the
// transformers.js layout), loaded by path: it is a test fixture, not part of that package's API.
const tinyModelModule = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'embeddings-transformers', 'src', '__fixtures__', 'tiny-model.ts');
const { writeTinyModel } = (await import(pathToFileURL(tinyModelModule).href)) as { writeTinyModel: (name?: string) => Promise<string> };

const words = ['find', 'max', 'def', 'query', ':', 'search', 'code', 'return'];
/** 40 texts of the tiny model's words, so that a run makes several batches of 16. */
const texts = Array.from({ length: 40 }, (_, index) => Array.from({ length: 1 + (index % 5) }, (__, position) => words[(index * 3 + position * 5) % words.length]).join(' '));

async function vectors(model: EmbeddingModel, kind: 'query' | 'document'): Promise<number[][]> {
  const { embeddings } = await embedMany(model, { values: texts, kind });
  return embeddings.map((vector) => Array.from(vector));
}

describe(sut.name, () => {
  let redis: RedisServer;
  let worker: WorkerProcess;
  let models: string;
  let folder: string;
  let client: ClusterClient;

  beforeAll(async () => {
    models = await writeTinyModel('tiny/bert');
    redis = await startRedisServer();
    worker = await spawnWorker({ redisUrl: redis.url, concurrency: 1, embedConcurrency: 1, embeddings: { modelsDirectory: models } });
    folder = await mkdtemp(join(tmpdir(), 'execret-cluster-embeddings-'));
    client = new ClusterClient({ redisUrl: redis.url });
  });

  afterAll(async () => {
    await client?.close();
    await worker?.stop();
    await redis?.dispose();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
    if (models !== undefined) await rm(models, { recursive: true, force: true });
  });

  it('has the local model’s identity and gives its vectors bit for bit, computed by the worker', async () => {
    const settings = { localModelPath: models, pooling: 'mean' as const, profile: { queryPrefix: 'query : ' } };
    const local = new TransformersEmbeddingModel('tiny/bert', settings);
    const remote = await sut.create(client, 'tiny/bert', settings);
    expect([remote.provider, remote.modelId, remote.maxEmbeddingsPerCall, remote.invocationKey]).toEqual([local.provider, local.modelId, local.maxEmbeddingsPerCall, local.invocationKey]);
    for (const kind of ['query', 'document'] as const) {
      const expected = await vectors(local, kind);
      expect(new Set(expected.map((vector) => vector.join(','))).size).toBeGreaterThan(5);
      expect(await vectors(remote, kind)).toEqual(expected);
    }
    // Queries and documents differ (the query prefix), so the kind reached the worker.
    expect(await vectors(remote, 'query')).not.toEqual(await vectors(remote, 'document'));
  });

  it('makes a transformers: system whose description and rankings are a local run’s', async () => {
    const systemId = 'transformers:tiny/bert?pooling=last_token&documentPrefix=code%20&maxTokens=6';
    const entry = clusterTransformersSystemEntry(transformersSystemEntry, client);
    const documents = texts.map((text, index) => ({ id: `c_${String(index + 1).padStart(4, '0')}`, text }));
    const queries = texts.slice(0, 6).map((text, index) => ({ id: `q_${index + 1}`, text }));
    const runOf = async (created: Awaited<ReturnType<typeof entry.create>>): Promise<unknown> => {
      await created.index(documents);
      return [...(await created.search(queries, { topK: 5 })).entries()];
    };
    const local = await transformersSystemEntry.create(systemId, { cacheDirectory: join(folder, 'local'), modelsDirectory: models });
    const remote = await entry.create(systemId, { cacheDirectory: join(folder, 'cluster'), modelsDirectory: models });
    expect(remote.describe()).toEqual(local.describe());
    expect(await runOf(remote)).toEqual(await runOf(local));
    await Promise.all([local.dispose?.(), remote.dispose?.()]);
  });

  it('fails without retry, saying why, when the worker has no such model', async () => {
    const remote = await sut.create(client, 'tiny/absent', { localModelPath: models });
    const error = await remote.doEmbed({ values: ['find'], kind: 'document' }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(false);
    expect((error as Error).message).toMatch(/^transformers:tiny\/absent on the cluster: transformers:tiny\/absent: cannot load the model/);
  });
});
