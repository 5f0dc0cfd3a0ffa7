import { SchemaError, compareCodeUnits, compareScoredItems, type ScoredItem } from '@execret/core';
import { readTextLines, splitFields } from './text-lines.js';

/** One line of a TREC run file: `qid Q0 docno rank score tag`. */
export interface TrecRunLine {
  /** Query id (column 1). */
  queryId: string;
  /** Iteration column (column 2, conventionally `Q0`; ignored by trec_eval). */
  iteration: string;
  /** Document (corpus) id (column 3). */
  corpusId: string;
  /** Rank as written (column 4; trec_eval ignores it and ranks by score). */
  rank: number;
  /** Score (column 5); higher ranks first. */
  score: number;
  /** Run tag (column 6). */
  tag: string;
  /** 1-based line number in the file. */
  line: number;
}

/** Options of {@link readTrecRun} and {@link readTrecRunLines}. */
export interface ReadTrecOptions {
  /** The file name used in error messages (default: the path as given). */
  displayName?: string;
}

/** What {@link readTrecRun} returns. */
export interface TrecRunFile {
  /** Ranking per query id (in order of first appearance), score descending, ties by corpus id ascending. */
  run: Map<string, ScoredItem[]>;
  /** Distinct run tags in order of first appearance. */
  tags: string[];
  /** Number of result lines read. */
  lines: number;
}

const RUN_COLUMNS = 'exactly 6 whitespace-separated columns (qid Q0 docno rank score tag)';
const INTEGER = /^[+-]?\d+$/;

/**
 * Streams the result lines of a TREC run file. Blank lines and lines starting with `#` are skipped.
 * A line with other than six columns, a rank that is not an integer or a score that is not a
 * finite number (`1e999`, `inf`, `nan` are refused) is a {@link SchemaError} naming the file and line.
 */
export async function* readTrecRunLines(path: string, options: ReadTrecOptions = {}): AsyncGenerator<TrecRunLine, void, undefined> {
  const file = options.displayName ?? path;
  for await (const { text, line } of readTextLines(path, file)) {
    const fields = splitFields(text);
    if (fields.length === 0 || (fields[0] as string).startsWith('#')) continue;
    if (fields.length !== 6) throw new SchemaError({ file, line, field: 'columns' }, RUN_COLUMNS, `${fields.length} column${fields.length === 1 ? '' : 's'}`);
    const [queryId, iteration, corpusId, rankText, scoreText, tag] = fields as [string, string, string, string, string, string];
    if (!INTEGER.test(rankText)) throw new SchemaError({ file, line, field: 'rank' }, 'an integer', JSON.stringify(rankText));
    const score = Number(scoreText);
    // `1e999` parses as Infinity and `nan` as NaN: neither orders a ranking, and a results file cannot hold them.
    if (!Number.isFinite(score)) throw new SchemaError({ file, line, field: 'score' }, 'a finite number', JSON.stringify(scoreText));
    yield { queryId, iteration, corpusId, rank: Number(rankText), score, tag, line };
  }
}

/**
 * Reads a TREC run file into a {@link TrecRunFile}. Like trec_eval, the rank column is ignored:
 * each query's results are ordered by score descending (ties by corpus id ascending, the
 * `@execret/core` order; evaluate with `ties: 'trec_eval'` for trec_eval's order). A docno listed
 * twice for one query is a {@link SchemaError} naming both lines (trec_eval rejects it too).
 */
export async function readTrecRun(path: string, options: ReadTrecOptions = {}): Promise<TrecRunFile> {
  const file = options.displayName ?? path;
  const queries = new Map<string, { items: ScoredItem[]; lines: number[] }>();
  const tags: string[] = [];
  const seenTags = new Set<string>();
  let count = 0;
  for await (const row of readTrecRunLines(path, options)) {
    let query = queries.get(row.queryId);
    if (query === undefined) {
      query = { items: [], lines: [] };
      queries.set(row.queryId, query);
    }
    query.items.push({ corpusId: row.corpusId, score: row.score });
    query.lines.push(row.line);
    if (!seenTags.has(row.tag)) {
      seenTags.add(row.tag);
      tags.push(row.tag);
    }
    count += 1;
  }
  const run = new Map<string, ScoredItem[]>();
  for (const [queryId, { items, lines }] of queries) {
    const byId = items.map((_, index) => index).sort((left, right) => compareCodeUnits((items[left] as ScoredItem).corpusId, (items[right] as ScoredItem).corpusId) || (lines[left] as number) - (lines[right] as number));
    for (let index = 1; index < byId.length; index += 1) {
      const earlier = byId[index - 1] as number;
      const later = byId[index] as number;
      if ((items[earlier] as ScoredItem).corpusId === (items[later] as ScoredItem).corpusId) {
        throw new SchemaError(
          { file, line: lines[later] as number, field: 'docno' },
          `a docno not already listed for query "${queryId}" (it is on line ${lines[earlier] as number})`,
          JSON.stringify((items[later] as ScoredItem).corpusId),
        );
      }
    }
    run.set(queryId, items.sort(compareScoredItems));
  }
  return { run, tags, lines: count };
}
