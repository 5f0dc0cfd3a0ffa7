import { ExecretErrorCode } from '@execret/core';
import { ProviderError, type DoEmbedOptions, type DoEmbedResult, type EmbeddingModel } from '@execret/embeddings';
import type { ClusterClient } from './cluster-client.js';
import { ClusterError } from './cluster-error.js';
import { CLUSTER_PROTOCOL_VERSION, EMBEDDING_JOB_NAME, EMBEDDING_QUEUE, type EmbeddingBatch, type EmbeddingBatchResult, type PortableTransformersSettings } from './cluster-protocol.js';
import { decodeFloat32 } from './float32-base64.js';
import { portableInvocation, portableSettings } from './portable-transformers-settings.js';

/** Settings of {@link ClusterEmbeddingModel.create}: the model's settings, and the folder a local run would use. */
export interface ClusterTransformersSettings extends PortableTransformersSettings {
  /**
   * The models folder a local run on this machine would read (`execret run --models`): it is part
   * of a local model's invocation key, so giving the same one keeps the embedding cache keys (and
   * results files) identical to a local run's. Workers read their own folder.
   */
  localModelPath?: string;
}

/** Options of {@link ClusterEmbeddingModel.create}. */
export interface ClusterEmbeddingModelOptions {
  /** Batches in the queue at once (`maxParallelCalls` for `embedMany`; default 8, one per worker slot or more). */
  maxParallelCalls?: number;
}

/**
 * A transformers.js model (`@execret/embeddings-transformers`) whose batches are embedded by
 * `execret worker` processes. It has the identity of the local model with the same settings
 * (provider, model id, batch size and invocation key), so `embedMany` makes the same batches and
 * the same cache keys as a local run, and the vectors come back as exact float32 values. Only the
 * number of batches at once differs (several workers embed in parallel).
 */
export class ClusterEmbeddingModel implements EmbeddingModel {
  readonly specificationVersion = 'v1' as const;
  readonly provider: string;
  readonly modelId: string;
  readonly maxEmbeddingsPerCall: number;
  readonly maxParallelCalls: number;
  readonly invocationKey: string;
  private readonly settings: PortableTransformersSettings;

  private constructor(
    private readonly client: ClusterClient,
    local: EmbeddingModel,
    settings: PortableTransformersSettings,
    maxParallelCalls: number,
  ) {
    this.provider = local.provider;
    this.modelId = local.modelId;
    this.maxEmbeddingsPerCall = local.maxEmbeddingsPerCall;
    this.invocationKey = local.invocationKey;
    this.settings = settings;
    this.maxParallelCalls = maxParallelCalls;
  }

  /**
   * The cluster twin of `new TransformersEmbeddingModel(modelId, settings)`. Loads nothing: the
   * local model is built only for its identity (needs `@execret/embeddings-transformers`).
   */
  static async create(client: ClusterClient, modelId: string, settings: ClusterTransformersSettings = {}, options: ClusterEmbeddingModelOptions = {}): Promise<ClusterEmbeddingModel> {
    const { TransformersEmbeddingModel } = await import('@execret/embeddings-transformers');
    const local = new TransformersEmbeddingModel(modelId, settings as ConstructorParameters<typeof TransformersEmbeddingModel>[1]);
    return new ClusterEmbeddingModel(client, local, portableSettings(settings), options.maxParallelCalls ?? 8);
  }

  async doEmbed(options: DoEmbedOptions): Promise<DoEmbedResult> {
    const batch: EmbeddingBatch = {
      protocol: CLUSTER_PROTOCOL_VERSION,
      modelId: this.modelId,
      settings: this.settings,
      invocation: portableInvocation(this.invocationKey),
      kind: options.kind,
      values: options.values,
    };
    const outcome = await this.client.submit<EmbeddingBatchResult>(EMBEDDING_QUEUE, EMBEDDING_JOB_NAME, batch, options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal });
    if (outcome.status === 'failed') {
      // A batch that outlived its workers may succeed on others; any other failure would repeat.
      throw new ProviderError(`transformers:${this.modelId} on the cluster: ${outcome.reason}`, { retryable: outcome.stalled });
    }
    const vectors = outcome.value?.vectors;
    if (!Array.isArray(vectors) || vectors.length !== options.values.length) {
      throw new ClusterError(ExecretErrorCode.EXECUTION, `worker ${String(outcome.value?.worker)} answered ${options.values.length} texts with ${Array.isArray(vectors) ? vectors.length : 'no'} vectors`);
    }
    return { embeddings: vectors.map((vector) => decodeFloat32(vector)), warnings: [] };
  }
}
