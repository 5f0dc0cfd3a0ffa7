import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidArgumentError, readBundle, writeJsonl, writeLinesAtomic } from '@execret/core';
import { judgementsFromQueries } from '@execret/metrics';
import { runQrels } from './quality-metrics.js';
import { resolveRunAxes, runAxesRecord, type RunAxes, type RunAxesRecord } from './run-axes.js';
import { directedBundle } from './search-direction.js';

/** The files of a BEIR folder, relative to it. */
export const BEIR_FILES = { corpus: 'corpus.jsonl', queries: 'queries.jsonl', qrels: 'qrels/test.tsv' } as const;

/** The header line of BEIR's `qrels/<split>.tsv` (tab-separated). */
export const BEIR_QRELS_HEADER = 'query-id\tcorpus-id\tscore';

/** What {@link writeBeirFolder} wrote. */
export interface BeirExport {
  /** The folder written (as given). */
  directory: string;
  /** The axes of the export: style, direction, qrels grades (depth and gzip do not apply). */
  axes: Pick<RunAxesRecord, 'query_style' | 'direction' | 'qrels' | 'query_language' | 'pool_language'>;
  /** Lines of `corpus.jsonl`. */
  corpus: number;
  /** Lines of `queries.jsonl`. */
  queries: number;
  /** Rows of `qrels/test.tsv` (the header aside). */
  qrels: number;
}

const SEPARATORS = /[\t\r\n]/;

/**
 * Writes a bundle in the BEIR layout that BEIR's `GenericDataLoader`, CoIR-style loaders and an
 * MTEB `AbsTaskRetrieval` subclass read: `corpus.jsonl` (`_id`, `title` (empty), `text`: the
 * snippet's code), `queries.jsonl` (`_id`, `text`) and `qrels/test.tsv` (header
 * `query-id corpus-id score`, tab-separated, integer scores: the grades of `runs/qrels.txt`,
 * `binary` 1 / 0 or `graded` 2 / 1, every query listed). The direction and query style shape the
 * benchmark exactly as `execret run` does (`directedBundle`): code-to-text writes the task
 * descriptions as the corpus and the canonicals as queries. Files are written atomically; the
 * same bundle and axes give the same bytes.
 *
 * @throws InvalidArgumentError when the folder holds files and `force` is not set, or an id contains a tab or line break.
 */
export async function writeBeirFolder(bundlePath: string, directory: string, given: Partial<Pick<RunAxes, 'queryStyle' | 'direction' | 'qrels' | 'queryLanguage' | 'poolLanguage'>>, force = false): Promise<BeirExport> {
  const axes = resolveRunAxes(given);
  const { bundle: whole } = await readBundle(bundlePath);
  const bundle = directedBundle(whole, whole.queries, axes);
  const existing = await readdir(directory).catch(() => []);
  if (existing.length > 0 && !force) throw new InvalidArgumentError(`${directory} is not empty (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', …' : ''}); use --force to write into it`);
  for (const id of [...bundle.queries.map((query) => query.query_id), ...bundle.corpus.map((row) => row.corpus_id)]) {
    if (SEPARATORS.test(id)) throw new InvalidArgumentError(`id ${JSON.stringify(id)} contains a tab or line break, which qrels/test.tsv cannot hold`);
  }
  await mkdir(join(directory, 'qrels'), { recursive: true });
  const corpus = await writeJsonl(join(directory, BEIR_FILES.corpus), bundle.corpus.map((row) => ({ _id: row.corpus_id, title: '', text: row.code })));
  const queries = await writeJsonl(join(directory, BEIR_FILES.queries), bundle.queries.map((query) => ({ _id: query.query_id, text: query.query })));
  const qrels = runQrels(judgementsFromQueries(bundle.queries), axes.qrels);
  const rows: string[] = [];
  for (const [queryId, judged] of qrels) for (const [corpusId, score] of judged) rows.push(`${queryId}\t${corpusId}\t${score}`);
  await writeLinesAtomic(join(directory, BEIR_FILES.qrels), [BEIR_QRELS_HEADER, ...rows]);
  const record = runAxesRecord(axes);
  return { directory, axes: { query_style: record.query_style, direction: record.direction, qrels: record.qrels, ...(record.query_language === undefined ? {} : { query_language: record.query_language, pool_language: record.pool_language as string }) }, corpus: corpus.rows, queries: queries.rows, qrels: rows.length };
}
