import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import onnxProto from 'onnx-proto';

/** The tiny cross-encoder's vocabulary: token → id. */
export const VOCABULARY = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'find', 'max', 'min', 'return', 'largest', 'smallest', 'def', 'f'];

/**
 * The weight of each token: the model's logit for a (query, document) pair is the sum of the
 * weights of every token of its pair encoding `[CLS] query [SEP] document [SEP]` (padding weighs 0).
 * `[SEP]` weighs 0.5, so a pair encoding (two separators) and a single text (one) differ.
 */
export const TOKEN_WEIGHTS: Readonly<Record<string, number>> = {
  '[PAD]': 0,
  '[UNK]': -0.25,
  '[CLS]': 0.125,
  '[SEP]': 0.5,
  find: 0,
  max: 2,
  min: -1,
  return: 0.25,
  largest: 1.5,
  smallest: -1.5,
  def: 0,
  f: 0,
};

/** The logit the tiny model gives a pair of texts (lowercased, split on spaces, every word in the vocabulary or `[UNK]`). */
export function tinyLogit(query: string, document: string): number {
  const words = (text: string): string[] => text.toLowerCase().split(/\s+/).filter((word) => word !== '');
  const tokens = ['[CLS]', ...words(query), '[SEP]', ...words(document), '[SEP]'];
  return tokens.reduce((sum, token) => sum + (TOKEN_WEIGHTS[VOCABULARY.includes(token) ? token : '[UNK]'] as number), 0);
}

/**
 * Writes a tiny but real BERT-style sequence-classification model in the transformers.js folder
 * layout: `config.json` (model_type bert, one label), a WordPiece `tokenizer.json` with a pair
 * template, `tokenizer_config.json`, and `onnx/model.onnx` whose `logits` [batch, 1] are
 * `ReduceSum(Gather(weights, input_ids), axis 1)`. Returns the folder that holds `<name>/`.
 */
export async function writeTinyCrossEncoder(name = 'tiny/cross-encoder'): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'execret-tiny-cross-encoder-'));
  const folder = join(root, name);
  await mkdir(join(folder, 'onnx'), { recursive: true });
  const { onnx } = onnxProto;
  const types = onnx.TensorProto.DataType;
  const valueInfo = (valueName: string, elemType: number, dims: Array<string | number>) =>
    onnx.ValueInfoProto.create({
      name: valueName,
      type: onnx.TypeProto.create({
        tensorType: onnx.TypeProto.Tensor.create({
          elemType,
          shape: onnx.TensorShapeProto.create({ dim: dims.map((dim) => (typeof dim === 'string' ? { dimParam: dim } : { dimValue: dim })) }),
        }),
      }),
    });
  const weights = onnx.TensorProto.create({ name: 'weights', dataType: types.FLOAT, dims: [VOCABULARY.length, 1], floatData: VOCABULARY.map((token) => TOKEN_WEIGHTS[token] as number) });
  const axes = onnx.TensorProto.create({ name: 'axes', dataType: types.INT64, dims: [1], int64Data: [1] });
  const graph = onnx.GraphProto.create({
    name: 'tiny_cross_encoder',
    node: [
      onnx.NodeProto.create({ opType: 'Gather', input: ['weights', 'input_ids'], output: ['token_logits'], attribute: [onnx.AttributeProto.create({ name: 'axis', i: 0, type: onnx.AttributeProto.AttributeType.INT })] }),
      onnx.NodeProto.create({ opType: 'ReduceSum', input: ['token_logits', 'axes'], output: ['logits'], attribute: [onnx.AttributeProto.create({ name: 'keepdims', i: 0, type: onnx.AttributeProto.AttributeType.INT })] }),
    ],
    initializer: [weights, axes],
    input: [valueInfo('input_ids', types.INT64, ['batch', 'sequence']), valueInfo('attention_mask', types.INT64, ['batch', 'sequence']), valueInfo('token_type_ids', types.INT64, ['batch', 'sequence'])],
    output: [valueInfo('logits', types.FLOAT, ['batch', 1])],
  });
  const model = onnx.ModelProto.create({ irVersion: 8, opsetImport: [{ domain: '', version: 17 }], graph, producerName: 'execret-tests' });
  await writeFile(join(folder, 'onnx', 'model.onnx'), onnx.ModelProto.encode(model).finish());

  await writeFile(
    join(folder, 'config.json'),
    JSON.stringify({ model_type: 'bert', architectures: ['BertForSequenceClassification'], id2label: { 0: 'LABEL_0' }, label2id: { LABEL_0: 0 }, hidden_size: 4, vocab_size: VOCABULARY.length, max_position_embeddings: 64 }),
  );
  const special = (content: string, id: number) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [special('[PAD]', 0), special('[UNK]', 1), special('[CLS]', 2), special('[SEP]', 3)],
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'WhitespaceSplit' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [{ SpecialToken: { id: '[CLS]', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '[SEP]', type_id: 0 } }],
      pair: [{ SpecialToken: { id: '[CLS]', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '[SEP]', type_id: 0 } }, { Sequence: { id: 'B', type_id: 1 } }, { SpecialToken: { id: '[SEP]', type_id: 1 } }],
      special_tokens: { '[CLS]': { id: '[CLS]', ids: [2], tokens: ['[CLS]'] }, '[SEP]': { id: '[SEP]', ids: [3], tokens: ['[SEP]'] } },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100, vocab: Object.fromEntries(VOCABULARY.map((token, id) => [token, id])) },
  };
  await writeFile(join(folder, 'tokenizer.json'), JSON.stringify(tokenizer));
  await writeFile(
    join(folder, 'tokenizer_config.json'),
    JSON.stringify({ tokenizer_class: 'BertTokenizer', do_lower_case: true, model_max_length: 64, pad_token: '[PAD]', unk_token: '[UNK]', cls_token: '[CLS]', sep_token: '[SEP]' }),
  );
  return root;
}
