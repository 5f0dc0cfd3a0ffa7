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
export { EMBEDDINGS_FORMAT_VERSION, INVOCATION_PROFILES, applyInvocationOverrides, findInvocationProfile, invocationKeyOf, normalizeEndpoint } from './profiles.js';
export { REDACTED, isSecretName, redactSecrets } from './redact-secrets.js';
export { listProfiles, profileListing } from './profile-listing.js';
export { positiveIntegerParameter, similarityParameter } from './similarity-parameter.js';
export { npzSystemEntry } from './npz-system-entry.js';
export { encodePrecomputedMatrices, readPrecomputedMatrices, writePrecomputedMatrices } from './precomputed-matrices.js';
export type { PrecomputedMatrices } from './precomputed-matrices.js';
export { isEmbeddingMatrixSource } from './embedding-matrices.js';
export type { EmbeddingMatrices, EmbeddingMatrixSource } from './embedding-matrices.js';
export { summarizeEmbeddings, summarizeMatrix } from './embedding-summary.js';
export type { EmbeddingSummary, MatrixSummary } from './embedding-summary.js';
export { HTTP_SYSTEM_ENTRIES, SERVER_DTYPES, httpSystemEntry, httpSystemParameters, resolveHttpSystem } from './http-system-entries.js';
export { createDenseSystem } from './dense-system.js';
export type { InvocationIdentity, InvocationOverrides, InvocationProfile } from './profiles.js';
export { isDescribableSystemEntry, originOf, profileSummary } from './system-description.js';
export type { DescribableSystemEntry, ResolvedSystemSettings, SettingOrigin, SystemDescription } from './system-description.js';
export { SIMILARITIES, booleanValue, oneOfValue, positiveIntegerValue, readSystemIdParameters, similarityValue, textValue, urlValue } from './system-id-parameters.js';
export type { ParameterParse, SystemIdParameter, SystemIdParameterTable, SystemIdParameterValues } from './system-id-parameters.js';
export { CHARACTERS_PER_TOKEN, HttpEmbeddingModel, cutToCharacters } from './http/http-embedding-model.js';
export type { HttpModelOptions, HttpProviderSettings, HttpProviderSpec, HttpRequestSettings } from './http/http-embedding-model.js';
export { COHERE_INPUT_TYPES, GEMINI_TASK_TYPES, JINA_TASKS, NO_INPUT_TYPE, VOYAGE_INPUT_TYPES, allowedInputTypes, inputTypeProblem } from './http/provider-input-types.js';
export type { ProviderInputTypes } from './http/provider-input-types.js';
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
export { abortableSleep, callWithRetries } from './call-with-retries.js';
export type { RetryEvent, RetrySettings } from './call-with-retries.js';
export { describeBody, postJson } from './http/post-json.js';
export type { PostJsonRequest, PostJsonResponse } from './http/post-json.js';
export { joinURL } from './http/join-url.js';
