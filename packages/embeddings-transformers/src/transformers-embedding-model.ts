import { ExecretError, ExecretErrorCode } from '@execret/core';
import {
  findInvocationProfile,
  invocationKeyOf,
  type DoEmbedOptions,
  type DoEmbedResult,
  type EmbeddingModel,
  type InvocationProfile,
} from '@execret/embeddings';

/** How token vectors become one vector. */
export type Pooling = 'mean' | 'cls' | 'last_token';

/** Settings of {@link TransformersEmbeddingModel}. */
export interface TransformersEmbeddingSettings {
  /** A folder holding `<modelId>/config.json`, `tokenizer.json`, `onnx/model*.onnx` (transformers.js layout). */
  localModelPath?: string;
  /** The Hugging Face cache folder transformers.js reads and fills. */
  cacheDir?: string;
  /** Allow downloading from the Hugging Face hub when the files are not local (default false: offline). */
  allowRemoteModels?: boolean;
  /** ONNX weights variant: `fp32` (default, `onnx/model.onnx`), `fp16`, `q8` (`model_quantized.onnx`), `int8`, `uint8`, `q4`, `q4f16`, `bnb4`. */
  dtype?: 'fp32' | 'fp16' | 'q8' | 'int8' | 'uint8' | 'q4' | 'q4f16' | 'bnb4';
  /** Texts per forward pass (default 16). */
  batchSize?: number;
  /** Pooling (default: the model's profile, else mean). */
  pooling?: Pooling;
  /** L2-normalise vectors (default: the profile, else true). */
  normalize?: boolean;
  /** Profile overrides (prefixes). */
  profile?: Partial<InvocationProfile>;
  /** Threads of onnxruntime (default: its own choice). */
  threads?: number;
}

interface Tensor {
  dims: number[];
  data: ArrayLike<number | bigint>;
}
interface FeatureExtractor {
  (texts: string[], options: { pooling: 'none'; normalize: false }): Promise<Tensor>;
  tokenizer: (texts: string[], options: { padding: boolean; truncation: boolean }) => { attention_mask: Tensor };
  dispose?: () => Promise<void>;
}

/**
 * A local ONNX embedding model run through transformers.js (`@huggingface/transformers`), offline
 * by default. It applies the model's invocation profile (query / document prefixes), then pools
 * token vectors itself with the attention mask (mean over real tokens, first token, or the last
 * real token, which stays right with padding on either side) and L2-normalises.
 */
export class TransformersEmbeddingModel implements EmbeddingModel {
  readonly specificationVersion = 'v1' as const;
  readonly provider = 'transformers';
  readonly modelId: string;
  readonly maxEmbeddingsPerCall: number;
  readonly maxParallelCalls = 1;
  readonly invocationKey: string;
  /** The profile applied. */
  readonly profile: Partial<InvocationProfile>;
  private readonly settings: TransformersEmbeddingSettings;
  private readonly pooling: Pooling;
  private readonly normalize: boolean;
  private extractor: Promise<FeatureExtractor> | undefined;

  constructor(modelId: string, settings: TransformersEmbeddingSettings = {}) {
    this.modelId = modelId;
    this.settings = settings;
    const known = findInvocationProfile(modelId);
    this.pooling = settings.pooling ?? known?.pooling ?? 'mean';
    this.normalize = settings.normalize ?? known?.normalize ?? true;
    this.profile = { ...known, ...settings.profile, pooling: this.pooling, normalize: this.normalize };
    this.maxEmbeddingsPerCall = settings.batchSize ?? 16;
    this.invocationKey = `${invocationKeyOf(this.profile)}|${settings.dtype ?? 'fp32'}`;
  }

  private load(): Promise<FeatureExtractor> {
    this.extractor ??= (async () => {
      const transformers = await import('@huggingface/transformers');
      const { env, pipeline } = transformers;
      env.allowRemoteModels = this.settings.allowRemoteModels ?? false;
      env.allowLocalModels = true;
      if (this.settings.localModelPath !== undefined) env.localModelPath = this.settings.localModelPath.endsWith('/') ? this.settings.localModelPath : `${this.settings.localModelPath}/`;
      if (this.settings.cacheDir !== undefined) env.cacheDir = this.settings.cacheDir;
      try {
        const session = this.settings.threads === undefined ? {} : { session_options: { intraOpNumThreads: this.settings.threads } };
        return (await pipeline('feature-extraction', this.modelId, { dtype: this.settings.dtype ?? 'fp32', device: 'cpu', ...session })) as unknown as FeatureExtractor;
      } catch (error) {
        throw new ExecretError(
          ExecretErrorCode.IO,
          `transformers:${this.modelId}: cannot load the model (${error instanceof Error ? error.message : String(error)}); put its files under ${this.settings.localModelPath ?? 'localModelPath'}/${this.modelId}/ or allow remote models`,
          { cause: error },
        );
      }
    })();
    return this.extractor;
  }

  async doEmbed(options: DoEmbedOptions): Promise<DoEmbedResult> {
    options.abortSignal?.throwIfAborted();
    const extractor = await this.load();
    const prefix = options.kind === 'query' ? this.profile.queryPrefix : this.profile.documentPrefix;
    const texts = prefix ? options.values.map((value) => `${prefix}${value}`) : options.values;
    const hidden = await extractor(texts, { pooling: 'none', normalize: false });
    const mask = extractor.tokenizer(texts, { padding: true, truncation: true }).attention_mask;
    return { embeddings: poolTokens(hidden, mask, this.pooling, this.normalize), warnings: [] };
  }

  /** Frees the ONNX session. */
  async dispose(): Promise<void> {
    const extractor = await this.extractor;
    await extractor?.dispose?.();
    this.extractor = undefined;
  }
}

/**
 * Pools token vectors `[batch, tokens, hidden]` into one vector per text using the attention mask
 * `[batch, tokens]`: `mean` averages real tokens, `cls` takes the first token, `last_token` the
 * last real one. Then optionally L2-normalises.
 */
export function poolTokens(hidden: Tensor, mask: Tensor, pooling: Pooling, normalize: boolean): Float32Array[] {
  const [batch, tokens, width] = hidden.dims as [number, number, number];
  const data = hidden.data as ArrayLike<number>;
  const maskAt = (row: number, token: number): number => Number(mask.data[row * tokens + token]);
  const vectors: Float32Array[] = [];
  for (let row = 0; row < batch; row += 1) {
    const vector = new Float32Array(width);
    const base = row * tokens * width;
    if (pooling === 'mean') {
      let count = 0;
      const sums = new Float64Array(width);
      for (let token = 0; token < tokens; token += 1) {
        if (maskAt(row, token) === 0) continue;
        count += 1;
        for (let index = 0; index < width; index += 1) sums[index] = (sums[index] as number) + (data[base + token * width + index] as number);
      }
      for (let index = 0; index < width; index += 1) vector[index] = count === 0 ? 0 : (sums[index] as number) / count;
    } else {
      let token = 0;
      if (pooling === 'last_token') {
        token = tokens - 1;
        while (token > 0 && maskAt(row, token) === 0) token -= 1;
      } else {
        while (token < tokens - 1 && maskAt(row, token) === 0) token += 1;
      }
      for (let index = 0; index < width; index += 1) vector[index] = data[base + token * width + index] as number;
    }
    if (normalize) {
      let sum = 0;
      for (const value of vector) sum += value * value;
      if (sum > 0) {
        const scale = 1 / Math.sqrt(sum);
        for (let index = 0; index < width; index += 1) vector[index] = (vector[index] as number) * scale;
      }
    }
    vectors.push(vector);
  }
  return vectors;
}

/** Creates a local transformers.js embedding model (see {@link TransformersEmbeddingModel}). */
export function createTransformersEmbeddings(settings: TransformersEmbeddingSettings = {}): (modelId: string, overrides?: TransformersEmbeddingSettings) => TransformersEmbeddingModel {
  return (modelId, overrides = {}) => new TransformersEmbeddingModel(modelId, { ...settings, ...overrides });
}
