import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { answerJson, startRecordingServer, type RecordingServer } from '../__fixtures__/recording-server.js';
import { OpenAICompatibleChatModel } from '../chat/openai-compatible-chat-model.js';
import { rerankMany } from '../rerank-many.js';
import { RerankCache } from '../rerank-cache.js';
import { ListwiseReranker, type ListwiseWindowRecord } from './listwise-reranker.js';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(async () => {
  await server.close();
});

/** Answers the n-th chat request (0-based) with `answers[n]`, in OpenAI's response shape. */
function script(answers: readonly string[]): void {
  let call = 0;
  server.handle((_request, response) => {
    const content = answers[call] ?? '';
    call += 1;
    answerJson(response, 200, { id: `chat-${call}`, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { total_tokens: 100 } });
  });
}

const DOCUMENTS = ['def d0(): pass', 'def d1(): pass', 'def d2(): pass', 'def d3(): pass', 'def d4(): pass', 'def d5(): pass', 'def d6(): pass'];

/** The candidates a prompt lists, in its order (`[1]\n<code>` blocks). */
function listed(request: { body: Record<string, unknown> }): string[] {
  const messages = request.body['messages'] as Array<{ role: string; content: string }>;
  const user = messages.find((message) => message.role === 'user')?.content ?? '';
  return [...user.matchAll(/^\[(\d+)\]\n(.*)$/gm)].map((match) => match[2] as string);
}

describe(ListwiseReranker.name, () => {
  it('slides windows back to front and reads well-formed, repeated/unknown and partial permutations robustly', async () => {
    server.requests.length = 0;
    // 7 candidates, window 4, step 2: windows [3, 7), [1, 5), [0, 3).
    script([
      '[4] > [2] > [3] > [1]', // d6 d4 d5 d3 → order d0 d1 d2 d6 d4 d5 d3
      '[3] > [3] > [7] > [4]', // names d6 d4 (3 repeated, 7 unknown); d1 d2 keep their order → d0 d6 d4 d1 d2 d5 d3
      '<think>[1] > [3]</think>The best one is [2].', // d6, then d0 d4 in order → d6 d0 d4 d1 d2 d5 d3
    ]);
    const chat = new OpenAICompatibleChatModel('coder-7b', { baseURL: `${server.baseURL}/v1`, env: {} });
    const sut = new ListwiseReranker(chat, { window: 4, step: 2 });
    const result = await sut.doRerank({ query: 'find the largest value', documents: DOCUMENTS });

    expect(server.requests.map((request) => [request.method, request.path])).toEqual(Array.from({ length: 3 }, () => ['POST', '/v1/chat/completions']));
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(server.requests[0]?.body).toMatchObject({ model: 'coder-7b', temperature: 0 });
    expect(server.requests.map(listed)).toEqual([
      ['def d3(): pass', 'def d4(): pass', 'def d5(): pass', 'def d6(): pass'],
      ['def d1(): pass', 'def d2(): pass', 'def d6(): pass', 'def d4(): pass'],
      ['def d0(): pass', 'def d6(): pass', 'def d4(): pass'],
    ]);
    // Final order d6 d0 d4 d1 d2 d5 d3 → scores 7 … 1.
    expect(result.scores).toEqual([6, 4, 3, 1, 5, 2, 7]);
    const windows = (result.details as { windows: ListwiseWindowRecord[] }).windows;
    expect(windows.map((window) => [window.start, window.end, window.order, window.unknown, window.repeated, window.missing])).toEqual([
      [3, 7, [6, 4, 5, 3], [], [], []],
      [1, 5, [6, 4, 1, 2], [7], [3], [0, 1]],
      [0, 3, [6, 0, 4], [], [], [0, 2]],
    ]);
    expect(windows[1]?.answer).toBe('[3] > [3] > [7] > [4]');
    expect(JSON.stringify(windows[0]?.request)).toContain('find the largest value');
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'llm:coder-7b: window 2 of 3: ignored unknown ids 7; ignored repeated ids 3; kept 2 unnamed candidates in their previous order',
      'llm:coder-7b: window 3 of 3: kept 2 unnamed candidates in their previous order',
    ]);
  });

  it('keeps a window as it was when the answer is malformed', async () => {
    script(['I am sorry, I cannot rank code.']);
    const sut = new ListwiseReranker(new OpenAICompatibleChatModel('m', { baseURL: server.baseURL, env: {} }), { window: 10, step: 5 });
    const result = await sut.doRerank({ query: 'q', documents: DOCUMENTS.slice(0, 3) });
    expect(result.scores).toEqual([3, 2, 1]);
  });

  it('makes 19 requests for 100 candidates with CoRNStack\'s window 10 and step 5', async () => {
    server.requests.length = 0;
    script([]);
    const sut = new ListwiseReranker(new OpenAICompatibleChatModel('m', { baseURL: server.baseURL, env: {} }));
    await sut.doRerank({ query: 'q', documents: Array.from({ length: 100 }, (_, index) => `def f${index}(): pass`) });
    expect(server.requests).toHaveLength(19);
  });

  it('sends the key from OPENAI_API_KEY, records prompts and answers in the cache, and a rerun makes no request', async () => {
    server.requests.length = 0;
    script(['[2] > [1] > [3]', '[1] > [2]']);
    const cache = new RerankCache(':memory:');
    const chat = new OpenAICompatibleChatModel('m', { baseURL: `${server.baseURL}/v1`, env: { OPENAI_API_KEY: 'sk-test-key-0001' } });
    const sut = new ListwiseReranker(chat, { window: 3, step: 2, cache });
    const requests = [{ query: 'q', documents: DOCUMENTS.slice(0, 4) }];
    const first = await rerankMany(sut, { requests, cache });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer sk-test-key-0001');
    expect(cache.size().completions).toBe(2);
    // A new reranker over the same cache: the set is served whole, and so would every window be.
    const again = await rerankMany(new ListwiseReranker(chat, { window: 3, step: 2, cache }), { requests, cache });
    expect(server.requests).toHaveLength(2);
    expect(again.calls).toBe(0);
    expect(again.results[0]?.scores).toEqual(first.results[0]?.scores);
    expect(again.results[0]?.details).toEqual(first.results[0]?.details);
    const replay = await new ListwiseReranker(chat, { window: 3, step: 2, cache }).doRerank({ query: 'q', documents: DOCUMENTS.slice(0, 4) });
    expect(server.requests).toHaveLength(2);
    expect((replay.details as { windows: ListwiseWindowRecord[] }).windows.every((window) => window.cached)).toBe(true);
    expect(JSON.stringify(first.results[0]?.details)).not.toContain('sk-test-key-0001');
  });

  it('has a cache identity covering the chat endpoint, model, window, step and prompt', () => {
    const chat = (baseURL: string) => new OpenAICompatibleChatModel('m', { baseURL, env: {} });
    const base = new ListwiseReranker(chat('http://127.0.0.1:1/v1'));
    expect(new ListwiseReranker(chat('http://127.0.0.1:2/v1')).invocationKey).not.toBe(base.invocationKey);
    expect(new ListwiseReranker(chat('http://127.0.0.1:1/v1'), { window: 20, step: 10 }).invocationKey).not.toBe(base.invocationKey);
    expect(new ListwiseReranker(chat('http://127.0.0.1:1/v1'), { maxWords: 100 }).invocationKey).not.toBe(base.invocationKey);
  });
});
