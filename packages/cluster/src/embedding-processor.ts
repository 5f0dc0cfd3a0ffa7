import type { DoEmbedResult } from '@execret/embeddings';
import { UnrecoverableError } from 'bullmq';
import { checkProtocol } from './execution-processor.js';
import type { EmbeddingBatch, EmbeddingBatchResult } from './cluster-protocol.js';
import { encodeFloat32 } from './float32-base64.js';
import { portableInvocation } from './portable-transformers-settings.js';

/** Options of {@link EmbeddingProcessor}: where this machine keeps model files. */
export interface EmbeddingProcessorOptions {
  /** Folder holding `<model id>/` in the transformers.js layout (as `execret run --models`). */
  modelsDirectory?: string;
  /** Let transformers.js download models missing from the folder (default false: offline). */
  allowRemoteModels?: boolean;
  /** transformers.js' download cache folder. */
  cacheDirectory?: string;
  /** onnxruntime threads per model (default: its own choice). */
  threads?: number;
}

interface LocalModel {
  readonly invocationKey: string;
  doEmbed(options: { values: string[]; kind: 'query' | 'document' }): Promise<DoEmbedResult>;
  dispose?(): Promise<void>;
}

/**
 * A worker's side of the embedding queue: embeds batches with local transformers.js models
 * (`@execret/embeddings-transformers`), each loaded once. A batch whose settings resolve here to
 * another invocation than the submitter's (another execret version) fails without retry.
 */
export class EmbeddingProcessor {
  private readonly models = new Map<string, Promise<LocalModel>>();

  constructor(
    readonly worker: string,
    private readonly options: EmbeddingProcessorOptions = {},
  ) {}

  /** Answers an `embed` job. */
  async embed(batch: EmbeddingBatch): Promise<EmbeddingBatchResult> {
    checkProtocol(batch.protocol);
    const model = await this.model(batch);
    const mine = portableInvocation(model.invocationKey);
    if (mine !== batch.invocation) {
      throw new UnrecoverableError(`worker ${this.worker} resolves transformers:${batch.modelId} to ${mine} but the submitter to ${batch.invocation}: run the same execret version everywhere`);
    }
    let embeddings: DoEmbedResult['embeddings'];
    try {
      ({ embeddings } = await model.doEmbed({ values: batch.values, kind: batch.kind }));
    } catch (error) {
      // The model may have failed to load (files missing): the next batch loads it again.
      this.models.delete(modelKey(batch));
      throw error;
    }
    return { worker: this.worker, vectors: embeddings.map((vector) => encodeFloat32(vector)) };
  }

  /** Frees every loaded model. */
  async dispose(): Promise<void> {
    const models = [...this.models.values()];
    this.models.clear();
    await Promise.allSettled(models.map(async (model) => (await model).dispose?.()));
  }

  private model(batch: EmbeddingBatch): Promise<LocalModel> {
    const key = modelKey(batch);
    let model = this.models.get(key);
    if (model === undefined) {
      model = (async () => {
        const { TransformersEmbeddingModel } = await import('@execret/embeddings-transformers');
        const settings = {
          ...batch.settings,
          ...(this.options.modelsDirectory === undefined ? {} : { localModelPath: this.options.modelsDirectory }),
          allowRemoteModels: this.options.allowRemoteModels ?? false,
          ...(this.options.cacheDirectory === undefined ? {} : { cacheDir: this.options.cacheDirectory }),
          ...(this.options.threads === undefined ? {} : { threads: this.options.threads }),
        } as ConstructorParameters<typeof TransformersEmbeddingModel>[1];
        return new TransformersEmbeddingModel(batch.modelId, settings);
      })();
      // A model that failed to load is tried again by the next batch.
      model.catch(() => this.models.delete(key));
      this.models.set(key, model);
    }
    return model;
  }
}

function modelKey(batch: EmbeddingBatch): string {
  return JSON.stringify([batch.modelId, batch.settings]);
}
