import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecutionCache, Oracle, PythonExecutor, type OracleJob } from '@execret/oracle';
import { LARGER_CANDIDATES, LARGER_EXAMPLES, LARGER_HIDDEN_TESTS, LARGER_QUERY_TEXT } from '../__fixtures__/larger-of-two.js';
import { answerJson, startRecordingServer, type RecordingServer } from '../__fixtures__/recording-server.js';
import { OpenAICompatibleChatModel } from '../chat/openai-compatible-chat-model.js';
import { RerankCache } from '../rerank-cache.js';
import { ExecutionReranker } from './execution-reranker.js';
import { QUERY_TIME_METADATA_KEYS, type RerankQuery } from './query-time-information.js';

let folder: string;
let cache: ExecutionCache;
let oracle: Oracle;
let server: RecordingServer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'execret-exec-rerank-'));
  cache = new ExecutionCache(join(folder, 'executions.sqlite'));
  oracle = new Oracle({ executors: { python: new PythonExecutor({ concurrency: 2 }) }, cache });
  server = await startRecordingServer();
});

afterAll(async () => {
  await oracle.executor('python').dispose?.();
  cache.close();
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

function candidates(...names: Array<keyof typeof LARGER_CANDIDATES>): Array<{ id: string; code: string }> {
  return names.map((name) => ({ id: name, code: LARGER_CANDIDATES[name] }));
}

describe(ExecutionReranker.name, () => {
  it('ranks every candidate that fails an example below every candidate that passes all of them, ties in first-stage order', async () => {
    const sut = new ExecutionReranker({ oracle, sources: ['examples'] });
    const query: RerankQuery = { id: 'q1', text: LARGER_QUERY_TEXT, metadata: { entry_point: 'larger', examples: LARGER_EXAMPLES } };
    const result = await sut.rerank([{ query, candidates: candidates('otherFunction', 'smaller', 'second', 'correct', 'first') }]);
    // correct passes both examples; second and first pass one each (first-stage order between
    // them); otherFunction (NameError) and smaller pass none.
    expect(result.orders).toEqual([['correct', 'second', 'first', 'otherFunction', 'smaller']]);
    const record = result.records[0];
    expect(record?.entryPoint).toEqual({ name: 'larger', from: 'metadata' });
    expect(record?.tests).toEqual([
      { kind: 'example', test: 'assert (larger(3, 9)) == (9)', text: 'larger(3, 9) == 9' },
      { kind: 'example', test: 'assert (larger(-2, -5)) == (-2)', text: 'larger(-2, -5) == -2' },
    ]);
    expect(record?.ranking.map((entry) => entry.examplesPassed)).toEqual([2, 1, 1, 0, 0]);
    expect(record?.ranking.find((entry) => entry.id === 'otherFunction')?.outcomes[0]).toMatch(/^ERROR: NameError/);
  });

  it('finds examples in the query text and the entry point from them when metadata has none', async () => {
    const sut = new ExecutionReranker({ oracle, sources: ['examples'] });
    const query: RerankQuery = { id: 'q1', text: `${LARGER_QUERY_TEXT}\n>>> larger(3, 9)\n9` };
    const result = await sut.rerank([{ query, candidates: candidates('smaller', 'correct') }]);
    expect(result.orders).toEqual([['correct', 'smaller']]);
    expect(result.records[0]?.entryPoint).toEqual({ name: 'larger', from: 'examples' });
  });

  it('keeps the first-stage order of a query without query-time tests, running nothing', async () => {
    const sut = new ExecutionReranker({ oracle, sources: ['examples'] });
    const before = oracle.stats;
    const result = await sut.rerank([{ query: { id: 'q1', text: LARGER_QUERY_TEXT }, candidates: candidates('smaller', 'correct') }]);
    expect(result.orders).toEqual([['smaller', 'correct']]);
    expect(result.records[0]?.unchanged).toBe('no query-time tests');
    expect(oracle.stats.executed + oracle.stats.cacheHits).toBe(before.executed + before.cacheHits);
  });

  it('orders by dual agreement on generated tests, records the prompt and answer, and a rerun makes no call and no execution', async () => {
    server.requests.length = 0;
    const answer = ['```python', 'assert larger(1, 2) == 2', 'assert larger(5, 3) == 5', 'assert larger(4, 4) == 4', 'assert larger(0, 7) == 0', 'assert larger(5, 3) == 5', 'print(larger(1, 2))', '```'].join('\n');
    server.handle((_request, response) => answerJson(response, 200, { choices: [{ index: 0, message: { role: 'assistant', content: answer } }] }));
    const rerankCache = new RerankCache(':memory:');
    const chat = new OpenAICompatibleChatModel('test-writer', { baseURL: `${server.baseURL}/v1`, env: {} });
    const sut = new ExecutionReranker({ oracle, sources: ['generated'], chat, cache: rerankCache, generatedTests: 5 });
    const input = { query: { id: 'q1', text: LARGER_QUERY_TEXT, metadata: { entry_point: 'larger' } }, candidates: candidates('smaller', 'first', 'correct', 'correctBuiltin', 'otherFunction') };
    const first = await sut.rerank([input]);
    // The fourth test is wrong (larger(0, 7) is 7). Both correct spellings pass the other three and
    // form a group of 2: 2 × 3 = 6; `first` also passes 3 tests, alone: 1 × 3 = 3; `smaller` 1 × 2.
    expect(first.orders).toEqual([['correct', 'correctBuiltin', 'first', 'smaller', 'otherFunction']]);
    expect(first.records[0]?.ranking.map((entry) => [entry.id, entry.groupSize, entry.generatedPassed, entry.agreement])).toEqual([
      ['correct', 2, 3, 6],
      ['correctBuiltin', 2, 3, 6],
      ['first', 1, 3, 3],
      ['smaller', 1, 2, 2],
      ['otherFunction', 1, 0, 0],
    ]);
    expect(first.records[0]?.tests.map((test) => test.test)).toEqual(['assert larger(1, 2) == 2', 'assert larger(5, 3) == 5', 'assert larger(4, 4) == 4', 'assert larger(0, 7) == 0']);
    expect(first.records[0]?.generation?.answer).toBe(answer);
    expect(JSON.stringify(first.records[0]?.generation?.request)).toContain(LARGER_QUERY_TEXT);
    expect(first.stats.chatCalls).toBe(1);
    expect(server.requests).toHaveLength(1);

    const again = await new ExecutionReranker({ oracle, sources: ['generated'], chat, cache: rerankCache, generatedTests: 5 }).rerank([input]);
    expect(again.orders).toEqual(first.orders);
    expect(again.stats).toEqual({ executed: 0, cacheHits: 5, chatCalls: 0 });
    expect(server.requests).toHaveLength(1);
  });

  it('never reads the hidden test suite: only query-time metadata keys are touched, and no job runs a hidden test', async () => {
    const touched = new Set<string>();
    const metadata = new Proxy(
      { entry_point: 'larger', examples: LARGER_EXAMPLES, language: 'python', test_suite: LARGER_HIDDEN_TESTS, hidden_tests: LARGER_HIDDEN_TESTS },
      {
        get(target, key, receiver) {
          touched.add(String(key));
          return Reflect.get(target, key, receiver) as unknown;
        },
      },
    );
    const query = {
      id: 'q1',
      text: LARGER_QUERY_TEXT,
      metadata,
      get test_suite(): string[] {
        throw new Error('the hidden test suite was read');
      },
    };
    const run = jest.spyOn(oracle, 'run');
    const sut = new ExecutionReranker({ oracle, sources: ['examples'] });
    const result = await sut.rerank([{ query, candidates: candidates('smaller', 'correct') }]);
    expect(result.orders).toEqual([['correct', 'smaller']]);
    expect([...touched].every((key) => (QUERY_TIME_METADATA_KEYS as readonly string[]).includes(key))).toBe(true);
    const jobs = run.mock.calls.flatMap(([given]) => given as readonly OracleJob[]);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.flatMap((job) => job.tests).filter((test) => LARGER_HIDDEN_TESTS.includes(test))).toEqual([]);
  });

  it('refuses the generated source without a chat model, and unknown sources', () => {
    expect(() => new ExecutionReranker({ oracle, sources: ['generated'] })).toThrow('the generated source needs a chat model');
    expect(() => new ExecutionReranker({ oracle, sources: ['hidden' as 'examples'] })).toThrow('unknown test source "hidden"');
  });
});
