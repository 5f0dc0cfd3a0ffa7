import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import onnxProto from 'onnx-proto';

/** The tiny model's vocabulary: token → id. */
export const VOCABULARY = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'find', 'max', 'def', 'query', ':', 'search', 'code', 'return'];

/** The embedding table: token id i → [i, 1, i mod 2]. The model's output is a lookup in it. */
export function tokenVector(id: number): number[] {
  return [id, 1, id % 2];
}

const HIDDEN = 3;

/**
 * Writes a tiny but real BERT-style model in the transformers.js folder layout: `config.json`
 * (model_type bert), a WordPiece `tokenizer.json` (lowercasing BertNormalizer, BertPreTokenizer,
 * [CLS] … [SEP] template), `tokenizer_config.json`, and `onnx/model.onnx` whose
 * `last_hidden_state` is `Gather(table, input_ids)`. Returns the folder that holds `<name>/`.
 */
export async function writeTinyModel(name = 'tiny/bert'): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'execret-tiny-model-'));
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
  const table = onnx.TensorProto.create({
    name: 'table',
    dataType: types.FLOAT,
    dims: [VOCABULARY.length, HIDDEN],
    floatData: VOCABULARY.flatMap((_, id) => tokenVector(id)),
  });
  const graph = onnx.GraphProto.create({
    name: 'tiny_bert',
    node: [onnx.NodeProto.create({ opType: 'Gather', input: ['table', 'input_ids'], output: ['last_hidden_state'], attribute: [onnx.AttributeProto.create({ name: 'axis', i: 0, type: onnx.AttributeProto.AttributeType.INT })] })],
    initializer: [table],
    input: [valueInfo('input_ids', types.INT64, ['batch', 'sequence']), valueInfo('attention_mask', types.INT64, ['batch', 'sequence']), valueInfo('token_type_ids', types.INT64, ['batch', 'sequence'])],
    output: [valueInfo('last_hidden_state', types.FLOAT, ['batch', 'sequence', HIDDEN])],
  });
  const model = onnx.ModelProto.create({ irVersion: 8, opsetImport: [{ domain: '', version: 17 }], graph, producerName: 'execret-tests' });
  await writeFile(join(folder, 'onnx', 'model.onnx'), onnx.ModelProto.encode(model).finish());

  await writeFile(join(folder, 'config.json'), JSON.stringify({ model_type: 'bert', hidden_size: HIDDEN, vocab_size: VOCABULARY.length, max_position_embeddings: 64 }));
  const special = (content: string, id: number) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [special('[PAD]', 0), special('[UNK]', 1), special('[CLS]', 2), special('[SEP]', 3)],
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
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
