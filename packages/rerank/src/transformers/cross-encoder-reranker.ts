import { resolve } from 'node:path';
import { ExecretError, ExecretErrorCode, InvalidArgumentError } from '@execret/core';
import { redactSecrets } from '@execret/embeddings';
import { rerankKeyOf } from '../rerank-key.js';
import type { DoRerankOptions, DoRerankResult, Reranker } from '../reranker.js';

/**
 * What is applied to a cross-encoder's logit: `none` (the raw logit; the order is the same either
 * way) or `sigmoid` (0…1, as TEI and FlagEmbedding's `normalize=True` report).
 */
export const CROSS_ENCODER_ACTIVATIONS = {
  none: 'the raw logit',
  sigmoid: 'sigmoid of the logit (0 to 1)',
} as const;

/** A key of {@link CROSS_ENCODER_ACTIVATIONS}. */
export type CrossEncoderActivation = keyof typeof CROSS_ENCODER_ACTIVATIONS;

/** Settings of {@link CrossEncoderReranker}. */
export interface CrossEncoderSettings {
  /** A folder holding `<modelId>/config.json`, `tokenizer.json`, `onnx/model*.onnx` (transformers.js layout). */
  localModelPath?: string;
  /** The Hugging Face cache folder transformers.js reads and fills. */
  cacheDir?: string;
  /** Allow downloading from the Hugging Face hub (default false: offline). */
  allowRemoteModels?: boolean;
  /** ONNX weights variant, a key of `TRANSFORMERS_DTYPES` of `@execret/embeddings-transformers` (default `fp32`). */
  dtype?: string;
  /** Pairs per forward pass (default 16). */
  batchSize?: number;
  /** Most tokens per pair (special tokens included): the tokenizer truncates to it (default: the tokenizer's `model_max_length`). */
  maxTokens?: number;
  /** Applied to the logit (default `none`). */
  activation?: CrossEncoderActivation;
  /** Which logit column is the relevance score, for models with several labels (default 0; a one-label model has only 0). */
  label?: number;
  /** Threads of onnxruntime (default: its own choice). */
  threads?: number;
  /** Hugging Face revision of the model files (default `main`); part of the cache key. */
  revision?: string;
}

interface Tensor {
  dims: number[];
  data: ArrayLike<number>;
}
type Encoding = Record<string, unknown>;
interface LoadedCrossEncoder {
  tokenizer: (texts: string[], options: { text_pair: string[]; padding: boolean; truncation: boolean; max_length?: number }) => Encoding;
  model: ((inputs: Encoding) => Promise<{ logits?: Tensor }>) & { dispose?: () => Promise<unknown> };
}

/**
 * Checks cross-encoder settings that need `@execret/embeddings-transformers` (the dtype table):
 * resolves when they are valid, rejects with an `InvalidArgumentError` naming the setting otherwise.
 */
export async function checkCrossEncoderSettings(modelId: string, settings: CrossEncoderSettings): Promise<void> {
  if (settings.dtype === undefined) return;
  let problem: string | undefined;
  try {
    problem = (await import('@execret/embeddings-transformers')).transformersDtypeProblem(settings.dtype);
  } catch (error) {
    throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, 'transformers: cross-encoders need @execret/embeddings-transformers and @huggingface/transformers: npm install @execret/embeddings-transformers', { cause: error });
  }
  if (problem !== undefined) throw new InvalidArgumentError(`transformers:${modelId}: dtype ${problem}${problem.startsWith('must') ? `, got ${JSON.stringify(settings.dtype)}` : ''}`);
}

/**
 * A local cross-encoder (a sequence-classification model such as `Xenova/ms-marco-MiniLM-L-6-v2`
 * or a bge-reranker ONNX export) run through transformers.js, offline by default: each (query,
 * document) pair is tokenised as a pair (`text_pair`: `[CLS] query [SEP] document [SEP]`), the
 * model's logit in column `label` is the score (with the chosen activation). Not the
 * `text-classification` pipeline, which has no pair input and would softmax a one-logit model to 1.
 */
export class CrossEncoderReranker implements Reranker {
  readonly specificationVersion = 'v1' as const;
  readonly provider = 'transformers';
  readonly scoring = 'pointwise' as const;
  readonly modelId: string;
  readonly maxDocumentsPerCall: number;
  readonly maxParallelCalls = 1;
  readonly invocationKey: string;
  private readonly settings: CrossEncoderSettings;
  private loaded: Promise<LoadedCrossEncoder> | undefined;

  /** @throws InvalidArgumentError for a batch size, token limit, label or activation out of range. */
  constructor(modelId: string, settings: CrossEncoderSettings = {}) {
    this.modelId = modelId;
    this.settings = settings;
    const name = `transformers:${modelId}`;
    for (const [setting, value, minimum] of [['batchSize', settings.batchSize, 1], ['maxTokens', settings.maxTokens, 1], ['label', settings.label, 0], ['threads', settings.threads, 1]] as const) {
      if (value !== undefined && !(Number.isSafeInteger(value) && value >= minimum)) throw new InvalidArgumentError(`${name}: ${setting} must be an integer ≥ ${minimum}, got ${JSON.stringify(value)}`);
    }
    if (settings.activation !== undefined && !Object.hasOwn(CROSS_ENCODER_ACTIVATIONS, settings.activation)) {
      throw new InvalidArgumentError(`${name}: activation must be one of ${Object.keys(CROSS_ENCODER_ACTIVATIONS).join(', ')}, got ${JSON.stringify(settings.activation)}`);
    }
    this.maxDocumentsPerCall = settings.batchSize ?? 16;
    // The model folder stands for the endpoint: two folders may hold different weights under one id.
    this.invocationKey = rerankKeyOf({
      ...(settings.localModelPath === undefined ? {} : { endpoint: resolve(settings.localModelPath) }),
      revision: settings.revision ?? 'main',
      settings: { dtype: settings.dtype ?? 'fp32', activation: settings.activation ?? 'none', label: settings.label ?? 0, maxTokens: settings.maxTokens ?? null, pairEncoding: 'text_pair' },
    });
  }

  private load(): Promise<LoadedCrossEncoder> {
    this.loaded ??= (async () => {
      await checkCrossEncoderSettings(this.modelId, this.settings);
      let transformers: typeof import('@huggingface/transformers');
      try {
        transformers = await import('@huggingface/transformers');
      } catch (error) {
        throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, 'transformers: cross-encoders need @huggingface/transformers: npm install @huggingface/transformers', { cause: error });
      }
      const { env, AutoTokenizer, AutoModelForSequenceClassification } = transformers;
      env.allowRemoteModels = this.settings.allowRemoteModels ?? false;
      env.allowLocalModels = true;
      if (this.settings.localModelPath !== undefined) env.localModelPath = this.settings.localModelPath.endsWith('/') ? this.settings.localModelPath : `${this.settings.localModelPath}/`;
      if (this.settings.cacheDir !== undefined) env.cacheDir = this.settings.cacheDir;
      const revision = this.settings.revision ?? 'main';
      try {
        const tokenizer = await AutoTokenizer.from_pretrained(this.modelId, { revision });
        const session = this.settings.threads === undefined ? {} : { session_options: { intraOpNumThreads: this.settings.threads } };
        const model = await AutoModelForSequenceClassification.from_pretrained(this.modelId, { dtype: (this.settings.dtype ?? 'fp32') as 'fp32', device: 'cpu', revision, ...session });
        return { tokenizer: tokenizer as unknown as LoadedCrossEncoder['tokenizer'], model: model as unknown as LoadedCrossEncoder['model'] };
      } catch (error) {
        throw new ExecretError(
          ExecretErrorCode.IO,
          `transformers:${this.modelId}: cannot load the cross-encoder (${redactSecrets(error instanceof Error ? error.message : String(error), [process.env['HF_TOKEN'], process.env['HUGGING_FACE_HUB_TOKEN']])}); put its files under ${this.settings.localModelPath ?? 'localModelPath'}/${this.modelId}/ or allow remote models`,
          { cause: error },
        );
      }
    })();
    return this.loaded;
  }

  async doRerank(options: DoRerankOptions): Promise<DoRerankResult> {
    options.abortSignal?.throwIfAborted();
    const { tokenizer, model } = await this.load();
    const documents = [...options.documents];
    const maxLength = this.settings.maxTokens;
    const inputs = tokenizer(
      documents.map(() => options.query),
      { text_pair: documents, padding: true, truncation: true, ...(maxLength === undefined ? {} : { max_length: maxLength }) },
    );
    const { logits } = await model(inputs);
    if (logits === undefined) throw new ExecretError(ExecretErrorCode.IO, `transformers:${this.modelId}: the model returned no logits; is it a sequence-classification export?`);
    const [rows, labels] = logits.dims as [number, number];
    const label = this.settings.label ?? 0;
    if (rows !== documents.length || label >= labels) {
      throw new ExecretError(ExecretErrorCode.IO, `transformers:${this.modelId}: logits have shape [${logits.dims.join(', ')}], expected [${documents.length}, > ${label}]`);
    }
    const sigmoid = (this.settings.activation ?? 'none') === 'sigmoid';
    const scores = documents.map((_, row) => {
      const logit = Number(logits.data[row * labels + label]);
      return sigmoid ? 1 / (1 + Math.exp(-logit)) : logit;
    });
    return { scores, warnings: [] };
  }

  /** Frees the ONNX session. */
  async dispose(): Promise<void> {
    const loaded = await this.loaded?.catch(() => undefined);
    await loaded?.model.dispose?.();
    this.loaded = undefined;
  }
}
