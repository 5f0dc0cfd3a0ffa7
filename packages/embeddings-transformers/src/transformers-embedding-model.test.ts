import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { embedMany, EmbeddingCache } from '@execret/embeddings';
import { tokenVector, VOCABULARY, writeTinyModel } from './__fixtures__/tiny-model.js';
import { TransformersEmbeddingModel, poolTokens } from './transformers-embedding-model.js';
import type { Pooling, TransformersDtype } from './transformers-settings.js';
import { transformersSystemEntry } from './transformers-system-entry.js';

let root: string;
const models: TransformersEmbeddingModel[] = [];
const make = (settings: ConstructorParameters<typeof TransformersEmbeddingModel>[1]) => {
  const model = new TransformersEmbeddingModel('tiny/bert', { localModelPath: root, threads: 1, ...settings });
  models.push(model);
  return model;
};

beforeAll(async () => {
  root = await writeTinyModel();
});
afterAll(async () => {
  for (const model of models) await model.dispose();
});

const id = (token: string): number => VOCABULARY.indexOf(token);
// Hand-computed pooling over the lookup table (token i → [i, 1, i mod 2]).
const mean = (tokens: string[]): number[] => {
  const vectors = tokens.map((token) => tokenVector(id(token)));
  return [0, 1, 2].map((column) => vectors.reduce((sum, vector) => sum + (vector[column] as number), 0) / vectors.length);
};
const unit = (vector: number[]): number[] => {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return vector.map((value) => value / norm);
};
const close = (actual: ArrayLike<number>, expected: number[]): void => {
  expect(actual.length).toBe(expected.length);
  expected.forEach((value, index) => expect(actual[index]).toBeCloseTo(value, 6));
};

describe(TransformersEmbeddingModel.name, () => {
  it('tokenises for real (lowercase WordPiece, [CLS] … [SEP]) and mean-pools only real tokens in a padded batch', async () => {
    const model = make({ pooling: 'mean', normalize: false });
    const { embeddings } = await model.doEmbed({ values: ['FIND max', 'def'], kind: 'document' });
    close(embeddings[0] as Float32Array, mean(['[CLS]', 'find', 'max', '[SEP]']));
    // The second text is padded to four tokens; padding must not count.
    close(embeddings[1] as Float32Array, mean(['[CLS]', 'def', '[SEP]']));
  });

  it('takes the first token for cls pooling and the last real token for last_token pooling', async () => {
    const cls = await make({ pooling: 'cls', normalize: false }).doEmbed({ values: ['find max code', 'def'], kind: 'document' });
    close(cls.embeddings[1] as Float32Array, tokenVector(id('[CLS]')));
    const last = await make({ pooling: 'last_token', normalize: false }).doEmbed({ values: ['find max code', 'def'], kind: 'document' });
    close(last.embeddings[0] as Float32Array, tokenVector(id('[SEP]')));
    close(last.embeddings[1] as Float32Array, tokenVector(id('[SEP]')));
  });

  it('L2-normalises when the profile says so', async () => {
    const { embeddings } = await make({ pooling: 'mean', normalize: true }).doEmbed({ values: ['find max'], kind: 'document' });
    close(embeddings[0] as Float32Array, unit(mean(['[CLS]', 'find', 'max', '[SEP]'])));
  });

  it('applies the query prefix to queries only', async () => {
    const model = make({ pooling: 'mean', normalize: false, profile: { queryPrefix: 'search query: ' } });
    const query = await model.doEmbed({ values: ['max'], kind: 'query' });
    close(query.embeddings[0] as Float32Array, mean(['[CLS]', 'search', 'query', ':', 'max', '[SEP]']));
    const document = await model.doEmbed({ values: ['max'], kind: 'document' });
    close(document.embeddings[0] as Float32Array, mean(['[CLS]', 'max', '[SEP]']));
  });

  it('works through embedMany with its cache: the second run makes no forward pass', async () => {
    const cache = new EmbeddingCache(':memory:');
    const model = make({ pooling: 'mean', normalize: true });
    const first = await embedMany(model, { values: ['find max', 'return code'], kind: 'document', cache });
    const second = await embedMany(model, { values: ['find max', 'return code'], kind: 'document', cache });
    expect(first.calls).toBe(1);
    expect(second.calls).toBe(0);
    expect(Array.from(second.embeddings[1] as Float32Array)).toEqual(Array.from(first.embeddings[1] as Float32Array));
  });

  it('keys the cache by model folder, revision, dtype, pooling and normalisation', () => {
    const key = (settings: ConstructorParameters<typeof TransformersEmbeddingModel>[1]) => new TransformersEmbeddingModel('tiny/bert', { localModelPath: '/models/a', ...settings }).invocationKey;
    const base = key({});
    expect(key({ threads: 2, batchSize: 4 })).toBe(base);
    expect(key({ localModelPath: '/models/b' })).not.toBe(base);
    expect(key({ revision: 'v2' })).not.toBe(base);
    expect(key({ dtype: 'q8' })).not.toBe(base);
    expect(key({ pooling: 'cls' })).not.toBe(base);
    expect(key({ normalize: false })).not.toBe(base);
    expect(JSON.parse(base)).toMatchObject({ endpoint: '/models/a', revision: 'main', settings: { dtype: 'fp32' } });
  });

  it('refuses a pooling or dtype it does not support, naming the allowed values, before loading anything', async () => {
    const errorOf = (create: () => unknown): unknown => {
      try {
        create();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(errorOf(() => make({ pooling: 'max' as Pooling }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'transformers:tiny/bert: pooling must be one of mean, cls, last_token, got "max"',
    });
    expect(errorOf(() => make({ dtype: 'fp64' as TransformersDtype }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'transformers:tiny/bert: dtype must be one of fp32, fp16, q8, int8, uint8, q4, q4f16, bnb4, got "fp64"',
    });
    // The system id path: `?pooling=max` used to embed with first-token pooling under a key saying max.
    await expect(transformersSystemEntry.create('transformers:tiny/bert?pooling=max', { cacheDirectory: root, modelsDirectory: root })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringContaining('pooling must be one of mean, cls, last_token, got "max"'),
    });
    expect(() => poolTokens({ dims: [1, 1, 1], data: [1] }, { dims: [1, 1], data: [1] }, 'max' as Pooling, false)).toThrow('poolTokens: pooling must be one of mean, cls, last_token, got "max"');
  });

  it('accepts a supported dtype given explicitly', async () => {
    const { embeddings } = await make({ dtype: 'fp32', pooling: 'cls', normalize: false }).doEmbed({ values: ['find max'], kind: 'document' });
    close(embeddings[0] as Float32Array, tokenVector(id('[CLS]')));
  });

  it('explains where the files must be when the model is missing, without going online', async () => {
    const missing = new TransformersEmbeddingModel('no/such-model', { localModelPath: root });
    await expect(missing.doEmbed({ values: ['x'], kind: 'query' })).rejects.toThrow(/transformers:no\/such-model: cannot load the model .* put its files under .*\/no\/such-model\//);
  });
});
