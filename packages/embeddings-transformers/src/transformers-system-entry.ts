import { join, resolve } from 'node:path';
import { InvalidArgumentError, IoError, parseSystemId, type ParsedSystemId, type SystemContext } from '@execret/core';
import { MODEL_MARKER_FILE, findLocalModel, localModelFolders } from './local-model-folders.js';
import {
  booleanValue,
  createDenseSystem,
  findInvocationProfile,
  listProfiles,
  oneOfValue,
  originOf,
  positiveIntegerValue,
  profileSummary,
  readSystemIdParameters,
  similarityParameter,
  similarityValue,
  textValue,
  type DescribableSystemEntry,
  type SystemDescription,
  type SystemIdParameter,
} from '@execret/embeddings';
import { TransformersEmbeddingModel } from './transformers-embedding-model.js';
import { TRANSFORMERS_DTYPES, TRANSFORMERS_POOLINGS, transformersDtypeProblem, type Pooling, type TransformersDtype } from './transformers-settings.js';

const dtypeValue: SystemIdParameter<TransformersDtype> = {
  expected: `one of ${Object.keys(TRANSFORMERS_DTYPES).join(', ')}`,
  parse: (text) => {
    const problem = transformersDtypeProblem(text);
    return problem === undefined ? { value: text as TransformersDtype } : { problem };
  },
};

/**
 * The `?name=value` parameters of `transformers:` system ids, with their parsers: the one place
 * these ids are validated. `dtype` picks the ONNX weights (bf16 is refused with the reason),
 * `pooling` and `normalize` how token vectors become one, the prefixes and `maxTokens` (the
 * tokenizer's truncation) how texts are fed, `similarity` how vectors are compared.
 */
export const TRANSFORMERS_SYSTEM_PARAMETERS = {
  dtype: dtypeValue,
  pooling: oneOfValue(TRANSFORMERS_POOLINGS) as SystemIdParameter<Pooling>,
  normalize: booleanValue,
  similarity: similarityValue,
  queryPrefix: textValue,
  documentPrefix: textValue,
  maxTokens: positiveIntegerValue,
} as const;

// Builds the model an id names (nothing is loaded until the first embedding call) and the
// description of what the id resolves to.
function modelOf(systemId: string, context: Partial<SystemContext>): { parsed: ParsedSystemId; model: TransformersEmbeddingModel; description: SystemDescription } {
  const parsed = parseSystemId(systemId);
  if (parsed.model === '') throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)} names no model; expected transformers:<model>`);
  const values = readSystemIdParameters(parsed, TRANSFORMERS_SYSTEM_PARAMETERS, 'transformers');
  const known = findInvocationProfile(parsed.model);
  const model = new TransformersEmbeddingModel(parsed.model, {
    ...(context.modelsDirectory === undefined ? {} : { localModelPath: context.modelsDirectory }),
    allowRemoteModels: context.allowRemoteModels ?? false,
    ...(values.dtype === undefined ? {} : { dtype: values.dtype }),
    ...(values.pooling === undefined ? {} : { pooling: values.pooling }),
    ...(values.normalize === undefined ? {} : { normalize: values.normalize }),
    ...(values.maxTokens === undefined ? {} : { maxTokens: values.maxTokens }),
    profile: {
      ...(values.queryPrefix === undefined ? {} : { queryPrefix: values.queryPrefix }),
      ...(values.documentPrefix === undefined ? {} : { documentPrefix: values.documentPrefix }),
    },
  });
  const notes: string[] = [];
  if (known === undefined) notes.push(`no built-in profile for ${parsed.model}: mean pooling and normalisation by default; give the model card's settings as parameters (queryPrefix, documentPrefix, pooling, normalize, maxTokens)`);
  else if (known.provider !== 'local') notes.push(`the profile is for the ${known.provider} API model: its prefixes are applied, its input types are not`);
  if (known?.note !== undefined) notes.push(known.note);
  if (known !== undefined && known.onnxModelId === undefined && known.provider === 'local') notes.push(`no ONNX export of ${known.model} is known: put one under the models folder as ${parsed.model}/ (onnx/model*.onnx, tokenizer.json, config.json)`);
  const maxTokens = values.maxTokens ?? known?.maxTokens;
  const description: SystemDescription = {
    system: systemId,
    provider: 'transformers',
    model: parsed.model,
    kind: 'local',
    endpoint: context.modelsDirectory === undefined ? null : join(resolve(context.modelsDirectory), parsed.model),
    profile: profileSummary(known),
    settings: {
      queryPrefix: model.profile.queryPrefix ?? '',
      documentPrefix: model.profile.documentPrefix ?? '',
      inputTypeField: null,
      queryInputType: null,
      documentInputType: null,
      pooling: model.profile.pooling ?? null,
      normalize: model.profile.normalize ?? null,
      normalization: model.profile.normalize === true ? 'L2 here after pooling' : 'off: pooled vectors as they are',
      similarity: values.similarity ?? known?.similarity ?? 'cosine',
      dimensions: known?.dimensions ?? null,
      maxTokens: maxTokens ?? null,
      truncation:
        values.maxTokens === undefined
          ? `by the tokenizer to its model_max_length${known === undefined ? '' : ` (the profile says ${known.maxTokens} tokens)`}`
          : `by the tokenizer to max_length ${values.maxTokens} tokens, special tokens and prefix included (never beyond its model_max_length)`,
      dtype: values.dtype ?? 'fp32',
    },
    origins: {
      endpoint: 'context',
      queryPrefix: originOf(values.queryPrefix !== undefined, known?.queryPrefix),
      documentPrefix: originOf(values.documentPrefix !== undefined, known?.documentPrefix),
      pooling: originOf(values.pooling !== undefined, known?.pooling),
      normalize: originOf(values.normalize !== undefined, known?.normalize),
      similarity: originOf(values.similarity !== undefined, known?.similarity),
      dimensions: known?.dimensions === undefined ? 'model' : 'profile',
      maxTokens: originOf(values.maxTokens !== undefined, known?.maxTokens),
      dtype: values.dtype === undefined ? 'adapter default' : 'parameter',
    },
    cacheKey: { provider: model.provider, modelId: model.modelId, invocation: JSON.parse(model.invocationKey) as unknown },
    notes,
  };
  return { parsed, model, description };
}

/**
 * Local ONNX models through transformers.js as systems: `transformers:<model>[?dtype=…&pooling=…&…]`
 * (the parameters of {@link TRANSFORMERS_SYSTEM_PARAMETERS}, which override the model's invocation
 * profile). Models load from `context.modelsDirectory` (offline unless `context.allowRemoteModels`);
 * vectors are cached in `<cacheDirectory>/embeddings.sqlite`.
 */
export const transformersSystemEntry: DescribableSystemEntry = {
  prefix: 'transformers',
  syntax: `transformers:<model>[?<parameter>=…&…]  parameters: ${Object.keys(TRANSFORMERS_SYSTEM_PARAMETERS).join(', ')}`,
  async create(systemId, context) {
    const { parsed, model, description } = modelOf(systemId, context);
    return createDenseSystem(systemId, parsed, model, context, description);
  },
  async describe(systemId, context = {}) {
    return modelOf(systemId, context).description;
  },
  // The id and its settings, and offline the model's files: a model that is not there fails here,
  // before any work starts, with or without a models folder (then transformers.js' own local
  // folder and download cache are where it would look).
  async check(systemId, context) {
    const { parsed } = modelOf(systemId, context);
    similarityParameter(parsed, 'cosine');
    if (context.allowRemoteModels === true) return;
    const folders = await localModelFolders(context.modelsDirectory);
    if ((await findLocalModel(parsed.model, folders)) !== undefined) return;
    const where = folders.map((folder) => join(folder, parsed.model)).join(' or ');
    throw new IoError(
      `the model's files are not here: no ${MODEL_MARKER_FILE} in ${where}${context.modelsDirectory === undefined ? ' (no --models given)' : ''}; put the model's folder (${MODEL_MARKER_FILE}, tokenizer.json, onnx/model.onnx) at <dir>/${parsed.model}/ and pass --models <dir>, or pass --allow-remote-models to download it`,
      { file: join(folders[0] ?? '.', parsed.model) },
    );
  },
  list: () => listProfiles('local'),
};
