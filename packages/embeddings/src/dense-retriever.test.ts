import { describe, expect, it } from '@jest/globals';
import { DenseRetriever, PrecomputedRetriever } from './dense-retriever.js';
import { EmbeddingCache } from './embedding-cache.js';
import { ProviderError } from './embedding-model.js';
import { JavaScriptKernel } from './kernels/javascript-kernel.js';
import { MockEmbeddingModel } from './mock-embedding-model.js';

// Vectors chosen by hand: the query points along x; documents at known angles.
const vectors: Record<string, number[]> = {
  'find x': [1, 0],
  'doc along x': [2, 0],
  'doc diagonal': [1, 1],
  'doc along y': [0, 3],
  'doc also along x': [5, 0],
};
const model = () => new MockEmbeddingModel('hand', { embed: (text) => vectors[text] as number[] });
const documents = [
  { id: 'c_3', text: 'doc along x' },
  { id: 'c_1', text: 'doc diagonal' },
  { id: 'c_2', text: 'doc along y' },
  { id: 'c_0', text: 'doc also along x' },
];

describe(DenseRetriever.name, () => {
  it('ranks by cosine with ties broken by corpus id ascending', async () => {
    const sut = new DenseRetriever({ systemId: 'mock:hand', model: model(), kernel: new JavaScriptKernel() });
    await sut.index(documents);
    const run = await sut.search([{ id: 'q_1', text: 'find x' }], { topK: 3 });
    const ranking = run.get('q_1') ?? [];
    // c_0 and c_3 both have cosine 1 (tie, c_0 first); the diagonal has cosine 1/√2.
    expect(ranking.map((item) => item.corpusId)).toEqual(['c_0', 'c_3', 'c_1']);
    expect(ranking[2]?.score).toBeCloseTo(Math.SQRT1_2, 6);
  });

  it('ranks by raw dot product when the profile says dot', async () => {
    const sut = new DenseRetriever({ systemId: 'mock:hand', model: model(), similarity: 'dot', kernel: new JavaScriptKernel() });
    await sut.index(documents);
    const ranking = (await sut.search([{ id: 'q_1', text: 'find x' }], { topK: 4 })).get('q_1') ?? [];
    expect(ranking.map((item) => [item.corpusId, item.score])).toEqual([['c_0', 5], ['c_3', 2], ['c_1', 1], ['c_2', 0]]);
  });

  it('embeds documents as documents and queries as queries, reusing the cache on a rerun', async () => {
    const cache = new EmbeddingCache(':memory:');
    const first = model();
    const sut = new DenseRetriever({ systemId: 'mock:hand', model: first, cache, kernel: new JavaScriptKernel() });
    await sut.index(documents);
    await sut.search([{ id: 'q_1', text: 'find x' }], { topK: 1 });
    expect(first.calls.map((call) => call.kind)).toEqual(['document', 'query']);
    const second = model();
    const again = new DenseRetriever({ systemId: 'mock:hand', model: second, cache, kernel: new JavaScriptKernel() });
    await again.index(documents);
    await again.search([{ id: 'q_1', text: 'find x' }], { topK: 1 });
    expect(second.calls).toHaveLength(0);
  });
});

describe(`${DenseRetriever.name}: retries reported, zero vectors refused`, () => {
  it('reports every retry of index and search through onWarning, one line each', async () => {
    const flaky = new MockEmbeddingModel('hand', {
      embed: (text) => vectors[text] as number[],
      // The first document call and the first query call are rate limited once each.
      script: (call) => (call === 0 || call === 2 ? new ProviderError('mock: HTTP 429: slow down', { status: 429, retryable: true, retryAfterMs: 1500 }) : undefined),
    });
    const configured: number[] = [];
    const sut = new DenseRetriever({
      systemId: 'mock:hand',
      model: flaky,
      kernel: new JavaScriptKernel(),
      embedOptions: { sleep: async () => undefined, onRetry: (retry) => configured.push(retry.attempt) },
    });
    const warnings: string[] = [];
    await sut.index(documents, { onWarning: (message) => warnings.push(message) });
    await sut.search([{ id: 'q_1', text: 'find x' }], { topK: 1, onWarning: (message) => warnings.push(message) });
    expect(warnings).toEqual([
      'mock:hand: mock: HTTP 429: slow down [document batch 1 of 1]; retry 1 of 5 in 1.5 s (the server asked for 1.5 s)',
      'mock:hand: mock: HTTP 429: slow down [query batch 1 of 1]; retry 1 of 5 in 1.5 s (the server asked for 1.5 s)',
    ]);
    expect(configured).toEqual([1, 1]);
  });

  it('passes provider warnings on once per distinct message', async () => {
    const warned = new MockEmbeddingModel('hand', {
      maxEmbeddingsPerCall: 1,
      script: (_call, options) => ({ embeddings: options.values.map((text) => vectors[text] as number[]), warnings: [{ type: 'truncated', message: 'input truncated to 512 tokens' }] }),
    });
    const warnings: string[] = [];
    await new DenseRetriever({ systemId: 'mock:hand', model: warned, kernel: new JavaScriptKernel() }).index(documents, { onWarning: (message) => warnings.push(message) });
    expect(warnings).toEqual(['mock:hand: input truncated to 512 tokens']);
  });

  it('with cosine, fails on an all-zero vector naming provider and input index, and caches nothing of the batch', async () => {
    const cache = new EmbeddingCache(':memory:');
    const zero = new MockEmbeddingModel('hand', { embed: (text) => (text === 'doc along y' ? [0, 0] : (vectors[text] as number[])) });
    const sut = new DenseRetriever({ systemId: 'mock:hand', model: zero, cache, kernel: new JavaScriptKernel() });
    // Sorted by id the pool is c_0, c_1, c_2 (doc along y), c_3: input 2.
    await expect(sut.index(documents)).rejects.toThrow(/^mock:hand: vector 2 is all zeros \(norm 0\).*\[input 2, batch 1 of 1\]$/);
    expect(cache.size()).toBe(0);
    cache.close();
  });

  it('with dot, keeps an all-zero vector (its scores are 0)', async () => {
    const zero = new MockEmbeddingModel('hand', { embed: (text) => (text === 'doc along y' ? [0, 0] : (vectors[text] as number[])) });
    const sut = new DenseRetriever({ systemId: 'mock:hand', model: zero, similarity: 'dot', kernel: new JavaScriptKernel() });
    await sut.index(documents);
    const ranking = (await sut.search([{ id: 'q_1', text: 'find x' }], { topK: 4 })).get('q_1') ?? [];
    expect(ranking.map((item) => [item.corpusId, item.score])).toEqual([['c_0', 5], ['c_3', 2], ['c_1', 1], ['c_2', 0]]);
  });
});

describe(`${DenseRetriever.name}: the vectors it ranked with`, () => {
  // 'doc along y' is a vector that float32 normalisation does not leave fixed: normalising it twice
  // changes its last bits (about 1% of random 3-d vectors do), so scores from vectors saved after
  // normalisation would differ from the retriever's own.
  const uneven: Record<string, number[]> = {
    'find x': [0.3, 0.7, 0.1],
    'doc along x': [0.9, 0.2, 0.3],
    'doc diagonal': [0.35, 0.71, 0.09],
    'doc along y': [0.3309653401374817, -0.46542787551879883, -0.44653835892677307],
    'doc also along x': [3, 7, 1.1],
  };
  const unevenModel = () => new MockEmbeddingModel('uneven', { embed: (text) => uneven[text] as number[] });

  it('hands over the model vectors before normalisation: corpus in id order, queries in search order', async () => {
    const sut = new DenseRetriever({ systemId: 'mock:uneven', model: unevenModel(), kernel: new JavaScriptKernel() });
    expect(sut.embeddingMatrices()).toBeUndefined();
    await sut.index(documents);
    expect(sut.embeddingMatrices()).toBeUndefined();
    await sut.search([{ id: 'q_2', text: 'doc along y' }, { id: 'q_1', text: 'find x' }], { topK: 2 });
    const matrices = sut.embeddingMatrices();
    expect(matrices?.similarity).toBe('cosine');
    expect(matrices?.corpus.ids).toEqual(['c_0', 'c_1', 'c_2', 'c_3']);
    expect(Array.from(matrices?.corpus.data ?? [])).toEqual(Array.from(Float32Array.from(['doc also along x', 'doc diagonal', 'doc along y', 'doc along x'].flatMap((text) => uneven[text] as number[]))));
    expect(matrices?.queries.ids).toEqual(['q_2', 'q_1']);
    expect(Array.from(matrices?.queries.data ?? [])).toEqual(Array.from(Float32Array.from([...(uneven['doc along y'] as number[]), ...(uneven['find x'] as number[])])));
  });

  it.each(['cosine', 'dot'] as const)('gives a PrecomputedRetriever over those vectors bit-identical %s scores', async (similarity) => {
    const queries = [{ id: 'q_1', text: 'find x' }, { id: 'q_2', text: 'doc along y' }];
    const dense = new DenseRetriever({ systemId: 'mock:uneven', model: unevenModel(), similarity, kernel: new JavaScriptKernel() });
    await dense.index(documents);
    const expected = await dense.search(queries, { topK: 4 });
    const matrices = dense.embeddingMatrices() as NonNullable<ReturnType<DenseRetriever['embeddingMatrices']>>;
    const saved = new PrecomputedRetriever({ systemId: 'npz:saved', queries: matrices.queries, corpus: matrices.corpus, similarity: matrices.similarity, kernel: new JavaScriptKernel() });
    await saved.index(documents);
    const actual = await saved.search(queries, { topK: 4 });
    expect([...actual]).toEqual([...expected]);
    // Scores compared as float32 bits, not approximately.
    const bits = (run: typeof expected) => [...run.values()].flatMap((ranking) => ranking.map((item) => new Uint32Array(Float32Array.of(item.score).buffer)[0]));
    expect(bits(actual)).toEqual(bits(expected));
  });
});

describe(PrecomputedRetriever.name, () => {
  const corpus = { ids: ['c_2', 'c_1', 'c_0'], data: Float32Array.from([0, 1, 1, 0, 1, 0]), rows: 3, columns: 2 };
  const queries = { ids: ['q_1'], data: Float32Array.from([1, 0]), rows: 1, columns: 2 };

  it('ranks from matrices, matching rows to ids whatever their order', async () => {
    const sut = new PrecomputedRetriever({ systemId: 'npz:test', queries, corpus, kernel: new JavaScriptKernel() });
    await sut.index([{ id: 'c_0', text: '' }, { id: 'c_1', text: '' }, { id: 'c_2', text: '' }]);
    const ranking = (await sut.search([{ id: 'q_1', text: '' }], { topK: 3 })).get('q_1') ?? [];
    expect(ranking.map((item) => [item.corpusId, item.score])).toEqual([['c_0', 1], ['c_1', 1], ['c_2', 0]]);
  });

  it('names the ids that have no vector', async () => {
    const sut = new PrecomputedRetriever({ systemId: 'npz:test', queries, corpus });
    await expect(sut.index([{ id: 'c_9', text: '' }])).rejects.toThrow('npz:test: the corpus matrix has no vector for 1 corpus ids (first: c_9)');
  });
});

describe(`${PrecomputedRetriever.name}: strict matrices`, () => {
  const queries = { ids: ['q_1'], data: Float32Array.from([1, 0]), rows: 1, columns: 2 };
  it.each([
    ['a duplicate id', { ids: ['c_1', 'c_2', 'c_1'], data: Float32Array.from([1, 0, 0, 1, 1, 1]), rows: 3, columns: 2 }, 'npz:test: corpus matrix: id "c_1" appears at rows 0 and 2: ids must be unique'],
    ['a NaN', { ids: ['c_1', 'c_2'], data: Float32Array.from([1, 0, Number.NaN, 1]), rows: 2, columns: 2 }, 'npz:test: corpus matrix: row 1 (id "c_2") holds NaN at column 0'],
    ['a zero row', { ids: ['c_1', 'c_2'], data: Float32Array.from([0, 0, 0, 1]), rows: 2, columns: 2 }, 'npz:test: corpus matrix: row 0 (id "c_1") is all zeros'],
    ['ids that do not fit the rows', { ids: ['c_1'], data: Float32Array.from([1, 0, 0, 1]), rows: 2, columns: 2 }, 'npz:test: corpus matrix: 1 ids and 4 values do not fit 2 × 2'],
  ])('refuses a corpus with %s, naming the system, the row and the id', (_name, corpus, message) => {
    expect(() => new PrecomputedRetriever({ systemId: 'npz:test', queries, corpus, similarity: 'dot' })).toThrow(message);
  });
});
