/**
 * How token vectors become one vector, and what each way takes (see `poolTokens`): the poolings
 * this adapter implements. A pooling outside this table is refused, never approximated.
 */
export const TRANSFORMERS_POOLINGS = {
  /** The mean of the real (unmasked) tokens. */
  mean: 'mean of the real tokens',
  /** The first token (`[CLS]` in BERT-style models). */
  cls: 'first token',
  /** The last real token, wherever the padding is (last-token models such as Qwen3-Embedding). */
  last_token: 'last real token',
} as const;

/** How token vectors become one vector: a key of {@link TRANSFORMERS_POOLINGS}. */
export type Pooling = keyof typeof TRANSFORMERS_POOLINGS;

/**
 * The ONNX weight variants (`dtype`) this adapter loads, each with the file transformers.js reads
 * from the model's `onnx/` folder. transformers.js's `auto` is left out on purpose: it picks a
 * variant by environment, so the cache key could not say which weights made a vector.
 */
export const TRANSFORMERS_DTYPES = {
  fp32: 'model.onnx',
  fp16: 'model_fp16.onnx',
  q8: 'model_quantized.onnx',
  int8: 'model_int8.onnx',
  uint8: 'model_uint8.onnx',
  q4: 'model_q4.onnx',
  q4f16: 'model_q4f16.onnx',
  bnb4: 'model_bnb4.onnx',
} as const;

/** An ONNX weight variant: a key of {@link TRANSFORMERS_DTYPES}. */
export type TransformersDtype = keyof typeof TRANSFORMERS_DTYPES;

/**
 * Weight precisions this runtime cannot run, each with the reason, so a request for one is refused
 * with that reason instead of being read as another. bf16 matters because the ExecRetrieval study
 * compares Qwen3-Embedding-4B in bf16 and in fp16: here only fp16 (and fp32) can be run.
 */
export const UNSUPPORTED_TRANSFORMERS_DTYPES = {
  bf16:
    'transformers.js 4 has no bf16 dtype (it would silently load the fp32 model.onnx instead) and onnxruntime-node has no bfloat16 tensors; ' +
    'use fp16 or fp32 here, or run the bf16 weights on a server (vLLM --dtype bfloat16) as openai-compatible:<model>?dtype=bf16',
} as const;

/**
 * Why `value` is not a dtype this adapter loads, or undefined when it is one: the reason for a known
 * unsupported precision (bf16), else the list of allowed values.
 */
export function transformersDtypeProblem(value: unknown): string | undefined {
  if (isTransformersDtype(value)) return undefined;
  const allowed = `one of ${Object.keys(TRANSFORMERS_DTYPES).join(', ')}`;
  if (typeof value === 'string' && Object.hasOwn(UNSUPPORTED_TRANSFORMERS_DTYPES, value)) {
    return `${value} is not supported by this runtime: ${UNSUPPORTED_TRANSFORMERS_DTYPES[value as keyof typeof UNSUPPORTED_TRANSFORMERS_DTYPES]}; allowed: ${allowed.replace(/^one of /, '')}`;
  }
  return `must be ${allowed}`;
}

/** True when `value` is one of the {@link TRANSFORMERS_POOLINGS}. */
export function isTransformersPooling(value: unknown): value is Pooling {
  return isKeyOf(TRANSFORMERS_POOLINGS, value);
}

/** True when `value` is one of the {@link TRANSFORMERS_DTYPES}. */
export function isTransformersDtype(value: unknown): value is TransformersDtype {
  return isKeyOf(TRANSFORMERS_DTYPES, value);
}

// Own keys only: "toString" or "__proto__" name no setting.
function isKeyOf(table: object, value: unknown): boolean {
  return typeof value === 'string' && Object.hasOwn(table, value);
}
