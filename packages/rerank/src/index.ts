export { RERANK_FORMAT_VERSION } from './reranker.js';
export type { DoRerankOptions, DoRerankResult, Reranker, RerankScoring, RerankWarning } from './reranker.js';
export { rerankKeyOf } from './rerank-key.js';
export type { RerankIdentity } from './rerank-key.js';
export { RerankCache } from './rerank-cache.js';
export type { CachedCompletion, CachedSet, RerankCacheScope } from './rerank-cache.js';
export { rerankMany } from './rerank-many.js';
export type { RerankManyOptions, RerankManyResult, RerankProgress, RerankRequest, RerankResult } from './rerank-many.js';
export { HttpReranker } from './http/http-reranker.js';
export type { HttpRerankRequest, HttpRerankSpec, HttpRerankerOptions, HttpRerankerSettings } from './http/http-reranker.js';
export {
  COHERE_RERANK_SPEC,
  HTTP_RERANK_PROVIDERS,
  JINA_RERANK_SPEC,
  TEI_RERANK_SPEC,
  VOYAGE_RERANK_SPEC,
  createCohereReranker,
  createJinaReranker,
  createTeiReranker,
  createVoyageReranker,
} from './http/rerank-providers.js';
export type { HttpRerankProvider } from './http/rerank-providers.js';
export { CROSS_ENCODER_ACTIVATIONS, CrossEncoderReranker, checkCrossEncoderSettings } from './transformers/cross-encoder-reranker.js';
export type { CrossEncoderActivation, CrossEncoderSettings } from './transformers/cross-encoder-reranker.js';
export type { ChatMessage, ChatModel, DoChatOptions, DoChatResult } from './chat/chat-model.js';
export { OPENAI_CHAT_BASE_URL, OpenAICompatibleChatModel } from './chat/openai-compatible-chat-model.js';
export type { OpenAICompatibleChatSettings } from './chat/openai-compatible-chat-model.js';
export { completeChat } from './chat/complete-chat.js';
export type { ChatRecord, CompleteChatOptions } from './chat/complete-chat.js';
export { CORNSTACK_WINDOW_DEFAULTS, slidingWindows } from './listwise/sliding-windows.js';
export type { Window } from './listwise/sliding-windows.js';
export { parsePermutation } from './listwise/parse-permutation.js';
export type { ParsedPermutation } from './listwise/parse-permutation.js';
export { LISTWISE_PROMPT_VERSION, cutToWords, listwisePrompt } from './listwise/listwise-prompt.js';
export { ListwiseReranker } from './listwise/listwise-reranker.js';
export type { ListwiseRerankerSettings, ListwiseWindowRecord } from './listwise/listwise-reranker.js';
export { QUERY_TIME_METADATA_KEYS, queryTimeInformation } from './execution/query-time-information.js';
export type { QueryTimeInformation, RerankQuery } from './execution/query-time-information.js';
export { exampleTests } from './execution/example-tests.js';
export type { ExampleTest } from './execution/example-tests.js';
export { TEST_GENERATION_PROMPT_VERSION, extractGeneratedTests, testGenerationPrompt } from './execution/generated-tests.js';
export type { ExtractedTests } from './execution/generated-tests.js';
export { inferEntryPoint } from './execution/infer-entry-point.js';
export type { EntryPoint } from './execution/infer-entry-point.js';
export { rankByDualAgreement } from './execution/dual-agreement.js';
export type { AgreementEntry, CandidateOutcomes } from './execution/dual-agreement.js';
export { ExecutionReranker, TEST_SOURCES } from './execution/execution-reranker.js';
export type {
  ExecutionRerankInput,
  ExecutionRerankOptions,
  ExecutionRerankRecord,
  ExecutionRerankResult,
  ExecutionRerankerSettings,
  RecordedTest,
  TestSource,
} from './execution/execution-reranker.js';
export { RRF_DEFAULT_K, reciprocalRankFusion } from './fusion/reciprocal-rank-fusion.js';
export type { ReciprocalRankFusionOptions } from './fusion/reciprocal-rank-fusion.js';
export { SCORE_NORMALIZATIONS, weightedScoreFusion } from './fusion/weighted-score-fusion.js';
export type { ScoreNormalization, WeightedScoreFusionOptions } from './fusion/weighted-score-fusion.js';
export { FUSION_METHODS, PIPELINE_PREFIX, isPipelineSystemId, parsePipeline, pipelineSystems } from './pipeline/pipeline-syntax.js';
export type { FusionMethod, FusionNode, PipelineNode, RerankNode, SystemNode } from './pipeline/pipeline-syntax.js';
export type { RerankStage, StageInput, StageOutput, StageRerankOptions } from './pipeline/rerank-stage.js';
export { ModelRerankStage } from './pipeline/model-rerank-stage.js';
export { ExecutionRerankStage } from './pipeline/execution-rerank-stage.js';
export { DEFAULT_RERANK_DEPTH, EXECUTION_SOURCE_SETS, RERANK_STAGE_FAMILIES, findRerankStageFamily, nonNegativeIntegerValue, rerankCachePath } from './pipeline/rerank-stage-families.js';
export type { RerankStageFamily, StageResources } from './pipeline/rerank-stage-families.js';
export { PipelineRetriever } from './pipeline/pipeline-retriever.js';
export { stageRanking } from './pipeline/stage-ranking.js';
export type { StageRankingOptions } from './pipeline/stage-ranking.js';
export { changedQueries, rank1TieShare } from './pipeline/stage-summary.js';
export type { StageSummary } from './pipeline/stage-summary.js';
export { StageWithoutInputsError } from './pipeline/stage-without-inputs-error.js';
export { tieAwareRanks } from './fusion/tie-aware-ranks.js';
export type { ResolvedPipeline, StageResult } from './pipeline/pipeline-retriever.js';
export { FUSION_PARAMETERS, createPipelineSystemEntry, findSystemEntryWithPipelines, pipelineInputFiles } from './pipeline/pipeline-system-entry.js';
export type { PipelineOracle, PipelineSystemEntryOptions } from './pipeline/pipeline-system-entry.js';
