export { ProviderError, parseRetryAfter } from './embedding-model.js';
export type { DoEmbedOptions, DoEmbedResult, EmbeddingKind, EmbeddingModel, EmbeddingWarning } from './embedding-model.js';
export { embedMany, planBatches } from './embed-many.js';
export type { EmbedManyOptions, EmbedManyResult, EmbedProgress } from './embed-many.js';
export { EmbeddingCache } from './embedding-cache.js';
export type { EmbeddingCacheScope } from './embedding-cache.js';
export { readNpy, toFloatMatrix, writeNpyFloat32, writeNpyStrings } from './npy.js';
export type { FloatMatrix, NpyArray } from './npy.js';
export { readIdentifiedMatrix, readNpzArrays, writeIdentifiedMatrix } from './npz.js';
export type { IdentifiedMatrix } from './npz.js';
export { DenseRetriever, PrecomputedRetriever, normalizeRows, rankMatrices } from './dense-retriever.js';
export type { DenseRetrieverOptions, PrecomputedRetrieverOptions, Similarity } from './dense-retriever.js';
export { JavaScriptKernel } from './kernels/javascript-kernel.js';
export { NativeKernel, createSimilarityKernel } from './kernels/native-kernel.js';
export type { SimilarityKernel, TopKMatches } from './kernels/similarity-kernel.js';
export { INVOCATION_PROFILES, findInvocationProfile, invocationKeyOf } from './profiles.js';
export type { InvocationProfile } from './profiles.js';
export { HttpEmbeddingModel } from './http/http-embedding-model.js';
export type { HttpModelOptions, HttpProviderSettings, HttpProviderSpec } from './http/http-embedding-model.js';
export {
  COHERE_SPEC,
  GEMINI_SPEC,
  HTTP_PROVIDERS,
  JINA_SPEC,
  MISTRAL_SPEC,
  OLLAMA_SPEC,
  OPENAI_COMPATIBLE_SPEC,
  OPENAI_SPEC,
  TEI_SPEC,
  VOYAGE_SPEC,
  createCohereEmbeddings,
  createGeminiEmbeddings,
  createJinaEmbeddings,
  createMistralEmbeddings,
  createOllamaEmbeddings,
  createOpenAICompatibleEmbeddings,
  createOpenAIEmbeddings,
  createTeiEmbeddings,
  createVoyageEmbeddings,
} from './http/providers.js';
export type { EmbeddingProvider } from './http/providers.js';
