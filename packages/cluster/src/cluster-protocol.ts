import type { Language } from '@execret/core';
import type { EmbeddingKind, InvocationProfile } from '@execret/embeddings';
import type { ExecutionJob, ExecutionVerdict, RuntimeDescription, SyntaxCheckJob, SyntaxCheckResult, HardeningReport } from '@execret/oracle';

/**
 * What submitters and workers exchange through the queues. A worker refuses a job of another
 * protocol version (the job fails with a message saying which side to update).
 */
export const CLUSTER_PROTOCOL_VERSION = 1;

/** BullMQ's key prefix for execret's queues (default). */
export const DEFAULT_QUEUE_PREFIX = 'execret';

/** The queue of execution chunks (and runtime descriptions). */
export const EXECUTION_QUEUE = 'executions';

/**
 * The queue of executions that run alone: the jobs of a chunk that outlived its workers, each in
 * a chunk of its own. A worker takes one at a time from it, so a job that kills its worker takes
 * no other job of this queue with it.
 */
export const EXECUTION_ALONE_QUEUE = 'executions-alone';

/** The queue of embedding batches. */
export const EMBEDDING_QUEUE = 'embeddings';

/** Job names on {@link EXECUTION_QUEUE}. */
export const EXECUTION_JOB_NAMES = { chunk: 'chunk', describe: 'describe' } as const;

/** Job name on {@link EMBEDDING_QUEUE}. */
export const EMBEDDING_JOB_NAME = 'embed';

/** One item of an execution chunk: a run (with its time scale) or a syntax check. */
export type ChunkItem = { op: 'execute'; job: ExecutionJob; timeScale?: number } | { op: 'check'; job: SyntaxCheckJob };

/** The answer to one {@link ChunkItem}. */
export type ChunkItemResult = { op: 'execute'; verdict: ExecutionVerdict } | { op: 'check'; result: SyntaxCheckResult };

/** Data of a `chunk` job: items of one language, run with the runtime whose fingerprint the submitter keys its cache by. */
export interface ExecutionChunk {
  protocol: number;
  language: Language;
  /** The runtime fingerprint the submitter expects; a worker with another one fails the job. */
  fingerprint: string;
  items: ChunkItem[];
}

/** Return value of a `chunk` job: one result per item, in item order. */
export interface ExecutionChunkResult {
  /** `host/pid` of the worker that ran it. */
  worker: string;
  results: ChunkItemResult[];
}

/** Data of a `describe` job. */
export interface DescribeRequest {
  protocol: number;
  language: Language;
  /** Also return the worker's hardening report (starts a sandbox worker to probe it). */
  hardening: boolean;
}

/** Return value of a `describe` job. */
export interface DescribeResult {
  worker: string;
  runtime: RuntimeDescription;
  hardening?: HardeningReport;
}

/**
 * Settings of a transformers.js model that travel with an embedding batch: everything that
 * changes vectors (the fields of `TransformersEmbeddingSettings` of the same names). Where the
 * model files are, whether they may be downloaded and how many threads run are each worker's own.
 */
export interface PortableTransformersSettings {
  /** ONNX weights variant (default `fp32`). */
  dtype?: string;
  /** `mean`, `cls` or `last_token` (default: the model's profile, else mean). */
  pooling?: string;
  /** L2-normalise vectors (default: the profile, else true). */
  normalize?: boolean;
  /** Most tokens per text (default: the tokenizer's model_max_length). */
  maxTokens?: number;
  /** Hugging Face revision of the model files (default `main`). */
  revision?: string;
  /** Texts per forward pass (default 16). */
  batchSize?: number;
  /** Profile overrides (query and document prefixes). */
  profile?: Partial<InvocationProfile>;
}

/** Data of an `embed` job. */
export interface EmbeddingBatch {
  protocol: number;
  modelId: string;
  settings: PortableTransformersSettings;
  /**
   * The model's invocation key without its endpoint (the model folder differs between machines):
   * a worker whose model resolves to another key fails the job.
   */
  invocation: string;
  kind: EmbeddingKind;
  values: string[];
}

/** Return value of an `embed` job: vectors as base64 little-endian float32, one per value. */
export interface EmbeddingBatchResult {
  worker: string;
  vectors: string[];
}
