import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { InvalidArgumentError, writeChunksAtomic, writeLinesAtomic, type Run, type WrittenFile } from '@execret/core';
import { orderRanking } from './order-ranking.js';

/** Options of {@link writeTrecRun} and {@link trecRunLines}. */
export interface WriteTrecRunOptions {
  /** Run tag written in column 6 (default `execret`); no whitespace. */
  tag?: string;
  /**
   * Order of tied scores, which sets the rank column: `corpus-id` (default, the `@execret/core`
   * order) or `trec_eval` (the order trec_eval will use when it re-ranks by score).
   */
  ties?: 'corpus-id' | 'trec_eval';
  /**
   * Results kept per query: the first `depth` in the tie rule's order (default: all). trec_eval
   * itself reads at most 1,000 per query.
   */
  depth?: number;
}

/** Options of {@link writeTrecRun}. */
export interface WriteTrecRunFileOptions extends WriteTrecRunOptions {
  /**
   * Write the file gzip-compressed (default false). The bytes are reproducible (the gzip header
   * carries no time or name), so `WrittenFile.sha256` is the same for the same run.
   */
  gzip?: boolean;
}

const WHITESPACE = /\s/;

function checkToken(kind: string, value: string, queryId?: string): void {
  if (value === '' || WHITESPACE.test(value)) {
    const where = queryId === undefined ? '' : ` (query "${queryId}")`;
    throw new InvalidArgumentError(`a TREC ${kind} must be non-empty and contain no whitespace${where}, got ${JSON.stringify(value)}`);
  }
}

/**
 * The lines of a TREC run file (`qid Q0 docno rank score tag`, no line end), query by query in the
 * run's order, ranks 1..n. Scores are written with `String(score)`, the shortest text that reads
 * back as the same double, so trec_eval re-ranks exactly as the run did.
 */
export function* trecRunLines(run: Run, options: WriteTrecRunOptions = {}): Generator<string, void, undefined> {
  const tag = options.tag ?? 'execret';
  checkToken('run tag', tag);
  const ties = options.ties ?? 'corpus-id';
  if (ties !== 'corpus-id' && ties !== 'trec_eval') throw new InvalidArgumentError(`ties must be corpus-id or trec_eval, got ${JSON.stringify(ties)}`);
  const depth = options.depth ?? Infinity;
  if (depth !== Infinity && !(Number.isSafeInteger(depth) && depth >= 1)) throw new InvalidArgumentError(`depth must be a positive integer, got ${String(depth)}`);
  for (const [queryId, ranking] of run) {
    checkToken('query id', queryId);
    const ordered = orderRanking(ranking, ties);
    const kept = Math.min(ordered.length, depth);
    for (let index = 0; index < kept; index += 1) {
      const item = ordered[index] as { corpusId: string; score: number };
      checkToken('docno', item.corpusId, queryId);
      if (Number.isNaN(item.score)) throw new InvalidArgumentError(`query "${queryId}", corpus item "${item.corpusId}": a TREC score must be a number, got NaN`);
      yield `${queryId} Q0 ${item.corpusId} ${index + 1} ${String(item.score)} ${tag}`;
    }
  }
}

/**
 * Writes a run as a TREC run file, atomically and in constant memory (see {@link trecRunLines}),
 * gzip-compressed with `gzip` (name it `.gz`: {@link readTrecRun} detects compression by content).
 * The returned `sha256` and `bytes` are those of the file as written (compressed); `rows` counts lines.
 */
export async function writeTrecRun(path: string, run: Run, options: WriteTrecRunFileOptions = {}): Promise<WrittenFile> {
  if (options.gzip !== true) return writeLinesAtomic(path, trecRunLines(run, options));
  let rows = 0;
  const lines = trecRunLines(run, options);
  function* text(): Generator<string> {
    for (const line of lines) {
      rows += 1;
      yield `${line}\n`;
    }
  }
  const written = await writeChunksAtomic(path, Readable.from(text(), { objectMode: true }).pipe(createGzip()));
  return { ...written, rows };
}
