export { TransformersEmbeddingModel, createTransformersEmbeddings, poolTokens } from './transformers-embedding-model.js';
export type { TransformersEmbeddingSettings } from './transformers-embedding-model.js';
export { TRANSFORMERS_DTYPES, TRANSFORMERS_POOLINGS, isTransformersDtype, isTransformersPooling } from './transformers-settings.js';
export type { Pooling, TransformersDtype } from './transformers-settings.js';
export { transformersSystemEntry } from './transformers-system-entry.js';
