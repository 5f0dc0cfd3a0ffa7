export { ClusterClient, DEFAULT_UNREACHABLE_TIMEOUT_MS } from './cluster-client.js';
export type { ClusterClientOptions, JobOutcome, SubmitOptions } from './cluster-client.js';
export { ClusterEmbeddingModel } from './cluster-embedding-model.js';
export type { ClusterEmbeddingModelOptions, ClusterTransformersSettings } from './cluster-embedding-model.js';
export { ClusterError } from './cluster-error.js';
export { clusterExecutors } from './cluster-executors.js';
export type { ClusterExecutors } from './cluster-executors.js';
export { openClusterOracle } from './cluster-oracle.js';
export type { ClusterOracle, ClusterOracleOptions } from './cluster-oracle.js';
export {
  CLUSTER_PROTOCOL_VERSION,
  DEFAULT_QUEUE_PREFIX,
  EMBEDDING_QUEUE,
  EXECUTION_ALONE_QUEUE,
  EXECUTION_QUEUE,
} from './cluster-protocol.js';
export type {
  ChunkItem,
  ChunkItemResult,
  DescribeRequest,
  DescribeResult,
  EmbeddingBatch,
  EmbeddingBatchResult,
  ExecutionChunk,
  ExecutionChunkResult,
  PortableTransformersSettings,
} from './cluster-protocol.js';
export { clusterTransformersSystemEntry, transformersSettingsFor } from './cluster-transformers-system-entry.js';
export { decodeFloat32, encodeFloat32 } from './float32-base64.js';
export { parseRedisUrl } from './redis-url.js';
export type { RedisTarget } from './redis-url.js';
export { DEFAULT_CHUNK_SIZE, RemoteExecutor } from './remote-executor.js';
export type { RemoteExecutorOptions } from './remote-executor.js';
export { DEFAULT_LOCK_DURATION_MS, startWorker } from './start-worker.js';
export type { ClusterWorker, ClusterWorkerStats, StartWorkerOptions } from './start-worker.js';
export type { EmbeddingProcessorOptions } from './embedding-processor.js';
