export { ProviderError, parseRetryAfter } from './embedding-model.js';
export type { DoEmbedOptions, DoEmbedResult, EmbeddingKind, EmbeddingModel, EmbeddingWarning } from './embedding-model.js';
export { embedMany, planBatches } from './embed-many.js';
export type { EmbedManyOptions, EmbedManyResult, EmbedProgress, EmbedRetry } from './embed-many.js';
export { EmbeddingCache } from './embedding-cache.js';
export type { EmbeddingCacheScope } from './embedding-cache.js';
export { readNpy, toFloatMatrix, writeNpyFloat32, writeNpyStrings } from './npy.js';
export type { FloatMatrix, NpyArray } from './npy.js';
export { checkIdentifiedMatrix, readIdentifiedMatrix, readNpzArrays, writeIdentifiedMatrix } from './npz.js';
export type { IdentifiedMatrix } from './npz.js';
export { DenseRetriever, PrecomputedRetriever, normalizeRows, rankMatrices } from './dense-retriever.js';
export type { DenseRetrieverOptions, PrecomputedRetrieverOptions, Similarity } from './dense-retriever.js';
export { JavaScriptKernel } from './kernels/javascript-kernel.js';
export { NativeKernel, createSimilarityKernel } from './kernels/native-kernel.js';
export type { SimilarityKernel, TopKMatches } from './kernels/similarity-kernel.js';
export { EMBEDDINGS_FORMAT_VERSION, INVOCATION_PROFILES, findInvocationProfile, invocationKeyOf, normalizeEndpoint } from './profiles.js';
export { REDACTED, isSecretName, redactSecrets } from './redact-secrets.js';
export { listProfiles, profileListing } from './profile-listing.js';
export { positiveIntegerParameter, similarityParameter } from './similarity-parameter.js';
export { npzSystemEntry, readPrecomputedMatrices } from './npz-system-entry.js';
export { HTTP_SYSTEM_ENTRIES, httpSystemEntry } from './http-system-entries.js';
export { createDenseSystem } from './dense-system.js';
export type { InvocationIdentity, InvocationProfile } from './profiles.js';
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
