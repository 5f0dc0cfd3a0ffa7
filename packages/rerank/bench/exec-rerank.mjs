// Execution-aware reranking on the built-in Python benchmark with a BM25 first stage.
// Prints exec@1 before and after reranking BM25's top 10 and top 100, BM25's exec@depth (the
// ceiling), how many queries have examples, the share of paired distractors the examples alone
// reject, the time per query with a warm cache, and the LLM listwise requests per query.
//
// Usage: npm run bench [-- --depths 10,100 --queries N --cache <dir>]
// Generated tests run when a chat model is configured: EXECRET_BENCH_CHAT_MODEL (e.g. gpt-4o-mini)
// with OPENAI_API_KEY, or EXECRET_BENCH_CHAT_BASE_URL for another OpenAI-compatible server.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readBundle } from '@execret/core';
import { createBm25Retriever } from '@execret/bm25';
import { builtinBundleDirectory } from '@execret/datasets';
import { evaluateRun, judgementsFromQueries } from '@execret/metrics';
import { VerdictBook, openLocalOracle } from '@execret/oracle';
import { CORNSTACK_WINDOW_DEFAULTS, ExecutionReranker, OpenAICompatibleChatModel, RerankCache, exampleTests, queryTimeInformation, slidingWindows } from '../dist/index.js';

const { values: options } = parseArgs({
  options: {
    depths: { type: 'string', default: '10,100' },
    queries: { type: 'string' },
    cache: { type: 'string', default: join(tmpdir(), 'execret-rerank-bench') },
  },
});
const depths = options.depths.split(',').map(Number);
const maxDepth = Math.max(...depths);
const log = (message) => process.stderr.write(`${message}\n`);

const { bundle: whole } = await readBundle(builtinBundleDirectory('python'));
const queries = options.queries === undefined ? whole.queries : whole.queries.slice(0, Number(options.queries));
const bundle = { ...whole, queries };
const corpus = new Map(bundle.corpus.map((row) => [row.corpus_id, row.code]));
const judgements = judgementsFromQueries(queries);
const local = openLocalOracle(options.cache, { onWarning: (message) => log(`oracle: ${message}`) });
const book = new VerdictBook(bundle, local.oracle);
const rerankCache = new RerankCache(join(options.cache, 'rerank.sqlite'));

try {
  const bm25 = await createBm25Retriever('bm25');
  await bm25.index(bundle.corpus.map((row) => ({ id: row.corpus_id, text: row.code })));
  const first = await bm25.search(queries.map((query) => ({ id: query.query_id, text: query.query })), { topK: maxDepth });

  /** exec@k of a run on the hidden test suites (verdicts from the bundle's cache, else the oracle). */
  const execAt = async (run, k) => {
    const pairs = [...run].flatMap(([queryId, ranking]) => ranking.slice(0, k).map((item) => [queryId, item.corpusId]));
    await book.ensure(pairs, { onProgress: (done, total) => done % 2000 === 0 && log(`  verdicts ${done}/${total}`) });
    return evaluateRun(run, judgements, { ks: [k], metrics: ['exec'], passes: (queryId, corpusId) => book.get(queryId, corpusId)?.passesAllTests, unexecuted: 'error' }).means[`exec@${k}`];
  };

  const rerankAt = async (reranker, variant, depth, queryOf) => {
    const inputs = queries.map((query) => ({
      query: queryOf(query),
      candidates: (first.get(query.query_id) ?? []).slice(0, depth).map((item) => ({ id: item.corpusId, code: corpus.get(item.corpusId) })),
    }));
    const cold = performance.now();
    const result = await reranker.rerank(inputs, { onProgress: (done, total) => done % 5000 === 0 && log(`  ${variant} @${depth}: ${done}/${total} executions`) });
    const coldMs = performance.now() - cold;
    const warm = performance.now();
    const again = await reranker.rerank(inputs);
    const warmMs = performance.now() - warm;
    const run = new Map(queries.map((query, index) => [query.query_id, result.orders[index].map((corpusId, position) => ({ corpusId, score: depth - position }))]));
    return { run, records: result.records, stats: result.stats, coldMs, warmMsPerQuery: warmMs / queries.length, warmExecuted: again.stats.executed };
  };

  /** Share of each query's paired distractors that fail at least one of its example tests. */
  const rejectedShare = async (queryOf) => {
    const jobs = [];
    for (const query of queries) {
      const information = queryTimeInformation(queryOf(query));
      const tests = exampleTests(information).map((test) => test.test);
      if (tests.length === 0) continue;
      for (const id of query.paired_distractor_corpus_ids) jobs.push({ language: information.language, code: corpus.get(id), tests, ...(information.setup === undefined ? {} : { testSetup: information.setup }) });
    }
    if (jobs.length === 0) return { share: 0, distractors: 0 };
    const verdicts = await local.oracle.run(jobs);
    return { share: verdicts.filter((verdict) => !verdict.passesAllTests).length / jobs.length, distractors: jobs.length };
  };

  const withMetadata = (query) => ({ id: query.query_id, text: query.query, metadata: query.metadata });
  // A stand-in until built-in tasks carry examples: the first two tests of each task's own suite.
  // It reads the hidden suite, so its exec@1 is an upper bound for two examples, not a result.
  const withStandIn = (query) => ({ id: query.query_id, text: query.query, metadata: { ...query.metadata, examples: query.test_suite.slice(0, 2) } });

  const withExamples = queries.filter((query) => exampleTests(queryTimeInformation(withMetadata(query))).length > 0).length;
  console.log(`built-in Python benchmark: ${queries.length} queries, ${bundle.corpus.length} snippets; first stage bm25`);
  console.log(`queries with examples (metadata.examples, doctest blocks, f(x) == y lines): ${withExamples} of ${queries.length}`);
  console.log(`bm25 exec@1: ${(await execAt(first, 1)).toFixed(3)}`);
  for (const depth of depths) console.log(`bm25 exec@${depth} (ceiling at depth ${depth}): ${(await execAt(first, depth)).toFixed(3)}`);

  const examplesOnly = new ExecutionReranker({ oracle: local.oracle, sources: ['examples'] });
  const variants = [
    ['examples of the queries', examplesOnly, withMetadata],
    ['stand-in: 2 of each task\'s own tests as examples (upper bound, reads the hidden suite)', examplesOnly, withStandIn],
  ];
  const chatModel = process.env.EXECRET_BENCH_CHAT_MODEL;
  const chatBaseURL = process.env.EXECRET_BENCH_CHAT_BASE_URL;
  if (chatModel !== undefined && (process.env.OPENAI_API_KEY !== undefined || chatBaseURL !== undefined)) {
    const chat = new OpenAICompatibleChatModel(chatModel, chatBaseURL === undefined ? {} : { baseURL: chatBaseURL });
    variants.push([`examples + 10 tests generated by ${chatModel}`, new ExecutionReranker({ oracle: local.oracle, sources: ['examples', 'generated'], chat, cache: rerankCache }), withMetadata]);
    variants.push([`stand-in examples + 10 tests generated by ${chatModel}`, new ExecutionReranker({ oracle: local.oracle, sources: ['examples', 'generated'], chat, cache: rerankCache }), withStandIn]);
  } else {
    console.log('generated tests: skipped (set EXECRET_BENCH_CHAT_MODEL with OPENAI_API_KEY or EXECRET_BENCH_CHAT_BASE_URL)');
  }
  for (const [name, reranker, queryOf] of variants) {
    const rejected = await rejectedShare(queryOf);
    console.log(`\n${name}`);
    console.log(`  paired distractors the examples alone reject: ${(rejected.share * 100).toFixed(1)}% of ${rejected.distractors}`);
    for (const depth of depths) {
      const result = await rerankAt(reranker, name, depth, queryOf);
      const after = await execAt(result.run, 1);
      console.log(
        `  depth ${depth}: exec@1 ${(await execAt(first, 1)).toFixed(3)} -> ${after.toFixed(3)} (ceiling ${(await execAt(first, depth)).toFixed(3)}); ` +
          `first run ${(result.coldMs / 1000).toFixed(1)} s (${result.stats.executed} executed, ${result.stats.cacheHits} cached, ${result.stats.chatCalls} chat calls); ` +
          `warm ${result.warmMsPerQuery.toFixed(2)} ms/query (${result.warmExecuted} executed)`,
      );
    }
  }
  const { depth, window, step } = CORNSTACK_WINDOW_DEFAULTS;
  console.log(`\nLLM listwise reranking at depth ${depth}, window ${window}, step ${step}: ${slidingWindows(depth, depth, window, step).length} requests per query`);
} finally {
  rerankCache.close();
  await local.dispose();
}
