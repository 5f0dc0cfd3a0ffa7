export { MockEmbeddingModel } from './mock-embedding-model.js';
export type { MockEmbeddingModelSettings } from './mock-embedding-model.js';
