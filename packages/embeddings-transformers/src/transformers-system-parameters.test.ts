import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { DenseRetriever } from '@execret/embeddings';
import { tokenVector, VOCABULARY, writeTinyModel } from './__fixtures__/tiny-model.js';
import { TransformersEmbeddingModel } from './transformers-embedding-model.js';
import { transformersDtypeProblem } from './transformers-settings.js';
import { transformersSystemEntry as sut } from './transformers-system-entry.js';

let root: string;
const models: TransformersEmbeddingModel[] = [];
beforeAll(async () => {
  root = await writeTinyModel();
});
afterAll(async () => {
  for (const model of models) await model.dispose();
});

const mean = (tokens: string[]): number[] => {
  const vectors = tokens.map((token) => tokenVector(VOCABULARY.indexOf(token)));
  return [0, 1, 2].map((column) => vectors.reduce((sum, vector) => sum + (vector[column] as number), 0) / vectors.length);
};
const rounded = (vector: ArrayLike<number>): number[] => Array.from(vector, (value) => Number(value.toFixed(6)));

describe('maxTokens of local models', () => {
  it('truncates with the tokenizer (max_length, special tokens included) and leaves shorter texts alone', async () => {
    const model = new TransformersEmbeddingModel('tiny/bert', { localModelPath: root, threads: 1, pooling: 'mean', normalize: false, maxTokens: 3 });
    models.push(model);
    const { embeddings } = await model.doEmbed({ values: ['find max code return', 'def'], kind: 'document' });
    expect(rounded(embeddings[0] as Float32Array)).toEqual(rounded(mean(['[CLS]', 'find', 'max'])));
    expect(rounded(embeddings[1] as Float32Array)).toEqual(rounded(mean(['[CLS]', 'def', '[SEP]'])));
  });

  it('is recorded in the profile and the cache key only when asked', () => {
    const key = (maxTokens?: number) => JSON.parse(new TransformersEmbeddingModel('tiny/bert', { localModelPath: root, ...(maxTokens === undefined ? {} : { maxTokens }) }).invocationKey) as Record<string, unknown>;
    expect(key().settings).toEqual({ dtype: 'fp32' });
    expect(key(3)).toMatchObject({ maxTokens: 3, settings: { dtype: 'fp32', truncation: { maxTokens: 3, by: 'tokenizer' } } });
  });
});

describe('transformers: system ids', () => {
  it('refuses bf16, saying the runtime cannot run it and what to do instead', async () => {
    const failure = await sut.describe('transformers:Qwen/Qwen3-Embedding-4B?dtype=bf16').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect((failure as Error).message).toMatch(/^transformers systems: parameter dtype bf16 is not supported by this runtime: transformers\.js 4 has no bf16 dtype .*onnxruntime-node has no bfloat16 tensors.*openai-compatible:<model>\?dtype=bf16; allowed: fp32, fp16, q8/);
    expect(() => new TransformersEmbeddingModel('tiny/bert', { dtype: 'bf16' as 'fp16' })).toThrow(/^transformers:tiny\/bert: dtype bf16 is not supported by this runtime/);
    expect(transformersDtypeProblem('fp16')).toBeUndefined();
  });

  it('refuses an unknown parameter, naming the allowed ones', async () => {
    await expect(sut.describe('transformers:BAAI/bge-small-en-v1.5?queryInputType=query')).rejects.toThrow(
      'unknown parameter "queryInputType" for transformers systems; allowed: documentPrefix, dtype, maxTokens, normalize, pooling, queryPrefix, similarity',
    );
    await expect(sut.describe('transformers:m?normalize=1')).rejects.toThrow('transformers systems: parameter normalize must be true or false, got "1"');
  });

  it('describes what an id resolves to: profile settings, overrides and their origins, the model folder and the cache key', async () => {
    const description = await sut.describe('transformers:Xenova/bge-small-en-v1.5?queryPrefix=&maxTokens=128&dtype=q8&pooling=mean', { modelsDirectory: root });
    expect(description).toMatchObject({
      provider: 'transformers',
      model: 'Xenova/bge-small-en-v1.5',
      kind: 'local',
      endpoint: join(root, 'Xenova/bge-small-en-v1.5'),
      profile: { model: 'BAAI/bge-small-en-v1.5', provider: 'local' },
      settings: { queryPrefix: '', documentPrefix: '', pooling: 'mean', normalize: true, similarity: 'cosine', dimensions: 384, maxTokens: 128, dtype: 'q8', inputTypeField: null },
      origins: { queryPrefix: 'parameter', pooling: 'parameter', normalize: 'profile', maxTokens: 'parameter', dtype: 'parameter', endpoint: 'context' },
      cacheKey: { provider: 'transformers', modelId: 'Xenova/bge-small-en-v1.5', invocation: { queryPrefix: '', pooling: 'mean', maxTokens: 128, endpoint: root, settings: { dtype: 'q8', truncation: { maxTokens: 128, by: 'tokenizer' } } } },
    });
    expect(description.settings.truncation).toMatch(/max_length 128 tokens/);
  });

  it('describes a model without a profile, Qwen3 with last-token pooling and its dtype note', async () => {
    expect((await sut.describe('transformers:acme/coder')).notes[0]).toMatch(/no built-in profile for acme\/coder/);
    const qwen = await sut.describe('transformers:Qwen/Qwen3-Embedding-4B?dtype=fp16');
    expect(qwen.settings).toMatchObject({ pooling: 'last_token', dtype: 'fp16', maxTokens: 32768 });
    expect(qwen.profile?.studyNames).toEqual(['Qwen3-4B-BF16', 'Qwen3-4B (FP16)']);
    expect(qwen.notes.join('\n')).toMatch(/transformers\.js has no bf16 dtype/);
  });

  it('records the resolved settings in the retriever\'s describe()', async () => {
    const retriever = (await sut.create('transformers:tiny/bert?maxTokens=3&normalize=false&similarity=dot', { cacheDirectory: root, modelsDirectory: root })) as DenseRetriever;
    const recorded = retriever.describe();
    expect(recorded['similarity']).toBe('dot');
    expect(recorded['settings']).toMatchObject({ maxTokens: 3, normalize: false, truncation: expect.stringContaining('max_length 3 tokens') });
  });
});
