import { SchemaError } from '@execret/core';
import type { ReadTrecOptions } from './read-trec-run.js';
import { readTextLines, splitFields } from './text-lines.js';

/** Relevance judgements: query id → (docno → relevance), in order of first appearance. */
export type Qrels = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** One line of a qrels file: `qid iter docno rel`. */
export interface QrelsLine {
  /** Query id (column 1). */
  queryId: string;
  /** Iteration column (column 2, conventionally `0`; ignored). */
  iteration: string;
  /** Document (corpus) id (column 3). */
  corpusId: string;
  /** Relevance level (column 4): relevant when ≥ the relevance level (default 1); negative = unjudged. */
  relevance: number;
  /** 1-based line number in the file. */
  line: number;
}

const QRELS_COLUMNS = 'exactly 4 whitespace-separated columns (qid iter docno rel)';
const INTEGER = /^[+-]?\d+$/;

/**
 * Streams the lines of a TREC qrels file. Blank lines and lines starting with `#` are skipped; a
 * line with other than four columns or a relevance that is not an integer is a
 * {@link SchemaError} naming the file and line.
 */
export async function* readQrelsLines(path: string, options: ReadTrecOptions = {}): AsyncGenerator<QrelsLine, void, undefined> {
  const file = options.displayName ?? path;
  for await (const { text, line } of readTextLines(path, file)) {
    const fields = splitFields(text);
    if (fields.length === 0 || (fields[0] as string).startsWith('#')) continue;
    if (fields.length !== 4) throw new SchemaError({ file, line, field: 'columns' }, QRELS_COLUMNS, `${fields.length} column${fields.length === 1 ? '' : 's'}`);
    const [queryId, iteration, corpusId, relevanceText] = fields as [string, string, string, string];
    if (!INTEGER.test(relevanceText)) throw new SchemaError({ file, line, field: 'rel' }, 'an integer', JSON.stringify(relevanceText));
    yield { queryId, iteration, corpusId, relevance: Number(relevanceText), line };
  }
}

/**
 * Reads a TREC qrels file. Every query id in the file is kept, including queries whose lines are
 * all non-relevant (trec_eval evaluates them too). A docno judged twice for one query is a
 * {@link SchemaError} naming both lines.
 */
export async function readQrels(path: string, options: ReadTrecOptions = {}): Promise<Map<string, Map<string, number>>> {
  const file = options.displayName ?? path;
  const qrels = new Map<string, Map<string, number>>();
  const firstLines = new Map<string, Map<string, number>>();
  for await (const row of readQrelsLines(path, options)) {
    let judged = qrels.get(row.queryId);
    let lines = firstLines.get(row.queryId);
    if (judged === undefined || lines === undefined) {
      judged = new Map();
      lines = new Map();
      qrels.set(row.queryId, judged);
      firstLines.set(row.queryId, lines);
    }
    const earlier = lines.get(row.corpusId);
    if (earlier !== undefined) {
      throw new SchemaError(
        { file, line: row.line, field: 'docno' },
        `a docno not already judged for query "${row.queryId}" (it is on line ${earlier})`,
        JSON.stringify(row.corpusId),
      );
    }
    lines.set(row.corpusId, row.line);
    judged.set(row.corpusId, row.relevance);
  }
  return qrels;
}
