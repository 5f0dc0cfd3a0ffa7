import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  BUNDLE_FILES,
  BundleError,
  DEFAULT_SEED,
  ExecretError,
  ExecretErrorCode,
  InvalidArgumentError,
  IoError,
  SchemaError,
  bundleSha256,
  describeValue,
  formatProblem,
  readBundle,
  writeJsonl,
  type Bundle,
} from '@execret/core';
import { collectHardNegatives, sentenceTransformersRecords, tripletRecords, type HardNegativeCounts, type SentenceTransformersRecords, type SkippedSnippet } from '@execret/datasets';
import { openLocalOracle, VerdictBook } from '@execret/oracle';
import type { RepoVerdictBook } from '@execret/repo';
import { readRepoSnapshot, repoAwareVerdicts } from '../repo-verdicts.js';
import { checkedRun } from '../checked-run.js';
import { parseResultsFile } from '@execret/report';
import { Option, type Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import { interruptible } from '../interruptible.js';
import type { CommandIo } from '../io.js';
import { nonNegativeInteger, positiveInteger } from '../option-parsers.js';
import { createProgress } from '../progress.js';
import { runBeirExport } from '../beir-export-command.js';
import type { RunAxesCliOptions } from '../run-axes.js';
import { resolveBundlePath } from './run.js';
import { defaultVerifyCache } from './verify.js';

/** The layouts `execret export` writes. */
export const EXPORT_FORMATS = ['triplets', 'sentence-transformers', 'beir'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Cross-query negatives per query when `--results` is given without `--cross-query`. */
export const DEFAULT_CROSS_QUERY = 3;

/** Options of `execret export`. */
export interface ExportCommandOptions extends Pick<RunAxesCliOptions, 'queryStyle' | 'direction' | 'qrels' | 'queryLanguage' | 'poolLanguage'> {
  format: ExportFormat;
  /** The JSONL file to write. */
  out: string;
  /** A `results/<system>.json` whose `top_results` give the cross-query candidates. */
  results?: string;
  /** Cross-query negatives per query (default {@link DEFAULT_CROSS_QUERY} with `results`). */
  crossQuery?: number;
  /** Execution cache folder for cross-query verdicts (default: see `defaultVerifyCache`). */
  cache?: string;
  /** sentence-transformers: negatives per row (default 1). */
  negativesPerRow?: number;
  /** Seed of the choice of negatives when a group has more than fit one row. */
  seed?: number;
  /** Replace existing output files. */
  force?: boolean;
  /** Print the {@link ExportReport} as JSON. */
  json?: boolean;
}

/** What `execret export --json` prints. */
export interface ExportReport {
  format: 'execret-export-report';
  /** The bundle folder read (absolute). */
  bundle: string;
  layout: ExportFormat;
  /** The file written (absolute). */
  out: string;
  /** sentence-transformers: the row-aligned file of ids, bug types and sources (absolute). */
  ids_file?: string;
  /** sentence-transformers: the columns of every row, in order. */
  columns?: string[];
  /** Lines written to `out`. */
  rows_written: number;
  /** The results file cross-query negatives came from, as given. */
  results?: string;
  cross_query: number;
  counts: HardNegativeCounts;
  skipped: SkippedSnippet[];
  /** sentence-transformers with more than one negative per row: (query, positive) groups with too few negatives, left out. */
  short_groups?: SentenceTransformersRecords['shortGroups'];
  /**
   * sentence-transformers: (query, canonical) pairs written in more than one row (one per negative),
   * and the most rows one pair has; absent when every pair is in one row.
   */
  repeated_pairs?: { pairs: number; most_rows: number };
}

/** `train.jsonl` → `train.ids.jsonl`; another name gets `.ids.jsonl` appended. */
export function idsFilePath(out: string): string {
  return out.endsWith('.jsonl') ? `${out.slice(0, -'.jsonl'.length)}.ids.jsonl` : `${out}.ids.jsonl`;
}

/**
 * Reads a `results/<system>.json` (checked by `@execret/report`'s `parseResultsFile`) and returns
 * each query's `top_results` corpus ids in rank order. Every query id and corpus id must exist in
 * the bundle, and a recorded `execret.bundle_sha256` must be the bundle's. A query whose listed
 * `similarity` values are not in descending order (a file written before `run` sorted every
 * output) is put in the documented order, score descending, ties by corpus id ascending, by the
 * code `run` uses (`checkedRun`); a query already in descending order, or without similarities,
 * keeps the file's order (its ties were broken on unrounded scores).
 *
 * @throws IoError when the file cannot be read; SchemaError naming the file and field otherwise;
 *   AbortedError when `abortSignal` fires while it sorts.
 */
export async function readResultRankings(path: string, bundle: Pick<Bundle, 'queries' | 'corpus'>, bundleDirectory: string, abortSignal?: AbortSignal): Promise<Map<string, string[]>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new IoError(`cannot read ${path}: ${(error as Error).message}`, { file: path }, error);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SchemaError({ file: path, field: '(file)' }, 'a JSON document', `invalid JSON (${(error as Error).message})`);
  }
  const parsed = parseResultsFile(value, path);
  if (parsed.bundleSha256 !== undefined) {
    const { sha256 } = await bundleSha256(bundleDirectory);
    if (sha256 !== parsed.bundleSha256) throw new SchemaError({ file: path, field: 'execret.bundle_sha256' }, `the content hash of the bundle given (${sha256}): these results are of another bundle`, parsed.bundleSha256);
  }
  const queryIds = new Set(bundle.queries.map((query) => query.query_id));
  const corpusIds = new Set(bundle.corpus.map((row) => row.corpus_id));
  const rankings = new Map<string, string[]>();
  // parseResultsFile has checked the shape of every entry read here.
  const entries = (value as { per_query: Array<{ query_id: string; top_results?: Array<{ corpus_id: string; similarity?: number }> }> }).per_query;
  const unsorted = new Map<string, Array<{ corpusId: string; score: number }>>();
  entries.forEach((entry, index) => {
    if (!queryIds.has(entry.query_id)) throw new SchemaError({ file: path, field: `per_query[${index}].query_id` }, 'a query id of the bundle', describeValue(entry.query_id));
    const listed = entry.top_results ?? [];
    const ranking = listed.map((result, position) => {
      if (!corpusIds.has(result.corpus_id)) throw new SchemaError({ file: path, field: `per_query[${index}].top_results[${position}].corpus_id` }, 'a corpus id of the bundle', describeValue(result.corpus_id));
      return result.corpus_id;
    });
    rankings.set(entry.query_id, ranking);
    const scored = listed.every((result) => result.similarity !== undefined);
    if (scored && listed.some((result, position) => position > 0 && (result.similarity as number) > (listed[position - 1]?.similarity as number))) {
      unsorted.set(entry.query_id, listed.map((result) => ({ corpusId: result.corpus_id, score: result.similarity as number })));
    }
  });
  if (unsorted.size > 0) {
    for (const [queryId, items] of await checkedRun(path, unsorted, abortSignal)) rankings.set(queryId, items.map((item) => item.corpusId));
  }
  return rankings;
}

/**
 * Reads the bundle and requires its `execution_cache.jsonl`. On a bundle error each problem is
 * printed as `error: file:line: …` first (the CLI's one-line error only counts them).
 */
async function readVerifiableBundle(path: string, io: CommandIo, abortSignal: AbortSignal | undefined): Promise<{ bundle: Bundle; directory: string }> {
  try {
    const { bundle, directory } = await readBundle(path, { abortSignal });
    if (bundle.executionCache === undefined) {
      throw new BundleError([
        { kind: 'missing-file', location: { file: join(directory, BUNDLE_FILES.executionCache) }, message: `no ${BUNDLE_FILES.executionCache}: negatives cannot be verified without recorded verdicts (execret build writes one)` },
      ]);
    }
    return { bundle, directory };
  } catch (error) {
    if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.BUNDLE_INVALID) {
      for (const problem of (error as BundleError).problems) io.stderr(`error: ${formatProblem(problem)}\n`);
    }
    throw error;
  }
}

async function refuseExisting(paths: readonly string[], force: boolean | undefined): Promise<void> {
  if (force === true) return;
  for (const path of paths) {
    const found = await stat(path).catch(() => undefined);
    if (found !== undefined) throw new InvalidArgumentError(`${path} exists; use --force to replace it`);
  }
}

/**
 * `execret export <bundle>`: writes training rows (query, canonical, verified negative) as JSONL in
 * the `triplets` or `sentence-transformers` layout and prints a summary. Returns the exit code.
 */
export async function runExport(bundleArgument: string, options: ExportCommandOptions, io: CommandIo, abortSignal?: AbortSignal): Promise<number> {
  if (options.format === 'beir' || options.queryStyle !== undefined || options.direction !== undefined || options.qrels !== undefined || options.queryLanguage !== undefined || options.poolLanguage !== undefined) return runBeirExport(bundleArgument, options, io);
  if (options.crossQuery !== undefined && options.results === undefined) throw new InvalidArgumentError('--cross-query needs --results <results/<system>.json> to take the negatives from');
  if (options.cache !== undefined && options.results === undefined) throw new InvalidArgumentError('--cache is only used with --results (cross-query verdicts)');
  if (options.negativesPerRow !== undefined && options.format !== 'sentence-transformers') throw new InvalidArgumentError('--negatives-per-row applies to --format sentence-transformers only');
  const out = resolve(options.out);
  const idsFile = options.format === 'sentence-transformers' ? idsFilePath(out) : undefined;
  await refuseExisting(idsFile === undefined ? [out] : [out, idsFile], options.force);

  const { bundle, directory } = await readVerifiableBundle(resolveBundlePath(bundleArgument), io, abortSignal);

  const crossQuery = options.results === undefined ? 0 : (options.crossQuery ?? DEFAULT_CROSS_QUERY);
  const rankings = options.results === undefined ? undefined : await readResultRankings(options.results, bundle, directory, abortSignal);
  const progress = createProgress(io, { quiet: options.json });
  const local = rankings === undefined || crossQuery === 0 ? undefined : openLocalOracle(resolve(options.cache ?? defaultVerifyCache(bundleArgument)), { onWarning: (message) => progress.note(`warning: ${message}`) });
  let set: Awaited<ReturnType<typeof collectHardNegatives>>;
  // A repository bundle's cross-query verdicts run its project's tests (see repo-verdicts.ts).
  const repoBooks: RepoVerdictBook[] = [];
  const repoSnapshot = local === undefined ? undefined : await readRepoSnapshot(directory, bundle);
  try {
    let tick: ((done: number) => void) | undefined;
    let last = 0;
    set = await collectHardNegatives(bundle, {
      ...(rankings === undefined ? {} : { rankings, crossQuery }),
      ...(local === undefined ? {} : { verdicts: repoAwareVerdicts(bundle, new VerdictBook(bundle, local.oracle), repoSnapshot, repoBooks) }),
      abortSignal,
      // One stage per round of executions (a round replaces candidates that passed).
      onProgress: (done, total) => {
        if (tick === undefined || done <= last) tick = progress.stage('export: cross-query verdicts', total);
        last = done;
        tick(done);
      },
    });
    progress.done();
  } finally {
    for (const repoBook of repoBooks) await repoBook.dispose();
    await local?.dispose();
  }

  const report: ExportReport = {
    format: 'execret-export-report',
    bundle: directory,
    layout: options.format,
    out,
    rows_written: 0,
    ...(options.results === undefined ? {} : { results: options.results }),
    cross_query: crossQuery,
    counts: set.counts,
    skipped: set.skipped,
  };
  if (options.format === 'triplets') {
    report.rows_written = (await writeJsonl(out, tripletRecords(set.rows))).rows;
  } else {
    const layout = sentenceTransformersRecords(set.rows, { negativesPerRow: options.negativesPerRow ?? 1, seed: options.seed ?? DEFAULT_SEED });
    report.rows_written = (await writeJsonl(out, layout.records)).rows;
    await writeJsonl(idsFile as string, layout.ids);
    Object.assign(report, { ids_file: idsFile, columns: layout.columns, ...(options.negativesPerRow === undefined || options.negativesPerRow === 1 ? {} : { short_groups: layout.shortGroups }) });
    // One negative per row repeats each (anchor, positive) pair: in one batch, an in-batch-negative
    // loss would take a repeated positive as a negative of its own anchor.
    const rowsPerPair = new Map<string, number>();
    for (const row of layout.ids) rowsPerPair.set(`${row.query_id}\t${row.positive_id}`, (rowsPerPair.get(`${row.query_id}\t${row.positive_id}`) ?? 0) + 1);
    const repeated = [...rowsPerPair.values()].filter((count) => count > 1);
    if (repeated.length > 0) report.repeated_pairs = { pairs: repeated.length, most_rows: Math.max(...repeated) };
  }
  if (options.json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else io.stdout(formatExportReport(report));
  return EXIT_CODES.OK;
}

function counted(record: Record<string, number>): string {
  const entries = Object.entries(record);
  return entries.length === 0 ? 'none' : entries.map(([key, count]) => `${key} ${count}`).join(', ');
}

/** The summary `execret export` prints. */
export function formatExportReport(report: ExportReport): string {
  const { counts } = report;
  const lines = [
    `bundle       ${report.bundle}`,
    `queries      ${counts.queries} (${counts.queriesWithRows} with rows; ${counts.positives} canonical${counts.positives === 1 ? '' : 's'} recorded as passing)`,
    `distractors  ${counts.distractorNegatives} of ${counts.pairedDistractors} paired distractors kept, each recorded as failing its query's tests`,
    `bug types    ${counted(counts.distractorsByBugType)}`,
    report.results === undefined
      ? 'cross-query  none (no --results)'
      : `cross-query  ${counts.crossQueryNegatives} (up to ${report.cross_query} per query from ${report.results}, each failing the query's tests)`,
    `skipped      ${counted(counts.skipped)}`,
  ];
  if (report.repeated_pairs !== undefined) {
    lines.push(
      `repeated     ${report.repeated_pairs.pairs} (query, canonical) pairs are in several rows (up to ${report.repeated_pairs.most_rows}, one per negative): with an in-batch-negative loss (MultipleNegativesRankingLoss) train with batch_sampler=BatchSamplers.NO_DUPLICATES, or write one row per pair with --negatives-per-row <n>`,
    );
  }
  if (report.short_groups !== undefined && report.short_groups.length > 0) lines.push(`short        ${report.short_groups.length} (query, canonical) groups with fewer negatives than a row holds, left out`);
  lines.push(
    '',
    report.layout === 'triplets'
      ? `wrote ${report.rows_written} rows (triplets) to ${report.out}`
      : `wrote ${report.rows_written} rows (sentence-transformers: ${(report.columns ?? []).join(', ')}) to ${report.out}; ids, bug types and sources per row in ${report.ids_file}`,
  );
  return `${lines.join('\n')}\n`;
}

/** Adds `execret export <bundle>` to the program. */
export function registerExportCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('export')
    .description('write training rows: each query with its canonical and negatives verified by execution to fail its tests')
    .argument('<bundle>', 'builtin, builtin:typescript, or a bundle folder')
    .addOption(new Option('--format <layout>', 'row layout').choices([...EXPORT_FORMATS]).makeOptionMandatory())
    .requiredOption('--out <file>', 'JSONL file to write (beir: a folder)')
    .option('--results <file>', 'a results/<system>.json: add cross-query negatives from its top results')
    .addOption(new Option('--cross-query <n>', `cross-query negatives per query (default ${DEFAULT_CROSS_QUERY} with --results)`).argParser(nonNegativeInteger))
    .option('--cache <dir>', 'execution cache for cross-query verdicts (default: <bundle>/../.execret-cache; ./.execret-cache for builtin bundles)')
    .addOption(new Option('--negatives-per-row <n>', 'sentence-transformers: negatives per row (default 1)').argParser(positiveInteger))
    .addOption(new Option('--seed <n>', 'seed of the choice of negatives when a query has more than a row holds').argParser(nonNegativeInteger).default(DEFAULT_SEED))
    .option('--force', 'replace existing output files')
    .addOption(new Option('--query-style <style>', 'beir: how each query is written (as for run)').choices(['docstring', 'summary', 'keywords', 'signature']))
    .addOption(new Option('--direction <direction>', 'beir: what is searched with what (as for run)').choices(['text-to-code', 'code-to-code', 'code-to-text']))
    .addOption(new Option('--qrels <scheme>', 'beir: binary (canonical 1, paired distractors 0) or graded (2, 1) scores in qrels/test.tsv').choices(['binary', 'graded']))
    .option('--query-language <language>', 'beir, cross-language code-to-code: the language of the queries (as for run)')
    .option('--pool-language <language>', 'beir, cross-language code-to-code: the language of the corpus (as for run)')
    .option('--json', 'print a machine-readable summary')
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (bundle: string, options: ExportCommandOptions) => {
      const { signal, release } = interruptible();
      try {
        setExitCode(await runExport(bundle, options, io, signal));
      } finally {
        release();
      }
    });
}
