import { SeededRandom, sha256Hex } from '@execret/core';
import { ProviderError } from '@execret/embeddings';
import { callWithRetries, type RetrySettings } from '@execret/embeddings';
import type { RerankCache, RerankCacheScope } from './rerank-cache.js';
import type { DoRerankResult, Reranker, RerankWarning } from './reranker.js';

/** One query and the documents to score for it. */
export interface RerankRequest {
  /** The query text. */
  query: string;
  /** The documents, in the previous stage's order. */
  documents: readonly string[];
}

/** Progress of {@link rerankMany}. */
export interface RerankProgress {
  /** Scores known so far (pointwise: distinct documents per request; listwise: documents of finished sets). */
  done: number;
  /** Scores in all. */
  total: number;
  /** Scores served from the cache. */
  cached: number;
  /** Provider calls made so far (retries included). */
  calls: number;
}

/** Options of {@link rerankMany}; the retry settings are those of `callWithRetries`. */
export interface RerankManyOptions extends RetrySettings {
  /** The sets to score. */
  requests: readonly RerankRequest[];
  /** A cache; scores found there are not requested again, and each finished call is stored at once. */
  cache?: RerankCache;
  /** Calls at once (default: the model's `maxParallelCalls`, else 4). */
  maxParallelCalls?: number;
  /** Seed of the backoff jitter (default 0). */
  jitterSeed?: number;
  /** Called once at the start and after every call. */
  onProgress?: (progress: RerankProgress) => void;
}

/** The scores of one request. */
export interface RerankResult {
  /** One score per document, in the request's order (identical documents of a pointwise request share one). */
  scores: number[];
  /** What a listwise model was asked and answered (from the call or the cache). */
  details?: unknown;
  /** Whether every score came from the cache. */
  fromCache: boolean;
}

/** What {@link rerankMany} returns. */
export interface RerankManyResult {
  /** One result per request, in request order. */
  results: RerankResult[];
  /** Provider calls made (retries included). */
  calls: number;
  /** Scores served from the cache. */
  cached: number;
  /** Tokens (or search units) billed, as reported by the provider. */
  tokens: number;
  /** Warnings of all calls. */
  warnings: RerankWarning[];
}

/** One unit of work: a request and which of its (distinct) documents go in one call. */
interface RerankCall {
  request: number;
  /** Positions in the request's distinct documents (pointwise) or in its documents (listwise). */
  positions: number[];
}

/**
 * Scores documents for queries with a reranker. Pointwise models: identical documents of a request
 * are scored once, cached pairs are reused, and the rest go out in calls of at most
 * `maxDocumentsPerCall` (never mixing queries). Listwise models: each request is one call (its
 * documents in order), cached as an ordered set. Calls run several at once (bounded), with
 * exponential backoff and seeded jitter on retryable failures, honouring `Retry-After`. Every answer
 * is checked (one finite score per document) before it is cached, so nothing partial or malformed is
 * stored; a bad answer fails with a `ProviderError` naming the model, the call and the document.
 * An abort stops the work; calls already finished stay cached, so a rerun resumes.
 */
export async function rerankMany(model: Reranker, options: RerankManyOptions): Promise<RerankManyResult> {
  const name = `${model.provider}:${model.modelId}`;
  const scope: RerankCacheScope = { provider: model.provider, modelId: model.modelId, invocationKey: model.invocationKey };
  const jitter = new SeededRandom(options.jitterSeed ?? 0);
  const pointwise = model.scoring === 'pointwise';
  const perCall = Math.max(1, model.maxDocumentsPerCall);

  // Pointwise: the distinct documents of each request and where each input document points.
  const distinct = options.requests.map((request) => (pointwise ? [...new Set(request.documents)] : [...request.documents]));
  const queryHashes = options.requests.map((request) => sha256Hex(request.query));
  const documentHashes = distinct.map((documents) => documents.map((document) => sha256Hex(document)));
  const scores: Array<Array<number | undefined>> = distinct.map((documents) => new Array<number | undefined>(documents.length).fill(undefined));
  const details: unknown[] = new Array(options.requests.length).fill(undefined);
  const fromCache: boolean[] = options.requests.map(() => false);
  const total = distinct.reduce((sum, documents) => sum + documents.length, 0);
  let cached = 0;
  const calls: RerankCall[] = [];

  options.requests.forEach((_, request) => {
    const documents = distinct[request] as string[];
    if (documents.length === 0) {
      fromCache[request] = true;
      return;
    }
    const hashes = documentHashes[request] as string[];
    const queryHash = queryHashes[request] as string;
    if (pointwise) {
      const found = options.cache?.getPairs(scope, queryHash, hashes) ?? new Map<string, number>();
      const missing: number[] = [];
      hashes.forEach((hash, position) => {
        const score = found.get(hash);
        if (score === undefined) missing.push(position);
        else (scores[request] as Array<number | undefined>)[position] = score;
      });
      cached += documents.length - missing.length;
      fromCache[request] = missing.length === 0;
      for (let start = 0; start < missing.length; start += perCall) calls.push({ request, positions: missing.slice(start, start + perCall) });
    } else {
      const stored = options.cache?.getSet(scope, queryHash, sha256Hex(JSON.stringify(hashes)));
      if (stored !== undefined && stored.scores.length === documents.length && stored.scores.every(Number.isFinite)) {
        scores[request] = [...stored.scores];
        details[request] = stored.details;
        fromCache[request] = true;
        cached += documents.length;
      } else {
        calls.push({ request, positions: documents.map((_document, position) => position) });
      }
    }
  });

  const warnings: RerankWarning[] = [];
  let tokens = 0;
  let callCount = 0;
  let done = cached;
  const report = (): void => options.onProgress?.({ done, total, cached, calls: callCount });
  report();

  const runCall = async (call: RerankCall, callIndex: number): Promise<void> => {
    const request = options.requests[call.request] as RerankRequest;
    const documents = call.positions.map((position) => (distinct[call.request] as string[])[position] as string);
    const where = `call ${callIndex + 1} of ${calls.length}`;
    const result = await callWithRetries(() => model.doRerank({ query: request.query, documents, ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }) }), { name, where, jitter, onAttempt: () => (callCount += 1) }, options);
    const checked = checkScores(name, where, result, documents.length);
    const queryHash = queryHashes[call.request] as string;
    const hashes = documentHashes[call.request] as string[];
    if (pointwise) {
      options.cache?.putPairs(scope, queryHash, call.positions.map((position, index) => [hashes[position] as string, checked[index] as number] as const));
    } else {
      options.cache?.putSet(scope, queryHash, sha256Hex(JSON.stringify(hashes)), { scores: checked, ...(result.details === undefined ? {} : { details: result.details }) });
      details[call.request] = result.details;
    }
    call.positions.forEach((position, index) => {
      (scores[call.request] as Array<number | undefined>)[position] = checked[index];
    });
    tokens += result.usage?.tokens ?? 0;
    warnings.push(...result.warnings);
    done += documents.length;
    report();
  };

  const parallel = Math.max(1, options.maxParallelCalls ?? model.maxParallelCalls ?? 4);
  let next = 0;
  let failure: unknown;
  const worker = async (): Promise<void> => {
    while (failure === undefined && next < calls.length) {
      const callIndex = next;
      next += 1;
      try {
        await runCall(calls[callIndex] as RerankCall, callIndex);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, calls.length) }, worker));
  if (failure !== undefined) throw failure;

  const results = options.requests.map((request, index): RerankResult => {
    const known = scores[index] as number[];
    const byDocument = pointwise ? new Map((distinct[index] as string[]).map((document, position) => [document, known[position] as number])) : undefined;
    return {
      scores: byDocument === undefined ? [...known] : request.documents.map((document) => byDocument.get(document) as number),
      ...(details[index] === undefined ? {} : { details: details[index] }),
      fromCache: fromCache[index] as boolean,
    };
  });
  return { results, calls: callCount, cached, tokens, warnings };
}

/** One finite number per document, or a `ProviderError` naming the model, the call and the document. */
function checkScores(name: string, where: string, result: DoRerankResult, expected: number): number[] {
  const given: unknown = result?.scores;
  if (!Array.isArray(given) || given.length !== expected) {
    throw new ProviderError(`${name}: returned ${Array.isArray(given) ? given.length : 'no'} scores for ${expected} documents [${where}]`, { retryable: false });
  }
  return given.map((score: unknown, index) => {
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      throw new ProviderError(`${name}: score of document ${index} is ${JSON.stringify(score) ?? String(score)}, expected a finite number [${where}]`, { retryable: false });
    }
    return score;
  });
}
