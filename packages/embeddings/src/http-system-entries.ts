import { InvalidArgumentError, parseSystemId, type ParsedSystemId, type SystemContext } from '@execret/core';
import { createDenseSystem } from './dense-system.js';
import { HttpEmbeddingModel, type HttpProviderSpec } from './http/http-embedding-model.js';
import { allowedInputTypes, inputTypeProblem } from './http/provider-input-types.js';
import { HTTP_PROVIDERS } from './http/providers.js';
import { listProfiles } from './profile-listing.js';
import { findInvocationProfile } from './profiles.js';
import { originOf, profileSummary, type DescribableSystemEntry, type SystemDescription } from './system-description.js';
import {
  booleanValue,
  positiveIntegerValue,
  readSystemIdParameters,
  similarityValue,
  textValue,
  urlValue,
  type SystemIdParameter,
  type SystemIdParameterTable,
} from './system-id-parameters.js';

/**
 * Weights precisions a self-hosted server can be started with (vLLM `--dtype float32|float16|bfloat16`,
 * TEI `--dtype float32|float16`), for `?dtype=` of `openai-compatible:` and `tei:` systems: not sent,
 * recorded in the cache key.
 */
export const SERVER_DTYPES = {
  fp32: 'float32 weights',
  fp16: 'float16 weights',
  bf16: 'bfloat16 weights',
} as const;

// An input type checked against the provider's table (`none` sends none where one is optional).
function inputTypeValue(spec: HttpProviderSpec): SystemIdParameter<string> {
  const inputTypes = spec.inputTypes;
  const expected = inputTypes === undefined ? 'nothing' : `one of ${allowedInputTypes(inputTypes)}`;
  return {
    expected,
    parse: (text) => {
      const problem = inputTypeProblem(inputTypes, text);
      return problem === undefined ? { value: text } : { problem: problem.startsWith('must') ? problem : `must be ${expected} (${problem})` };
    },
  };
}

/**
 * The `?name=value` parameters of one HTTP provider's system ids, with their parsers: the one place
 * these ids are validated. Every provider takes `baseURL`, `dimensions`, `similarity`, the
 * prefixes, `maxTokens` and `normalize`; providers with input types take `queryInputType` and
 * `documentInputType` (checked against their documented values); self-hosted servers take `dtype`.
 */
export function httpSystemParameters(spec: HttpProviderSpec): SystemIdParameterTable {
  return {
    baseURL: urlValue,
    dimensions: positiveIntegerValue,
    similarity: similarityValue,
    queryPrefix: textValue,
    documentPrefix: textValue,
    maxTokens: positiveIntegerValue,
    normalize: booleanValue,
    ...(spec.inputTypes === undefined ? {} : { queryInputType: inputTypeValue(spec), documentInputType: inputTypeValue(spec) }),
    ...(spec.recordsServerDtype === true ? { dtype: { expected: `one of ${Object.keys(SERVER_DTYPES).join(', ')}`, parse: (text: string) => (Object.hasOwn(SERVER_DTYPES, text) ? { value: text } : { problem: `must be one of ${Object.keys(SERVER_DTYPES).join(', ')} (the precision the server runs; recorded, not sent)` }) } } : {}),
  };
}

interface HttpParameterValues {
  baseURL?: string;
  dimensions?: number;
  similarity?: 'cosine' | 'dot';
  queryPrefix?: string;
  documentPrefix?: string;
  maxTokens?: number;
  normalize?: boolean;
  queryInputType?: string;
  documentInputType?: string;
  dtype?: string;
}

/**
 * Resolves an HTTP system id: its parameters read through {@link httpSystemParameters}, the model
 * built with them as overrides of the built-in profile (nothing is contacted), and the description
 * of what it resolves to.
 *
 * @throws InvalidArgumentError for an id without a model or with an unknown or invalid parameter.
 */
export function resolveHttpSystem(
  prefix: string,
  spec: HttpProviderSpec,
  systemId: string,
  context: Partial<SystemContext>,
): { parsed: ParsedSystemId; model: HttpEmbeddingModel; description: SystemDescription } {
  const parsed = parseSystemId(systemId);
  if (parsed.model === '') throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)} names no model; expected ${prefix}:<model>`);
  const values = readSystemIdParameters(parsed, httpSystemParameters(spec), prefix) as HttpParameterValues;
  const known = findInvocationProfile(parsed.model);
  const model = new HttpEmbeddingModel(
    spec,
    parsed.model,
    { ...(context.env === undefined ? {} : { env: context.env }), ...(values.baseURL === undefined ? {} : { baseURL: values.baseURL }) },
    {
      ...(values.dimensions === undefined ? {} : { dimensions: values.dimensions }),
      ...(values.maxTokens === undefined ? {} : { maxTokens: values.maxTokens }),
      ...(values.normalize === undefined ? {} : { normalize: values.normalize }),
      ...(values.dtype === undefined ? {} : { dtype: values.dtype }),
      profile: {
        ...(values.queryPrefix === undefined ? {} : { queryPrefix: values.queryPrefix }),
        ...(values.documentPrefix === undefined ? {} : { documentPrefix: values.documentPrefix }),
        ...(values.queryInputType === undefined ? {} : { queryInputType: values.queryInputType }),
        ...(values.documentInputType === undefined ? {} : { documentInputType: values.documentInputType }),
      },
    },
  );
  const own = known?.provider === spec.name;
  const inputTypeOrigin = (given: string | undefined, fromProfile: string | undefined, sent: string | undefined) =>
    given !== undefined ? 'parameter' : own && (fromProfile !== undefined || sent === undefined) ? 'profile' : sent === undefined ? 'adapter default' : 'provider default';
  const notes: string[] = [];
  if (known === undefined) notes.push(`no built-in profile for ${parsed.model}: the provider's defaults apply; give the model card's settings as parameters (queryPrefix, documentPrefix${spec.inputTypes === undefined ? '' : ', queryInputType, documentInputType'}, maxTokens, normalize)`);
  else if (!own) notes.push(`the profile is for ${known.provider === 'local' ? 'a local model' : `a ${known.provider} model`}: its prefixes are applied; its input types are not, and pooling and normalisation are the server's`);
  if (known?.note !== undefined) notes.push(known.note);
  const description: SystemDescription = {
    system: systemId,
    provider: prefix,
    model: parsed.model,
    kind: 'hosted',
    endpoint: model.endpoint,
    profile: profileSummary(known),
    settings: {
      queryPrefix: model.profile.queryPrefix ?? '',
      documentPrefix: model.profile.documentPrefix ?? '',
      inputTypeField: spec.inputTypes?.field ?? null,
      queryInputType: model.inputTypes.query ?? null,
      documentInputType: model.inputTypes.document ?? null,
      pooling: known?.pooling ?? null,
      normalize: model.profile.normalize ?? null,
      normalization: model.normalization,
      similarity: values.similarity ?? known?.similarity ?? 'cosine',
      dimensions: model.profile.dimensions ?? null,
      maxTokens: model.profile.maxTokens ?? null,
      truncation: model.truncation,
      dtype: values.dtype ?? null,
    },
    origins: {
      endpoint: values.baseURL !== undefined ? 'parameter' : model.baseURLOrigin.startsWith('environment') ? 'environment' : 'provider default',
      queryPrefix: originOf(values.queryPrefix !== undefined, known?.queryPrefix),
      documentPrefix: originOf(values.documentPrefix !== undefined, known?.documentPrefix),
      queryInputType: inputTypeOrigin(values.queryInputType, known?.queryInputType, model.inputTypes.query),
      documentInputType: inputTypeOrigin(values.documentInputType, known?.documentInputType, model.inputTypes.document),
      pooling: 'server',
      normalize: originOf(values.normalize !== undefined, known?.normalize, 'provider default'),
      similarity: originOf(values.similarity !== undefined, known?.similarity),
      dimensions: originOf(values.dimensions !== undefined, known?.dimensions, 'provider default'),
      maxTokens: originOf(values.maxTokens !== undefined, known?.maxTokens, 'provider default'),
      dtype: values.dtype === undefined ? 'server' : 'parameter',
    },
    cacheKey: { provider: model.provider, modelId: model.modelId, invocation: JSON.parse(model.invocationKey) as unknown },
    notes,
  };
  return { parsed, model, description };
}

/**
 * The system entry of one HTTP provider: `<provider>:<model>[?baseURL=…&dimensions=…&similarity=…&queryPrefix=…&…]`
 * (the parameters of {@link httpSystemParameters}). Vectors are cached in
 * `<cacheDirectory>/embeddings.sqlite`; the model's invocation profile (when known) sets prefixes,
 * input types and similarity, and the id's parameters override it.
 */
export function httpSystemEntry(prefix: string, spec: HttpProviderSpec): DescribableSystemEntry {
  const names = Object.keys(httpSystemParameters(spec));
  return {
    prefix,
    syntax: `${prefix}:<model>[?<parameter>=…&…]  parameters: ${names.join(', ')}`,
    async create(systemId, context) {
      const { parsed, model, description } = resolveHttpSystem(prefix, spec, systemId, context);
      return createDenseSystem(systemId, parsed, model, context, description);
    },

    // Everything a first request could fail on without being sent: the id, its parameters, the
    // base URL, and the API key when the provider requires one.
    async check(systemId, context) {
      const { parsed } = resolveHttpSystem(prefix, spec, systemId, context);
      const baseURL = parsed.parameters.get('baseURL');
      if (baseURL !== undefined && !/^https?:\/\/[^/]/.test(baseURL)) throw new InvalidArgumentError(`baseURL must be an http:// or https:// URL, got ${JSON.stringify(baseURL)}`);
      const env = context.env ?? process.env;
      if (spec.keyRequired && !spec.keyVariables.some((name) => (env[name] ?? '') !== '')) {
        throw new InvalidArgumentError(`no API key: set ${spec.keyVariables.join(' or ')}`);
      }
    },
    async describe(systemId, context = {}) {
      return resolveHttpSystem(prefix, spec, systemId, context).description;
    },
    list: () => listProfiles(prefix),
  };
}

/** One system entry per HTTP provider (openai, openai-compatible, voyage, cohere, gemini, …). */
export const HTTP_SYSTEM_ENTRIES: readonly DescribableSystemEntry[] = Object.entries(HTTP_PROVIDERS).map(([prefix, spec]) => httpSystemEntry(prefix, spec));
