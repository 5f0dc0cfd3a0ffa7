import { InvalidArgumentError, parseSystemId, type SystemEntry } from '@execret/core';
import { createDenseSystem, listProfiles } from '@execret/embeddings';
import { TransformersEmbeddingModel, type TransformersEmbeddingSettings } from './transformers-embedding-model.js';

/**
 * Local ONNX models through transformers.js as systems: `transformers:<model>[?dtype=…&pooling=…&similarity=…]`.
 * Models load from `context.modelsDirectory` (offline unless `context.allowRemoteModels`); vectors are
 * cached in `<cacheDirectory>/embeddings.sqlite`. The model validates `dtype` and `pooling`.
 */
export const transformersSystemEntry: SystemEntry = {
  prefix: 'transformers',
  syntax: 'transformers:<model>[?dtype=…&pooling=mean|cls|last_token&similarity=cosine|dot]',
  async create(systemId, context) {
    const parsed = parseSystemId(systemId);
    if (parsed.model === '') throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)} names no model; expected transformers:<model>`);
    const dtype = parsed.parameters.get('dtype');
    const pooling = parsed.parameters.get('pooling');
    const model = new TransformersEmbeddingModel(parsed.model, {
      localModelPath: context.modelsDirectory,
      allowRemoteModels: context.allowRemoteModels ?? false,
      // The constructor checks both values against the ones it supports.
      ...(dtype === undefined ? {} : { dtype: dtype as TransformersEmbeddingSettings['dtype'] }),
      ...(pooling === undefined ? {} : { pooling: pooling as TransformersEmbeddingSettings['pooling'] }),
    });
    return createDenseSystem(systemId, parsed, model, context);
  },
  list: () => listProfiles('local'),
};
