import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DenseRetriever } from './dense-retriever.js';
import { embedMany } from './embed-many.js';
import { ProviderError } from './embedding-model.js';
import { HTTP_SYSTEM_ENTRIES, httpSystemParameters, resolveHttpSystem } from './http-system-entries.js';
import { cutToCharacters } from './http/http-embedding-model.js';
import { HTTP_PROVIDERS } from './http/providers.js';

interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

// Answers in the provider's own shape with vectors [3, 4] + index, so normalisation is visible.
function answer(request: Recorded, response: ServerResponse, vector: (index: number) => unknown[] = (index) => [3 + index, 4]): void {
  const body = request.body;
  const count = ((body['input'] ?? body['texts'] ?? body['inputs'] ?? body['requests']) as unknown[]).length;
  const vectors = Array.from({ length: count }, (_, index) => vector(index));
  const shaped = request.path.endsWith('/v2/embed')
    ? { embeddings: { float: vectors } }
    : request.path.includes(':batchEmbedContents')
      ? { embeddings: vectors.map((values) => ({ values })) }
      : request.path === '/embed'
        ? vectors
        : { data: vectors.map((embedding, index) => ({ index, embedding })) };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(shaped));
}

async function startServer(handle: (request: Recorded, response: ServerResponse) => void = answer): Promise<{ url: string; requests: Recorded[]; server: Server }> {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { path: request.url ?? '', headers: request.headers, body: JSON.parse(text || '{}') as Record<string, unknown> };
      requests.push(entry);
      handle(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

let main: Awaited<ReturnType<typeof startServer>>;
let other: Awaited<ReturnType<typeof startServer>>;
const keys = { OPENAI_API_KEY: 'sk-test', VOYAGE_API_KEY: 'pa-test', CO_API_KEY: 'co-test', GEMINI_API_KEY: 'g-test', JINA_API_KEY: 'j-test', MISTRAL_API_KEY: 'm-test' };

beforeAll(async () => {
  main = await startServer();
  other = await startServer();
});
afterAll(async () => {
  for (const { server } of [main, other]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
beforeEach(() => {
  main.requests.length = 0;
  other.requests.length = 0;
});

const spec = (prefix: string) => HTTP_PROVIDERS[prefix] ?? (() => { throw new Error(prefix); })();
const entry = (prefix: string) => HTTP_SYSTEM_ENTRIES.find((candidate) => candidate.prefix === prefix) ?? (() => { throw new Error(prefix); })();
// The model a system id resolves to, pointed at the main server unless the id names a base URL.
function modelOf(systemId: string, env: Record<string, string> = keys) {
  const prefix = systemId.slice(0, systemId.indexOf(':'));
  const path = { openai: '/v1', 'openai-compatible': '/v1', voyage: '/v1', gemini: '/v1beta', mistral: '/v1', jina: '/v1' }[prefix] ?? '';
  const withURL = systemId.includes('baseURL=') ? systemId : `${systemId}${systemId.includes('?') ? '&' : '?'}baseURL=${encodeURIComponent(`${main.url}${path}`)}`;
  return resolveHttpSystem(prefix, spec(prefix), withURL, { env }).model;
}
async function bodies(systemId: string, values: string[] = ['find max']): Promise<{ query: Record<string, unknown>; document: Record<string, unknown> }> {
  const model = modelOf(systemId);
  await model.doEmbed({ values, kind: 'query' });
  await model.doEmbed({ values, kind: 'document' });
  const [query, document] = main.requests.slice(-2).map((request) => request.body);
  return { query: query ?? {}, document: document ?? {} };
}

describe('system-id parameters: the model card\'s way for any model', () => {
  it('sends the id\'s prefixes instead of the profile\'s (an empty one removes it)', async () => {
    const { query, document } = await bodies('openai-compatible:BAAI/bge-small-en-v1.5?queryPrefix=&documentPrefix=passage%3A%20');
    expect(query['input']).toEqual(['find max']);
    expect(document['input']).toEqual(['passage: find max']);
  });

  it('gives a model without a profile its model card\'s prefixes', async () => {
    const { query, document } = await bodies('openai-compatible:acme/embedder?queryPrefix=Instruct%3A%20find%20code%0AQuery%3A');
    expect(query['input']).toEqual(['Instruct: find code\nQuery:find max']);
    expect(document['input']).toEqual(['find max']);
  });

  it.each([
    ['voyage:voyage-code-3?queryInputType=document&documentInputType=none', 'input_type', 'document', null],
    ['voyage:voyage-4', 'input_type', 'query', 'document'],
    ['cohere:embed-v4.0?queryInputType=classification&documentInputType=clustering', 'input_type', 'classification', 'clustering'],
    ['jina:jina-embeddings-v3?queryInputType=code.query&documentInputType=code.passage', 'task', 'code.query', 'code.passage'],
    ['tei:intfloat/e5-small-v2?queryInputType=query&documentInputType=document', 'prompt_name', 'query', 'document'],
    ['openai-compatible:nvidia/nv-embedqa?queryInputType=query&documentInputType=passage', 'input_type', 'query', 'passage'],
  ])('%s sends %s %s / %s', async (systemId, field, queryValue, documentValue) => {
    const { query, document } = await bodies(systemId);
    expect(query[field]).toBe(queryValue);
    expect(document[field] ?? null).toBe(documentValue);
  });

  it('sends Gemini task types per text, none for gemini-embedding-2 (its task is in the text), and the defaults for an unknown model', async () => {
    const first = await bodies('gemini:gemini-embedding-001?queryInputType=RETRIEVAL_QUERY');
    expect(first.query['requests']).toEqual([{ model: 'models/gemini-embedding-001', content: { parts: [{ text: 'find max' }] }, taskType: 'RETRIEVAL_QUERY' }]);
    expect((first.document['requests'] as Array<Record<string, unknown>>)[0]?.['taskType']).toBe('RETRIEVAL_DOCUMENT');
    const second = await bodies('gemini:gemini-embedding-2');
    expect(second.query['requests']).toEqual([{ model: 'models/gemini-embedding-2', content: { parts: [{ text: 'task: code retrieval | query: find max' }] } }]);
    expect(second.document['requests']).toEqual([{ model: 'models/gemini-embedding-2', content: { parts: [{ text: 'title: none | text: find max' }] } }]);
    const third = await bodies('gemini:text-embedding-005');
    expect((third.query['requests'] as Array<Record<string, unknown>>)[0]?.['taskType']).toBe('RETRIEVAL_QUERY');
  });

  it.each([
    ['voyage:voyage-code-3?queryInputType=search_query', 'voyage systems: parameter queryInputType must be one of query, document, none, got "search_query"'],
    ['cohere:embed-v4.0?documentInputType=none', 'cohere systems: parameter documentInputType must be one of search_query, search_document, classification, clustering (this provider requires an input type), got "none"'],
    ['gemini:gemini-embedding-001?queryInputType=retrieval_query', 'gemini systems: parameter queryInputType must be one of RETRIEVAL_QUERY, RETRIEVAL_DOCUMENT, CODE_RETRIEVAL_QUERY, SEMANTIC_SIMILARITY, CLASSIFICATION, CLUSTERING, QUESTION_ANSWERING, FACT_VERIFICATION, none, got "retrieval_query"'],
    ['jina:jina-embeddings-v3?queryInputType=retrieval', 'jina systems: parameter queryInputType must be one of retrieval.query, retrieval.passage, text-matching, classification, separation, code.query, code.passage, none, got "retrieval"'],
    ['openai:text-embedding-3-small?queryInputType=query', 'unknown parameter "queryInputType" for openai systems; allowed: baseURL, dimensions, documentPrefix, maxTokens, normalize, queryPrefix, similarity'],
    ['openai:text-embedding-3-small?dtype=bf16', 'unknown parameter "dtype" for openai systems; allowed: baseURL, dimensions, documentPrefix, maxTokens, normalize, queryPrefix, similarity'],
    ['mistral:codestral-embed?pooling=mean', 'unknown parameter "pooling" for mistral systems; allowed: baseURL, dimensions, documentPrefix, maxTokens, normalize, queryPrefix, similarity'],
    ['openai-compatible:m?dtype=fp64', 'openai-compatible systems: parameter dtype must be one of fp32, fp16, bf16 (the precision the server runs; recorded, not sent), got "fp64"'],
    ['ollama:nomic-embed-text?normalize=false', 'ollama:nomic-embed-text: normalize=false cannot be honoured: ollama always returns L2-normalised vectors'],
  ])('refuses %s before any request, naming the allowed values', async (systemId, message) => {
    const prefix = systemId.slice(0, systemId.indexOf(':'));
    await expect(entry(prefix).describe(systemId, { env: keys })).rejects.toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message }));
    expect(() => modelOf(systemId)).toThrow(message);
    expect(main.requests).toHaveLength(0);
  });

  it('maxTokens cuts each text, prefix included, to 4 characters per token, turns on the provider\'s truncation switch and warns', async () => {
    const model = modelOf('jina:jina-embeddings-v2-base-code?maxTokens=3&queryPrefix=q%3A%20');
    const result = await model.doEmbed({ values: ['find the maximum', 'max'], kind: 'query' });
    expect(main.requests[0]?.body).toMatchObject({ input: ['q: find the ', 'q: max'], truncate: true });
    expect(result.warnings).toEqual([{ type: 'truncated', message: 'jina:jina-embeddings-v2-base-code: texts longer than 12 characters were cut (maxTokens 3 × 4 characters per token)' }]);
    // Without maxTokens, Jina's request is as before (no truncate field).
    await modelOf('jina:jina-embeddings-v2-base-code').doEmbed({ values: ['find the maximum'], kind: 'query' });
    expect(main.requests[1]?.body).toEqual({ model: 'jina-embeddings-v2-base-code', input: ['find the maximum'], normalized: true, embedding_type: 'float' });
  });

  it('never splits a surrogate pair when cutting', () => {
    expect(cutToCharacters('a😀b😀c', 3)).toBe('a😀b');
    expect(cutToCharacters('abc', 3)).toBe('abc');
  });

  it('normalize=true L2-normalises vectors here; normalize=false asks switchable providers not to normalise', async () => {
    const model = modelOf('openai:text-embedding-3-small?normalize=true');
    const { embeddings } = await model.doEmbed({ values: ['a', 'b'], kind: 'query' });
    expect(embeddings[0]).toEqual([0.6, 0.8]);
    expect(Array.from(embeddings[1] as number[]).map((value) => Number(value.toFixed(6)))).toEqual([0.707107, 0.707107]);
    const raw = await modelOf('openai:text-embedding-3-small').doEmbed({ values: ['a'], kind: 'query' });
    expect(raw.embeddings[0]).toEqual([3, 4]);
    expect((await bodies('jina:jina-embeddings-v3?normalize=false')).query['normalized']).toBe(false);
    expect((await bodies('tei:intfloat/e5-small-v2?normalize=false')).query['normalize']).toBe(false);
  });

  it('normalize=true never hides a bad value from embedMany\'s checks', async () => {
    const server = await startServer((request, response) => answer(request, response, () => [3, null]));
    try {
      const model = resolveHttpSystem('openai', spec('openai'), `openai:text-embedding-3-small?normalize=true&baseURL=${encodeURIComponent(`${server.url}/v1`)}`, { env: keys }).model;
      const failure = await embedMany(model, { values: ['a'], kind: 'query', maxRetries: 0 }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderError);
      expect((failure as Error).message).toMatch(/non-finite value at 1: null/);
    } finally {
      server.server.closeAllConnections();
      await new Promise<void>((resolve) => server.server.close(() => resolve()));
    }
  });

  it('records a self-hosted server\'s dtype in the cache key without sending it', async () => {
    const { query } = await bodies('openai-compatible:Qwen/Qwen3-Embedding-4B?dtype=bf16');
    expect(query).not.toHaveProperty('dtype');
    const key = (systemId: string) => modelOf(systemId).invocationKey;
    expect(key('openai-compatible:Qwen/Qwen3-Embedding-4B?dtype=bf16')).not.toBe(key('openai-compatible:Qwen/Qwen3-Embedding-4B?dtype=fp16'));
    expect(key('openai-compatible:Qwen/Qwen3-Embedding-4B?dtype=fp16')).not.toBe(key('openai-compatible:Qwen/Qwen3-Embedding-4B'));
  });
});

describe('cache key of system-id parameters', () => {
  // One id per provider family with every parameter it takes; each parameter alone must move the key.
  const changes: Record<string, string> = {
    baseURL: `${'http://127.0.0.1:9'}/v1`,
    dimensions: '64',
    similarity: 'dot',
    queryPrefix: 'q: ',
    documentPrefix: 'd: ',
    maxTokens: '128',
    normalize: 'true',
    dtype: 'fp16',
  };
  // An input type other than the one the provider sends by default.
  const otherInputType = (prefix: string, kind: 'query' | 'document'): string => {
    const inputTypes = spec(prefix).inputTypes;
    if (inputTypes === undefined) throw new Error(prefix);
    if (inputTypes.allowed === 'free-form') return 'x-type';
    return Object.keys(inputTypes.allowed).find((value) => value !== inputTypes.defaults?.[kind]) ?? '';
  };
  it.each(Object.keys(HTTP_PROVIDERS))('%s: every parameter that changes vectors changes the invocation key; similarity (scoring only) does not', (prefix) => {
    const base = modelOf(`${prefix}:some-model`).invocationKey;
    for (const name of Object.keys(httpSystemParameters(spec(prefix)))) {
      const value = name === 'queryInputType' ? otherInputType(prefix, 'query') : name === 'documentInputType' ? otherInputType(prefix, 'document') : changes[name];
      if (value === undefined) throw new Error(`no test value for ${name}`);
      const key = modelOf(`${prefix}:some-model?${name}=${encodeURIComponent(value)}`).invocationKey;
      if (name === 'similarity') expect(key).toBe(base);
      else expect([name, key]).not.toEqual([name, base]);
    }
  });

  it('normalize=false moves the key of a model whose profile says normalised', () => {
    expect(modelOf('jina:jina-embeddings-v3?normalize=false').invocationKey).not.toBe(modelOf('jina:jina-embeddings-v3').invocationKey);
  });
});

describe('OPENAI_BASE_URL', () => {
  it('is where the openai adapter sends requests when no baseURL is given, read from the context env', async () => {
    const model = resolveHttpSystem('openai', spec('openai'), 'openai:text-embedding-3-small', { env: { ...keys, OPENAI_BASE_URL: `${main.url}/v1` } }).model;
    await model.doEmbed({ values: ['a'], kind: 'query' });
    expect(main.requests.map((request) => [request.path, request.headers['authorization']])).toEqual([['/v1/embeddings', 'Bearer sk-test']]);
    expect(model.endpoint).toBe(`${main.url}/v1/embeddings`);
  });

  it('loses to an explicit ?baseURL= and to the baseURL setting', async () => {
    const env = { ...keys, OPENAI_BASE_URL: `${main.url}/v1` };
    const model = resolveHttpSystem('openai', spec('openai'), `openai:text-embedding-3-small?baseURL=${encodeURIComponent(`${other.url}/v1`)}`, { env }).model;
    await model.doEmbed({ values: ['a'], kind: 'query' });
    expect(main.requests).toHaveLength(0);
    expect(other.requests).toHaveLength(1);
  });

  it('is honoured by openai-compatible too; an empty value counts as unset; the key follows the endpoint', async () => {
    const fromEnv = resolveHttpSystem('openai-compatible', spec('openai-compatible'), 'openai-compatible:m', { env: { OPENAI_BASE_URL: `${other.url}/v1` } });
    await fromEnv.model.doEmbed({ values: ['a'], kind: 'document' });
    expect(other.requests).toHaveLength(1);
    expect(fromEnv.description.origins.endpoint).toBe('environment');
    const unset = resolveHttpSystem('openai', spec('openai'), 'openai:text-embedding-3-small', { env: { OPENAI_BASE_URL: '' } });
    expect(unset.model.endpoint).toBe('https://api.openai.com/v1/embeddings');
    expect(unset.description.origins.endpoint).toBe('provider default');
    expect(fromEnv.model.invocationKey).not.toBe(resolveHttpSystem('openai-compatible', spec('openai-compatible'), 'openai-compatible:m', { env: {} }).model.invocationKey);
  });

  it('is not read by other providers', () => {
    const voyage = resolveHttpSystem('voyage', spec('voyage'), 'voyage:voyage-code-3', { env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } }).model;
    expect(voyage.endpoint).toBe('https://api.voyageai.com/v1/embeddings');
  });
});

describe('describe()', () => {
  it('says what an id resolves to and where each setting comes from, without a key or a request', async () => {
    const description = await entry('gemini').describe('gemini:gemini-embedding-001?dimensions=768&maxTokens=512&baseURL=https%3A%2F%2Fuser%3Asecret%40proxy.example%2Fv1beta%3Fkey%3DAIzaSecret', { env: {} });
    expect(description).toMatchObject({
      system: 'gemini:gemini-embedding-001?dimensions=768&maxTokens=512&baseURL=https%3A%2F%2Fuser%3Asecret%40proxy.example%2Fv1beta%3Fkey%3DAIzaSecret',
      provider: 'gemini',
      model: 'gemini-embedding-001',
      kind: 'hosted',
      endpoint: 'https://proxy.example/v1beta/models/gemini-embedding-001:batchEmbedContents',
      profile: { model: 'gemini-embedding-001', provider: 'gemini', studyNames: ['google/gemini-embedding-001'] },
      settings: {
        queryPrefix: '',
        documentPrefix: '',
        inputTypeField: 'taskType',
        queryInputType: 'CODE_RETRIEVAL_QUERY',
        documentInputType: 'RETRIEVAL_DOCUMENT',
        similarity: 'cosine',
        dimensions: 768,
        maxTokens: 512,
        dtype: null,
      },
      origins: { endpoint: 'parameter', queryInputType: 'profile', dimensions: 'parameter', maxTokens: 'parameter', similarity: 'profile' },
      cacheKey: { provider: 'gemini', modelId: 'gemini-embedding-001' },
    });
    expect(description.settings.truncation).toMatch(/cut here to 2048 characters \(maxTokens 512 × 4 characters per token/);
    // The id is echoed as given; everything resolved from it is free of credentials.
    expect(JSON.stringify({ ...description, system: '' })).not.toMatch(/secret/i);
    expect(description.cacheKey.invocation).toMatchObject({ dimensions: 768, maxTokens: 512, settings: { truncation: { maxTokens: 512, charactersPerToken: 4 } } });
  });

  it('says when a model has no profile and what to give instead', async () => {
    const description = await entry('voyage').describe('voyage:voyage-4');
    expect(description.profile).toBeNull();
    expect(description.origins).toMatchObject({ queryInputType: 'provider default', queryPrefix: 'adapter default' });
    expect(description.notes[0]).toMatch(/no built-in profile for voyage-4: .*queryPrefix, documentPrefix, queryInputType, documentInputType, maxTokens, normalize/);
  });

  it('matches what create() records in the retriever\'s describe(), truncation included', async () => {
    const cacheDirectory = await mkdtemp(join(tmpdir(), 'execret-http-entry-'));
    const systemId = `openai-compatible:BAAI/bge-base-en-v1.5?baseURL=${encodeURIComponent(`${main.url}/v1`)}&maxTokens=256&similarity=dot`;
    const retriever = (await entry('openai-compatible').create(systemId, { cacheDirectory, env: {} })) as DenseRetriever;
    const description = await entry('openai-compatible').describe(systemId, { env: {} });
    const recorded = retriever.describe();
    expect(recorded['settings']).toEqual(description.settings);
    expect(recorded['similarity']).toBe('dot');
    expect(recorded['invocation']).toBe(JSON.stringify(description.cacheKey.invocation));
    expect((recorded['settings'] as { truncation: string }).truncation).toMatch(/1024 characters/);
  });
});
