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
