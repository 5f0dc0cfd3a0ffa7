import { types } from 'node:util';
import { compareScoredItems, ExecretError, ExecretErrorCode, throwIfAborted, type Run, type ScoredItem } from '@execret/core';

const YIELD_AFTER_MS = 50;

/** A retriever returned something that is not a run: not a `Map`, a bad entry, a score that is not a finite number. */
export class InvalidRunError extends ExecretError {
  /** The system whose `search` returned it. */
  readonly systemId: string;

  constructor(systemId: string, message: string) {
    super(ExecretErrorCode.SCHEMA, `search returned ${message}`);
    this.name = 'InvalidRunError';
    this.systemId = systemId;
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return `${value.constructor?.name === 'Object' ? 'a plain object' : `a ${value.constructor?.name ?? 'null-prototype object'}`}`;
  return `a ${typeof value}`;
}

/**
 * The one ranking every output of `run` reads (results `top_results`, metrics, `runs/*.trec`,
 * report, `export`): a retriever's run checked at the boundary and put in the documented order,
 * score descending, ties by corpus id ascending (`compareScoredItems`). A retriever may return its
 * hits in any order; the order it returned is never used.
 *
 * @param systemId Kept on the error (`systemId`); `run` names the system in its failure line.
 * @param value What `search` resolved to.
 * @throws InvalidRunError for a value that is not a `Map`, an entry whose key is not a string or
 *   whose ranking is not an array, an item that is not `{ corpusId: string, score: number }`, a
 *   score that is NaN or ±Infinity, or a corpus id listed twice for one query; AbortedError when
 *   `abortSignal` fires (checked every 50 ms, when it yields to the event loop).
 */
export async function checkedRun(systemId: string, value: unknown, abortSignal?: AbortSignal): Promise<Run> {
  // util.types.isMap also holds for a Map from another realm (a worker thread, a vm context).
  if (!types.isMap(value)) throw new InvalidRunError(systemId, `${describeValue(value)}; expected a Map from query id to an array of { corpusId, score }`);
  const run = new Map<string, ScoredItem[]>();
  // Millions of items (1,000 queries × a whole pool): yield now and then so Ctrl-C stays prompt.
  let yieldAt = performance.now() + YIELD_AFTER_MS;
  for (const [queryId, ranking] of Map.prototype.entries.call(value) as IterableIterator<[unknown, unknown]>) {
    if (typeof queryId !== 'string') throw new InvalidRunError(systemId, `a Map key that is ${describeValue(queryId)}; expected a query id (string)`);
    const at = `query ${JSON.stringify(queryId)}`;
    if (!Array.isArray(ranking)) throw new InvalidRunError(systemId, `${describeValue(ranking)} for ${at}; expected an array of { corpusId, score }`);
    const seen = new Set<string>();
    const items: ScoredItem[] = [];
    ranking.forEach((item: unknown, index) => {
      const where = `${at}, item ${index}`;
      if (typeof item !== 'object' || item === null) throw new InvalidRunError(systemId, `${describeValue(item)} at ${where}; expected { corpusId, score }`);
      const { corpusId, score } = item as { corpusId?: unknown; score?: unknown };
      if (typeof corpusId !== 'string') throw new InvalidRunError(systemId, `a corpusId that is ${describeValue(corpusId)} at ${where}; expected a string`);
      if (typeof score !== 'number') throw new InvalidRunError(systemId, `a score that is ${describeValue(score)} at ${where} (corpus id ${JSON.stringify(corpusId)}); expected a finite number`);
      if (!Number.isFinite(score)) throw new InvalidRunError(systemId, `the score ${score} at ${where} (corpus id ${JSON.stringify(corpusId)}); scores must be finite numbers`);
      if (seen.has(corpusId)) throw new InvalidRunError(systemId, `corpus id ${JSON.stringify(corpusId)} twice for ${at}`);
      seen.add(corpusId);
      items.push(item as ScoredItem);
    });
    run.set(queryId, items.sort(compareScoredItems));
    if (performance.now() >= yieldAt) {
      await new Promise((resolve) => setImmediate(resolve));
      throwIfAborted(abortSignal, () => 'run interrupted');
      yieldAt = performance.now() + YIELD_AFTER_MS;
    }
  }
  return run;
}
