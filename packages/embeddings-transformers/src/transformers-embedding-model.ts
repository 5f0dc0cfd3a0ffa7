import { resolve } from 'node:path';
import { ExecretError, ExecretErrorCode, InvalidArgumentError } from '@execret/core';
import {
  findInvocationProfile,
  invocationKeyOf,
  redactSecrets,
  type DoEmbedOptions,
  type DoEmbedResult,
  type EmbeddingModel,
  type InvocationProfile,
} from '@execret/embeddings';
import { TRANSFORMERS_POOLINGS, isTransformersPooling, transformersDtypeProblem, type Pooling, type TransformersDtype } from './transformers-settings.js';

/** Settings of {@link TransformersEmbeddingModel}. */
export interface TransformersEmbeddingSettings {
  /** A folder holding `<modelId>/config.json`, `tokenizer.json`, `onnx/model*.onnx` (transformers.js layout). */
  localModelPath?: string;
  /** The Hugging Face cache folder transformers.js reads and fills. */
  cacheDir?: string;
  /** Allow downloading from the Hugging Face hub when the files are not local (default false: offline). */
  allowRemoteModels?: boolean;
  /** ONNX weights variant: a key of {@link TRANSFORMERS_DTYPES} (default `fp32`, `onnx/model.onnx`); any other value is refused. */
  dtype?: TransformersDtype;
  /** Texts per forward pass (default 16). */
  batchSize?: number;
  /** Pooling, a key of {@link TRANSFORMERS_POOLINGS} (default: the model's profile, else mean); any other value is refused. */
  pooling?: Pooling;
  /** L2-normalise vectors (default: the profile, else true). */
  normalize?: boolean;
  /** Profile overrides (prefixes). */
  profile?: Partial<InvocationProfile>;
  /**
   * Most tokens per text (prefix and special tokens included): the tokenizer truncates to it
   * (`max_length`, never beyond the tokenizer's own `model_max_length`). Default: the tokenizer's
   * `model_max_length`. Recorded in the profile and the cache key.
   */
  maxTokens?: number;
  /** Threads of onnxruntime (default: its own choice). */
  threads?: number;
  /**
   * Hugging Face revision (branch, tag or commit) of the model files (default `main`): used when
   * downloading, and part of the cache key so vectors of one revision never serve another.
   */
  revision?: string;
}

interface Tensor {
  dims: number[];
  data: ArrayLike<number | bigint>;
}
interface FeatureExtractor {
  tokenizer: (texts: string[], options: { padding: boolean; truncation: boolean; max_length?: number }) => Record<string, Tensor> & { attention_mask: Tensor };
  model: (inputs: Record<string, Tensor>) => Promise<Record<string, Tensor | undefined>>;
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

  /**
   * @throws InvalidArgumentError (code `INVALID_ARGUMENT`) when `dtype` or the pooling (given, or
   *   from the model's profile) is not one this adapter supports; the message lists the allowed values.
   */
  constructor(modelId: string, settings: TransformersEmbeddingSettings = {}) {
    this.modelId = modelId;
    this.settings = settings;
    const known = findInvocationProfile(modelId);
    this.pooling = settings.pooling ?? known?.pooling ?? 'mean';
    checkSetting(`transformers:${modelId}`, 'pooling', this.pooling, TRANSFORMERS_POOLINGS, isTransformersPooling);
    const dtypeProblem = settings.dtype === undefined ? undefined : transformersDtypeProblem(settings.dtype);
    if (dtypeProblem !== undefined) {
      throw new InvalidArgumentError(`transformers:${modelId}: dtype ${dtypeProblem}${dtypeProblem.startsWith('must') ? `, got ${JSON.stringify(settings.dtype)}` : ''}`);
    }
    if (settings.maxTokens !== undefined && !(Number.isSafeInteger(settings.maxTokens) && settings.maxTokens >= 1)) {
      throw new InvalidArgumentError(`transformers:${modelId}: maxTokens must be a positive integer, got ${JSON.stringify(settings.maxTokens)}`);
    }
    this.normalize = settings.normalize ?? known?.normalize ?? true;
    this.profile = { ...known, ...settings.profile, pooling: this.pooling, normalize: this.normalize, ...(settings.maxTokens === undefined ? {} : { maxTokens: settings.maxTokens }) };
    this.maxEmbeddingsPerCall = settings.batchSize ?? 16;
    // The model folder stands for the endpoint: two folders may hold different weights under one id.
    this.invocationKey = invocationKeyOf(this.profile, {
      ...(settings.localModelPath === undefined ? {} : { endpoint: resolve(settings.localModelPath) }),
      revision: settings.revision ?? 'main',
      // The truncation is recorded only when asked, so default keys stay as they were.
      settings: { dtype: settings.dtype ?? 'fp32', ...(settings.maxTokens === undefined ? {} : { truncation: { maxTokens: settings.maxTokens, by: 'tokenizer' } }) },
    });
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
        return (await pipeline('feature-extraction', this.modelId, { dtype: this.settings.dtype ?? 'fp32', device: 'cpu', revision: this.settings.revision ?? 'main', ...session })) as unknown as FeatureExtractor;
      } catch (error) {
        throw new ExecretError(
          ExecretErrorCode.IO,
          `transformers:${this.modelId}: cannot load the model (${redactSecrets(error instanceof Error ? error.message : String(error), [process.env['HF_TOKEN'], process.env['HUGGING_FACE_HUB_TOKEN']])}); put its files under ${this.settings.localModelPath ?? 'localModelPath'}/${this.modelId}/ or allow remote models`,
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
    // Tokenised once, as the feature-extraction pipeline does, with maxTokens as max_length.
    const maxLength = this.settings.maxTokens;
    const inputs = extractor.tokenizer(texts, { padding: true, truncation: true, ...(maxLength === undefined ? {} : { max_length: maxLength }) });
    const outputs = await extractor.model(inputs);
    const hidden = outputs['last_hidden_state'] ?? outputs['logits'] ?? outputs['token_embeddings'];
    if (hidden === undefined) throw new ExecretError(ExecretErrorCode.IO, `transformers:${this.modelId}: the model returned no token vectors (last_hidden_state); is it a feature-extraction export?`);
    return { embeddings: poolTokens(hidden, inputs.attention_mask, this.pooling, this.normalize), warnings: [] };
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
  // Checked here too: any other value would silently fall through to first-token pooling.
  checkSetting('poolTokens', 'pooling', pooling, TRANSFORMERS_POOLINGS, isTransformersPooling);
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

/** Throws an InvalidArgumentError naming `context`, the setting, its allowed values (the keys of `table`) and what was given. */
function checkSetting(context: string, name: string, value: unknown, table: Readonly<Record<string, string>>, isAllowed: (value: unknown) => boolean): void {
  if (isAllowed(value)) return;
  throw new InvalidArgumentError(`${context}: ${name} must be one of ${Object.keys(table).join(', ')}, got ${JSON.stringify(value)}`);
}

/** Creates a local transformers.js embedding model (see {@link TransformersEmbeddingModel}). */
export function createTransformersEmbeddings(settings: TransformersEmbeddingSettings = {}): (modelId: string, overrides?: TransformersEmbeddingSettings) => TransformersEmbeddingModel {
  return (modelId, overrides = {}) => new TransformersEmbeddingModel(modelId, { ...settings, ...overrides });
}
