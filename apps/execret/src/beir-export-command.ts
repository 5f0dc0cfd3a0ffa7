import { resolve } from 'node:path';
import { InvalidArgumentError } from '@execret/core';
import { EXIT_CODES } from './exit-codes.js';
import type { CommandIo } from './io.js';
import { writeBeirFolder } from './beir-export.js';
import { runAxesFromOptions, type RunAxesCliOptions } from './run-axes.js';
import { resolveBundlePath } from './commands/run.js';

/** The options of `execret export` that `--format beir` reads. */
export interface BeirExportCommandOptions extends Pick<RunAxesCliOptions, 'queryStyle' | 'direction' | 'qrels' | 'queryLanguage' | 'poolLanguage'> {
  format: string;
  out: string;
  results?: string;
  crossQuery?: number;
  negativesPerRow?: number;
  force?: boolean;
  json?: boolean;
}

/**
 * `execret export <bundle> --format beir --out <dir>`: the BEIR folder of `writeBeirFolder`, with
 * `--query-style`, `--direction`, `--qrels`, `--query-language` and `--pool-language` as for `run`. Prints a summary (or `--json`).
 *
 * @throws InvalidArgumentError for options of the training layouts, or the axes options without `--format beir`.
 */
export async function runBeirExport(bundleArgument: string, options: BeirExportCommandOptions, io: CommandIo): Promise<number> {
  if (options.format !== 'beir') throw new InvalidArgumentError('--query-style, --direction, --qrels, --query-language and --pool-language apply to --format beir only');
  const misplaced = [options.results === undefined ? undefined : '--results', options.crossQuery === undefined ? undefined : '--cross-query', options.negativesPerRow === undefined ? undefined : '--negatives-per-row'].filter((flag) => flag !== undefined);
  if (misplaced.length > 0) throw new InvalidArgumentError(`${misplaced.join(', ')} do${misplaced.length === 1 ? 'es' : ''} not apply to --format beir`);
  const written = await writeBeirFolder(resolveBundlePath(bundleArgument), resolve(options.out), runAxesFromOptions(options), options.force === true);
  if (options.json) io.stdout(`${JSON.stringify({ format: 'execret-beir-export', ...written }, null, 2)}\n`);
  else {
    io.stdout(
      `wrote ${written.directory}: corpus.jsonl (${written.corpus} documents), queries.jsonl (${written.queries} queries), qrels/test.tsv (${written.qrels} ${written.axes.qrels} judgements); ` +
        `query style ${written.axes.query_style}, direction ${written.axes.direction}\n`,
    );
  }
  return EXIT_CODES.OK;
}
