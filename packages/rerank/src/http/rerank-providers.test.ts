import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProviderError } from '@execret/embeddings';
import { answerJson, startRecordingServer, type RecordedRequest, type RecordingServer } from '../__fixtures__/recording-server.js';
import { rerankMany } from '../rerank-many.js';
import type { HttpReranker } from './http-reranker.js';
import { createCohereReranker, createJinaReranker, createTeiReranker, createVoyageReranker } from './rerank-providers.js';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(async () => {
  await server.close();
});

const SCORES = [0.25, 0.75, 0.5];
const DOCUMENTS = ['def f(x): return max(x)', 'def f(x): return min(x)', 'def g(): pass'];

// Each provider's own response shape, results best first (as the providers send them), so the
// adapter must put them back in input order by index.
function bestFirst(count: number, scoreField: string): Array<Record<string, number>> {
  return Array.from({ length: count }, (_, index) => ({ index, [scoreField]: SCORES[index] ?? 0 })).sort((left, right) => (right[scoreField] as number) - (left[scoreField] as number));
}

interface Case {
  name: string;
  make: (env: Record<string, string>) => HttpReranker;
  keyVariable: string | undefined;
  path: string;
  body: Record<string, unknown>;
  answer: (request: RecordedRequest) => unknown;
  tokens: number;
}

const cases: Case[] = [
  {
    name: 'Cohere v2',
    make: (env) => createCohereReranker({ baseURL: server.baseURL, env })('rerank-v3.5', { maxTokensPerDocument: 512 }),
    keyVariable: 'CO_API_KEY',
    path: '/v2/rerank',
    body: { model: 'rerank-v3.5', query: 'find max', documents: DOCUMENTS, max_tokens_per_doc: 512 },
    answer: (request) => ({ id: 'r1', results: bestFirst((request.body['documents'] as string[]).length, 'relevance_score'), meta: { billed_units: { search_units: 1 } } }),
    tokens: 1,
  },
  {
    name: 'Voyage',
    make: (env) => createVoyageReranker({ baseURL: `${server.baseURL}/v1`, env })('rerank-2.5'),
    keyVariable: 'VOYAGE_API_KEY',
    path: '/v1/rerank',
    body: { model: 'rerank-2.5', query: 'find max', documents: DOCUMENTS, truncation: true },
    answer: (request) => ({ object: 'list', data: bestFirst((request.body['documents'] as string[]).length, 'relevance_score'), model: 'rerank-2.5', usage: { total_tokens: 42 } }),
    tokens: 42,
  },
  {
    name: 'Jina',
    make: (env) => createJinaReranker({ baseURL: `${server.baseURL}/v1`, env })('jina-reranker-v2-base-multilingual'),
    keyVariable: 'JINA_API_KEY',
    path: '/v1/rerank',
    body: { model: 'jina-reranker-v2-base-multilingual', query: 'find max', documents: DOCUMENTS, return_documents: false },
    answer: (request) => ({ model: 'jina-reranker-v2-base-multilingual', usage: { total_tokens: 17 }, results: bestFirst((request.body['documents'] as string[]).length, 'relevance_score') }),
    tokens: 17,
  },
  {
    name: 'TEI /rerank',
    make: (env) => createTeiReranker({ baseURL: server.baseURL, env })('BAAI/bge-reranker-base', { rawScores: true }),
    keyVariable: undefined,
    path: '/rerank',
    body: { query: 'find max', texts: DOCUMENTS, truncate: true, raw_scores: true },
    answer: (request) => bestFirst((request.body['texts'] as string[]).length, 'score'),
    tokens: 0,
  },
];

describe.each(cases)('$name reranker', (testCase) => {
  it('sends the native request (path, headers, body) with the key from the environment, and reads the native response in input order', async () => {
    server.requests.length = 0;
    server.handle((request, response) => answerJson(response, 200, testCase.answer(request)));
    const env = testCase.keyVariable === undefined ? {} : { [testCase.keyVariable]: 'secret-key-123' };
    const result = await testCase.make(env).doRerank({ query: 'find max', documents: DOCUMENTS });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests as [RecordedRequest];
    expect([request.method, request.path]).toEqual(['POST', testCase.path]);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['authorization']).toBe(testCase.keyVariable === undefined ? undefined : 'Bearer secret-key-123');
    expect(request.body).toEqual(testCase.body);
    expect(result.scores).toEqual(SCORES);
    expect(result.usage?.tokens ?? 0).toBe(testCase.tokens);
  });

  it('never puts the key into an error, even when the server echoes it', async () => {
    server.handle((request, response) => answerJson(response, 401, { message: `invalid key ${String(request.headers['authorization'])}` }));
    const env = { [testCase.keyVariable ?? 'TEI_API_KEY']: 'secret-key-123' };
    const error = await testCase.make(env).doRerank({ query: 'q', documents: ['d'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(401);
    expect((error as ProviderError).retryable).toBe(false);
    expect(String((error as Error).message)).not.toContain('secret-key-123');
    expect(String((error as Error).message)).toContain('HTTP 401');
  });

  it('refuses a response that does not score every document once', async () => {
    server.handle((request, response) => {
      const answer = testCase.answer(request) as unknown;
      // Drop one result from whichever array the provider uses.
      const trimmed = Array.isArray(answer) ? answer.slice(1) : Object.fromEntries(Object.entries(answer as Record<string, unknown>).map(([key, value]) => [key, Array.isArray(value) ? value.slice(1) : value]));
      answerJson(response, 200, trimmed);
    });
    const env = testCase.keyVariable === undefined ? {} : { [testCase.keyVariable]: 'k-1234' };
    await expect(testCase.make(env).doRerank({ query: 'q', documents: DOCUMENTS })).rejects.toThrow(/unexpected response shape \(document \d has no score \(2 results for 3 documents\)\)/);
  });
});

describe('hosted rerankers', () => {
  it('refuse to call without a required key, naming the variables', async () => {
    server.requests.length = 0;
    await expect(createCohereReranker({ baseURL: server.baseURL, env: {} })('rerank-v3.5').doRerank({ query: 'q', documents: ['d'] })).rejects.toThrow('no API key: set CO_API_KEY or COHERE_API_KEY or pass apiKey');
    expect(server.requests).toHaveLength(0);
  });

  it('are retried by rerankMany on 429, honouring Retry-After', async () => {
    let calls = 0;
    server.handle((request, response) => {
      calls += 1;
      if (calls === 1) answerJson(response, 429, { error: 'Model is overloaded', error_type: 'overloaded' }, { 'retry-after': '2' });
      else answerJson(response, 200, bestFirst((request.body['texts'] as string[]).length, 'score'));
    });
    const waits: number[] = [];
    const result = await rerankMany(createTeiReranker({ baseURL: server.baseURL, env: {} })('BAAI/bge-reranker-base'), {
      requests: [{ query: 'q', documents: DOCUMENTS }],
      sleep: async (milliseconds) => {
        waits.push(milliseconds);
      },
    });
    expect(result.results[0]?.scores).toEqual(SCORES);
    expect(waits).toEqual([2000]);
    expect(result.calls).toBe(2);
  });

  it('split sets larger than the provider limit into several requests', async () => {
    server.requests.length = 0;
    server.handle((request, response) => answerJson(response, 200, bestFirst((request.body['texts'] as string[]).length, 'score')));
    const documents = Array.from({ length: 70 }, (_, index) => `def f${index}(): pass`);
    const result = await rerankMany(createTeiReranker({ baseURL: server.baseURL, env: {} })('m'), { requests: [{ query: 'q', documents }] });
    expect(server.requests.map((request) => (request.body['texts'] as string[]).length)).toEqual([32, 32, 6]);
    expect(result.results[0]?.scores).toHaveLength(70);
  });

  it('have cache identities that follow the endpoint and request settings, never the key', () => {
    const make = (baseURL: string, key: string, truncate?: boolean) => createVoyageReranker({ baseURL, apiKey: key })('rerank-2.5', truncate === undefined ? {} : { truncate });
    const base = make('https://api.voyageai.com/v1', 'a-key');
    expect(make('https://api.voyageai.com/v1/', 'another-key').invocationKey).toBe(base.invocationKey);
    expect(make('https://proxy.example/v1', 'a-key').invocationKey).not.toBe(base.invocationKey);
    expect(make('https://api.voyageai.com/v1', 'a-key', false).invocationKey).not.toBe(base.invocationKey);
    expect(base.invocationKey).not.toContain('a-key');
  });
});
