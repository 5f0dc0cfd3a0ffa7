export { TransformersEmbeddingModel, createTransformersEmbeddings, poolTokens } from './transformers-embedding-model.js';
export type { Pooling, TransformersEmbeddingSettings } from './transformers-embedding-model.js';
