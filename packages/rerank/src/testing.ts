export { MockReranker } from './mock-reranker.js';
export type { MockRerankerSettings } from './mock-reranker.js';
