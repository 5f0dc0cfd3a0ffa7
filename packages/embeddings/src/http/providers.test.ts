import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedMany } from '../embed-many.js';
import { EmbeddingCache } from '../embedding-cache.js';
import { ProviderError } from '../embedding-model.js';
import {
  createCohereEmbeddings,
  createGeminiEmbeddings,
  createJinaEmbeddings,
  createMistralEmbeddings,
  createOllamaEmbeddings,
  createOpenAICompatibleEmbeddings,
  createOpenAIEmbeddings,
  createTeiEmbeddings,
  createVoyageEmbeddings,
} from './providers.js';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

type Handler = (request: Recorded, response: ServerResponse) => void;

let server: Server;
let baseURL: string;
const recorded: Recorded[] = [];
let handler: Handler = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: JSON.parse(text || '{}') as Record<string, unknown> };
      recorded.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const vector = (seed: number): number[] => [seed + 1, seed + 0.5, -(seed + 1)];

// Answers in each provider's own response shape (with OpenAI-style `data` given out of order).
const answers: Record<string, (count: number) => unknown> = {
  openai: (count) => ({ object: 'list', data: Array.from({ length: count }, (_, index) => ({ object: 'embedding', index, embedding: vector(index) })).reverse(), usage: { prompt_tokens: 7, total_tokens: 7 } }),
  cohere: (count) => ({ id: 'x', embeddings: { float: Array.from({ length: count }, (_, index) => vector(index)) }, meta: { billed_units: { input_tokens: 5 } } }),
  gemini: (count) => ({ embeddings: Array.from({ length: count }, (_, index) => ({ values: vector(index) })) }),
  ollama: (count) => ({ model: 'm', embeddings: Array.from({ length: count }, (_, index) => vector(index)), prompt_eval_count: 3 }),
  tei: (count) => Array.from({ length: count }, (_, index) => vector(index)),
};

interface Case {
  name: string;
  make: () => ReturnType<ReturnType<typeof createOpenAIEmbeddings>>;
  shape: keyof typeof answers;
  path: string;
  auth: [string, string] | undefined;
  queryBody: Record<string, unknown>;
  documentBody: Record<string, unknown>;
  count: (body: Record<string, unknown>) => number;
}

const env = {};
const cases: Case[] = [
  {
    name: 'OpenAI',
    make: () => createOpenAIEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'sk-test', env })('text-embedding-3-large', { dimensions: 256 }),
    shape: 'openai',
    path: '/v1/embeddings',
    auth: ['authorization', 'Bearer sk-test'],
    queryBody: { model: 'text-embedding-3-large', input: ['find max'], encoding_format: 'float', dimensions: 256 },
    documentBody: { model: 'text-embedding-3-large', input: ['def f(): pass'], encoding_format: 'float', dimensions: 256 },
    count: (body) => (body['input'] as string[]).length,
  },
  {
    name: 'OpenAI-compatible with a known local model (profile prefixes applied)',
    make: () => createOpenAICompatibleEmbeddings({ baseURL: `${baseURL}/v1`, env })('BAAI/bge-small-en-v1.5'),
    shape: 'openai',
    path: '/v1/embeddings',
    auth: undefined,
    queryBody: { model: 'BAAI/bge-small-en-v1.5', input: ['Represent this sentence for searching relevant passages: find max'], encoding_format: 'float' },
    documentBody: { model: 'BAAI/bge-small-en-v1.5', input: ['def f(): pass'], encoding_format: 'float' },
    count: (body) => (body['input'] as string[]).length,
  },
  {
    name: 'Voyage',
    make: () => createVoyageEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'pa-test', env })('voyage-code-3'),
    shape: 'openai',
    path: '/v1/embeddings',
    auth: ['authorization', 'Bearer pa-test'],
    queryBody: { model: 'voyage-code-3', input: ['find max'], input_type: 'query', truncation: true },
    documentBody: { model: 'voyage-code-3', input: ['def f(): pass'], input_type: 'document', truncation: true },
    count: (body) => (body['input'] as string[]).length,
  },
  {
    name: 'Cohere',
    make: () => createCohereEmbeddings({ baseURL, apiKey: 'co-test', env })('embed-v4.0', { dimensions: 1024 }),
    shape: 'cohere',
    path: '/v2/embed',
    auth: ['authorization', 'Bearer co-test'],
    queryBody: { model: 'embed-v4.0', texts: ['find max'], input_type: 'search_query', embedding_types: ['float'], truncate: 'END', output_dimension: 1024 },
    documentBody: { model: 'embed-v4.0', texts: ['def f(): pass'], input_type: 'search_document', embedding_types: ['float'], truncate: 'END', output_dimension: 1024 },
    count: (body) => (body['texts'] as string[]).length,
  },
  {
    name: 'Gemini',
    make: () => createGeminiEmbeddings({ baseURL: `${baseURL}/v1beta`, apiKey: 'g-test', env })('gemini-embedding-001', { dimensions: 768 }),
    shape: 'gemini',
    path: '/v1beta/models/gemini-embedding-001:batchEmbedContents',
    auth: ['x-goog-api-key', 'g-test'],
    queryBody: { requests: [{ model: 'models/gemini-embedding-001', content: { parts: [{ text: 'find max' }] }, taskType: 'CODE_RETRIEVAL_QUERY', outputDimensionality: 768 }] },
    documentBody: { requests: [{ model: 'models/gemini-embedding-001', content: { parts: [{ text: 'def f(): pass' }] }, taskType: 'RETRIEVAL_DOCUMENT', outputDimensionality: 768 }] },
    count: (body) => (body['requests'] as unknown[]).length,
  },
  {
    name: 'Mistral',
    make: () => createMistralEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'm-test', env })('codestral-embed'),
    shape: 'openai',
    path: '/v1/embeddings',
    auth: ['authorization', 'Bearer m-test'],
    queryBody: { model: 'codestral-embed', input: ['find max'] },
    documentBody: { model: 'codestral-embed', input: ['def f(): pass'] },
    count: (body) => (body['input'] as string[]).length,
  },
  {
    name: 'Jina v3 (tasks)',
    make: () => createJinaEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'j-test', env })('jina-embeddings-v3'),
    shape: 'openai',
    path: '/v1/embeddings',
    auth: ['authorization', 'Bearer j-test'],
    queryBody: { model: 'jina-embeddings-v3', input: ['find max'], task: 'retrieval.query', normalized: true, embedding_type: 'float' },
    documentBody: { model: 'jina-embeddings-v3', input: ['def f(): pass'], task: 'retrieval.passage', normalized: true, embedding_type: 'float' },
    count: (body) => (body['input'] as string[]).length,
  },
  {
    name: 'Jina v2 code (no task)',
    make: () => createJinaEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'j-test', env })('jina-embeddings-v2-base-code'),
    shape: 'openai',
    path: '/v1/embeddings',
    auth: ['authorization', 'Bearer j-test'],
    queryBody: { model: 'jina-embeddings-v2-base-code', input: ['find max'], normalized: true, embedding_type: 'float' },
    documentBody: { model: 'jina-embeddings-v2-base-code', input: ['def f(): pass'], normalized: true, embedding_type: 'float' },
    count: (body) => (body['input'] as string[]).length,
  },
  {
    name: 'Ollama /api/embed',
    make: () => createOllamaEmbeddings({ baseURL, env })('nomic-embed-text', { profile: { queryPrefix: 'search_query: ', documentPrefix: 'search_document: ' } }),
    shape: 'ollama',
    path: '/api/embed',
    auth: undefined,
    queryBody: { model: 'nomic-embed-text', input: ['search_query: find max'], truncate: true },
    documentBody: { model: 'nomic-embed-text', input: ['search_document: def f(): pass'], truncate: true },
    count: (body) => (body['input'] as string[]).length,
  },
  {
    name: 'TEI /embed',
    make: () => createTeiEmbeddings({ baseURL, env })('intfloat/e5-small-v2'),
    shape: 'tei',
    path: '/embed',
    auth: undefined,
    queryBody: { inputs: ['query: find max'], normalize: true, truncate: true },
    documentBody: { inputs: ['passage: def f(): pass'], normalize: true, truncate: true },
    count: (body) => (body['inputs'] as string[]).length,
  },
];

describe.each(cases)('$name adapter', (testCase) => {
  it('sends the native request for queries and for documents and reads the native response', async () => {
    recorded.length = 0;
    handler = (request, response) => json(response, 200, answers[testCase.shape]?.(testCase.count(request.body)));
    const model = testCase.make();
    const queries = await model.doEmbed({ values: ['find max'], kind: 'query' });
    const documents = await model.doEmbed({ values: ['def f(): pass'], kind: 'document' });
    expect(recorded.map((request) => [request.method, request.path])).toEqual([['POST', testCase.path], ['POST', testCase.path]]);
    expect(recorded[0]?.body).toEqual(testCase.queryBody);
    expect(recorded[1]?.body).toEqual(testCase.documentBody);
    expect(recorded[0]?.headers['content-type']).toBe('application/json');
    if (testCase.auth === undefined) expect(recorded[0]?.headers['authorization']).toBeUndefined();
    else expect(recorded[0]?.headers[testCase.auth[0]]).toBe(testCase.auth[1]);
    expect(queries.embeddings).toEqual([vector(0)]);
    expect(documents.embeddings).toEqual([vector(0)]);
  });
});

describe('HTTP faults', () => {
  const model = (timeoutMs = 5000) => createOpenAIEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'sk-test', timeoutMs, env })('text-embedding-3-small');

  it('retries a 429 after Retry-After, then a 500, and succeeds', async () => {
    recorded.length = 0;
    let call = 0;
    handler = (request, response) => {
      call += 1;
      if (call === 1) json(response, 429, { error: { message: 'slow down' } }, { 'retry-after': '2' });
      else if (call === 2) json(response, 500, { error: { message: 'oops' } });
      else json(response, 200, answers['openai']?.((request.body['input'] as string[]).length));
    };
    const waits: number[] = [];
    const result = await embedMany(model(), { values: ['a', 'b'], kind: 'query', initialDelayMs: 10, sleep: async (milliseconds) => void waits.push(milliseconds) });
    expect(result.calls).toBe(3);
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
    expect(result.embeddings.map((item) => Array.from(item))).toEqual([vector(0), vector(1)]);
  });

  it('does not retry a 400 and says what the provider answered', async () => {
    handler = (_request, response) => json(response, 400, { error: { message: 'bad model' } });
    await expect(embedMany(model(), { values: ['a'], kind: 'query' })).rejects.toThrow('openai:text-embedding-3-small: HTTP 400: {"error":{"message":"bad model"}}');
  });

  it('retries a hanging server after the time limit and ends in a clear error', async () => {
    recorded.length = 0;
    handler = () => undefined; // never answers
    const promise = embedMany(model(200), { values: ['a'], kind: 'query', maxRetries: 1, sleep: async () => undefined });
    await expect(promise).rejects.toThrow(/no answer within 200 ms \(gave up after 2 attempts\)/);
    expect(recorded).toHaveLength(2);
    server.closeAllConnections();
  });

  it('retries malformed JSON, then reports it', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data": [');
    };
    await expect(embedMany(model(), { values: ['a'], kind: 'query', maxRetries: 1, sleep: async () => undefined })).rejects.toThrow(/the response is not JSON: \{"data": \[ \(gave up after 2 attempts\)/);
  });

  it.each([
    ['too few vectors', (count: number) => ({ data: Array.from({ length: count - 1 }, (_, index) => ({ index, embedding: vector(index) })) }), /returned 1 vectors for 2 texts/],
    ['a wrong dimension', () => ({ data: [{ index: 0, embedding: [1, 2, 3] }, { index: 1, embedding: [1] }] }), /vector 1 has 1 dimensions, expected 3/],
  ])('rejects %s without caching anything', async (_name, answer, message) => {
    handler = (request, response) => json(response, 200, answer((request.body['input'] as string[]).length));
    const cache = new EmbeddingCache(':memory:');
    await expect(embedMany(model(), { values: ['a', 'b'], kind: 'query', cache })).rejects.toThrow(message);
    expect(cache.size()).toBe(0);
  });

  it('asks for a key by its environment variable and never sends the request without one', async () => {
    recorded.length = 0;
    const keyless = createVoyageEmbeddings({ baseURL, env: {} })('voyage-code-3');
    await expect(keyless.doEmbed({ values: ['a'], kind: 'query' })).rejects.toThrow(new ProviderError('voyage:voyage-code-3: no API key: set VOYAGE_API_KEY or pass apiKey', { retryable: false }));
    expect(recorded).toHaveLength(0);
  });

  it('reads the key from the environment and keeps it out of error messages', async () => {
    handler = (_request, response) => json(response, 401, { error: 'invalid key' });
    const error = await createMistralEmbeddings({ baseURL, env: { MISTRAL_API_KEY: 'secret-value-123' } })('mistral-embed')
      .doEmbed({ values: ['a'], kind: 'query' })
      .catch((caught: Error) => caught);
    expect(recorded.at(-1)?.headers['authorization']).toBe('Bearer secret-value-123');
    expect(String((error as Error).message)).not.toContain('secret-value-123');
  });
});

// A second server of its own, for tests that need two endpoints or a different behaviour.
async function startServer(handle: Handler): Promise<{ url: string; requests: Recorded[]; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const own = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: JSON.parse(text || '{}') as Record<string, unknown> };
      requests.push(entry);
      handle(entry, response);
    });
  });
  await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(own.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      own.closeAllConnections();
      await new Promise<void>((resolve) => own.close(() => resolve()));
    },
  };
}

const openAIAnswer = (request: Recorded, offset: number): unknown => ({
  data: (request.body['input'] as string[]).map((_, index) => ({ object: 'embedding', index, embedding: vector(index + offset) })),
});

describe('cache key of HTTP models', () => {
  it('keeps two OpenAI-compatible servers serving the same model name apart: both are called and their vectors differ', async () => {
    const first = await startServer((request, response) => json(response, 200, openAIAnswer(request, 0)));
    const second = await startServer((request, response) => json(response, 200, openAIAnswer(request, 100)));
    const cache = new EmbeddingCache(':memory:');
    try {
      const make = (url: string) => createOpenAICompatibleEmbeddings({ baseURL: `${url}/v1`, env })('served-model');
      const fromFirst = await embedMany(make(first.url), { values: ['a', 'b'], kind: 'document', cache });
      const fromSecond = await embedMany(make(second.url), { values: ['a', 'b'], kind: 'document', cache });
      expect(first.requests).toHaveLength(1);
      expect(second.requests).toHaveLength(1);
      expect(fromSecond.cached).toBe(0);
      expect(fromFirst.embeddings.map((item) => Array.from(item))).toEqual([vector(0), vector(1)]);
      expect(fromSecond.embeddings.map((item) => Array.from(item))).toEqual([vector(100), vector(101)]);
      // Each server's vectors stay cached under its own endpoint.
      const again = await embedMany(createOpenAICompatibleEmbeddings({ baseURL: `${first.url}/v1/`, env })('served-model'), { values: ['a', 'b'], kind: 'document', cache });
      expect(again.cached).toBe(2);
      expect(again.embeddings.map((item) => Array.from(item))).toEqual([vector(0), vector(1)]);
    } finally {
      cache.close();
      await first.close();
      await second.close();
    }
  });

  it('covers dimensions, profile settings and revision, but neither keys nor headers', () => {
    const openai = (settings: Parameters<typeof createOpenAIEmbeddings>[0], options?: Parameters<ReturnType<typeof createOpenAIEmbeddings>>[1]) =>
      createOpenAIEmbeddings({ baseURL: 'https://user:hunter2@api.example.com/v1/?key=AIzaSecretSecretSecretSecret12', env, ...settings })('text-embedding-3-small', options).invocationKey;
    const base = openai({ apiKey: 'sk-one-secret-key' });
    expect(openai({ apiKey: 'sk-another-secret', headers: { 'x-api-key': 'other', 'x-trace': '1' } })).toBe(base);
    expect(base).toContain('https://api.example.com/v1/embeddings');
    expect(base).not.toMatch(/hunter2|AIzaSecret|sk-one/);
    expect(openai({ apiKey: 'sk-one-secret-key' }, { dimensions: 256 })).not.toBe(base);
    expect(openai({ apiKey: 'sk-one-secret-key' }, { revision: '2025-01' })).not.toBe(base);
    expect(openai({ apiKey: 'sk-one-secret-key' }, { profile: { queryPrefix: 'query: ' } })).not.toBe(base);
    expect(openai({ apiKey: 'sk-one-secret-key', baseURL: 'https://eu.api.example.com/v1' })).not.toBe(base);
    // Voyage's fixed request fields (input_type, truncation) are part of the key as sent.
    expect(createVoyageEmbeddings({ apiKey: 'pa-x', env })('voyage-code-3').invocationKey).toMatch(/"input_type":"document".*"truncation":true/);
  });
});

describe('strict provider vectors', () => {
  const model = () => createOpenAIEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'sk-test', env })('text-embedding-3-small');

  it.each([
    ['a null value', () => ({ data: [{ index: 0, embedding: [1, 2, 3] }, { index: 1, embedding: [1, null, 3] }] }), /vector 1 holds a non-finite value at 1: null, expected a finite number \[input 1, batch 1 of 1\]/],
    ['a string value', () => ({ data: [{ index: 0, embedding: [1, 2, 3] }, { index: 1, embedding: [1, '2', 3] }] }), /vector 1 holds a non-finite value at 1: the string "2"/],
    ['a value beyond float32', () => ({ data: [{ index: 0, embedding: [1, 2, 3] }, { index: 1, embedding: [1, 1e300, 3] }] }), /1e\+300 does not fit a float32/],
    ['a base64 string instead of a vector', () => ({ data: [{ index: 0, embedding: 'AAAA' }, { index: 1, embedding: [1, 2, 3] }] }), /vector 0 is the string "AAAA", expected an array of numbers/],
    ['a repeated index', () => ({ data: [{ index: 0, embedding: [1, 2, 3] }, { index: 0, embedding: [4, 5, 6] }] }), /data\[1\]\.index 0 repeats data\[0\]\.index/],
    ['an index out of range', () => ({ data: [{ index: 0, embedding: [1, 2, 3] }, { index: 2, embedding: [4, 5, 6] }] }), /data\[1\]\.index is 2, expected an integer from 0 to 1/],
    ['a missing index among indexed rows', () => ({ data: [{ index: 1, embedding: [1, 2, 3] }, { embedding: [4, 5, 6] }] }), /1 of 2 items of "data" have no index/],
  ])('fails the batch on %s, naming provider, batch and item, and caches nothing', async (_name, answer, message) => {
    handler = (_request, response) => json(response, 200, answer());
    const cache = new EmbeddingCache(':memory:');
    const failure = await embedMany(model(), { values: ['a', 'b'], kind: 'query', cache, maxRetries: 0 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as Error).message).toMatch(/^openai:text-embedding-3-small: /);
    expect((failure as Error).message).toMatch(message);
    expect((failure as Error).message).toContain('batch 1 of 1');
    expect(cache.size()).toBe(0);
  });

  it('rejects vectors whose length differs from the requested dimensions', async () => {
    handler = (request, response) => json(response, 200, openAIAnswer(request, 0));
    const sized = createOpenAIEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'sk-test', env })('text-embedding-3-small', { dimensions: 256 });
    await expect(embedMany(sized, { values: ['a'], kind: 'query' })).rejects.toThrow(/vector 0 has 3 dimensions, expected 256 \[input 0, batch 1 of 1\]/);
  });

  it('reads rows in index order when every row has one, and in array order when none has', async () => {
    handler = (_request, response) => json(response, 200, { data: [{ embedding: [1, 0, 0] }, { embedding: [0, 1, 0] }] });
    const result = await embedMany(model(), { values: ['a', 'b'], kind: 'query' });
    expect(result.embeddings.map((item) => Array.from(item))).toEqual([[1, 0, 0], [0, 1, 0]]);
  });
});

describe('Retry-After', () => {
  const model = () => createOpenAIEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'sk-test', env })('text-embedding-3-small');

  it.each([
    ['seconds', () => '3600', /the server asked to wait 3600 s \(Retry-After\), more than maxRetryDelayMs 60 s; not retrying/],
    ['an HTTP date', () => new Date(Date.now() + 2 * 3600_000).toUTCString(), /the server asked to wait 7\d{3}(\.\d)? s \(Retry-After\), more than maxRetryDelayMs 60 s/],
  ])('fails at once when the wait asked in %s is above maxRetryDelayMs, without sleeping', async (_name, header, message) => {
    recorded.length = 0;
    handler = (_request, response) => json(response, 429, { error: { message: 'quota' } }, { 'retry-after': header() });
    const waits: number[] = [];
    const retries: unknown[] = [];
    const failure = embedMany(model(), { values: ['a'], kind: 'query', sleep: async (milliseconds) => void waits.push(milliseconds), onRetry: (retry) => retries.push(retry) });
    await expect(failure).rejects.toThrow(message);
    await expect(failure).rejects.toThrow(/HTTP 429/);
    expect(waits).toEqual([]);
    expect(retries).toEqual([]);
    expect(recorded).toHaveLength(1);
  });

  it('honours a wait up to the cap and reports every retry with attempt, delay and status', async () => {
    let call = 0;
    handler = (request, response) => {
      call += 1;
      if (call === 1) json(response, 429, { error: { message: 'slow down' } }, { 'retry-after': '5' });
      else if (call === 2) json(response, 503, { error: { message: 'busy' } });
      else json(response, 200, openAIAnswer(request, 0));
    };
    const waits: number[] = [];
    const retries: Array<Record<string, unknown>> = [];
    const result = await embedMany(model(), {
      values: ['a'],
      kind: 'query',
      initialDelayMs: 10,
      maxRetryDelayMs: 5000,
      sleep: async (milliseconds) => void waits.push(milliseconds),
      onRetry: (retry) => retries.push({ ...retry }),
    });
    expect(result.calls).toBe(3);
    expect(waits[0]).toBe(5000);
    expect(retries).toEqual([
      { attempt: 1, maxRetries: 5, delayMs: 5000, status: 429, retryAfterMs: 5000, batch: 1, batches: 1, message: expect.stringContaining('HTTP 429') },
      { attempt: 2, maxRetries: 5, delayMs: waits[1], status: 503, retryAfterMs: undefined, batch: 1, batches: 1, message: expect.stringContaining('HTTP 503') },
    ]);
  });
});

describe('redaction of provider error bodies', () => {
  // The server answers 400 with the request's headers and URL echoed back, as some proxies do.
  const echo: Handler = (request, response) => {
    const lines = Object.entries(request.headers).map(([name, value]) => `${name}: ${String(value)}`);
    response.writeHead(400, { 'content-type': 'text/plain' });
    response.end(`bad request to ${request.path}?key=AIzaSyA1234567890abcdefghijklmnopqrstu\n${lines.join('\n')}\n${JSON.stringify({ headers: request.headers })}`);
  };

  it.each([
    ['OpenAI (Authorization: Bearer)', () => createOpenAIEmbeddings({ baseURL, env: { OPENAI_API_KEY: 'sk-proj-abcdef0123456789' } })('text-embedding-3-small'), 'sk-proj-abcdef0123456789'],
    ['Gemini (x-goog-api-key)', () => createGeminiEmbeddings({ baseURL, env: { GEMINI_API_KEY: 'plain-key-without-shape' } })('gemini-embedding-001'), 'plain-key-without-shape'],
    [
      'Voyage with a custom token header',
      () => createVoyageEmbeddings({ baseURL, apiKey: 'pa-0123456789abcdef', env, headers: { 'x-proxy-token': 'proxysecret42', 'x-session': '0f3c9a7b5e1d2468ace0f3c9a7b5e1d2468ace0f' } })('voyage-code-3'),
      'proxysecret42',
    ],
  ])('%s: keys never reach the error message', async (_name, make, key) => {
    handler = echo;
    const failure = await embedMany(make(), { values: ['a'], kind: 'query' }).catch((error: Error) => error);
    const message = (failure as Error).message;
    expect(message).toMatch(/HTTP 400: bad request to/);
    expect(message).not.toMatch(/AIzaSy|sk-proj|pa-0123|Bearer (?!\[REDACTED\])|0f3c9a7b5e1d/);
    expect(message).not.toContain(key);
    expect(message).toContain('[REDACTED]');
  });

  it('redacts bodies of successful answers that are not JSON as well', async () => {
    handler = (request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`authorization: ${String(request.headers['authorization'])}`);
    };
    const failure = await embedMany(createMistralEmbeddings({ baseURL, env: { MISTRAL_API_KEY: 'mistral-secret-value' } })('mistral-embed'), { values: ['a'], kind: 'query', maxRetries: 0 }).catch(
      (error: Error) => error,
    );
    expect((failure as Error).message).toMatch(/the response is not JSON: authorization: \[REDACTED\]/);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain('mistral-secret-value');
  });
});

describe('abort', () => {
  const model = () => createOpenAIEmbeddings({ baseURL: `${baseURL}/v1`, apiKey: 'sk-test', env })('text-embedding-3-small');

  it('aborts a call in flight within a second and closes its connection', async () => {
    recorded.length = 0;
    let closed = false;
    handler = (_request, response) => response.on('close', () => (closed = true)); // never answers
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    const failure = await embedMany(model(), { values: ['a'], kind: 'query', abortSignal: controller.signal }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(failure).toMatchObject({ code: 'ABORTED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
  });

  it('aborts a Retry-After wait within a second', async () => {
    recorded.length = 0;
    handler = (_request, response) => json(response, 503, { error: 'busy' }, { 'retry-after': '30' });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 300);
    const failure = await embedMany(model(), { values: ['a'], kind: 'query', abortSignal: controller.signal }).catch((error: unknown) => error);
    expect(recorded).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(failure).toMatchObject({ code: 'ABORTED' });
  });
});
