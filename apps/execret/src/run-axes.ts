import { InvalidArgumentError } from '@execret/core';
import { Option, type Command } from 'commander';

/** The query styles of `run --query-style` (see `query-style.ts`). */
export const QUERY_STYLES = ['docstring', 'summary', 'keywords', 'signature'] as const;
/** How the query text is written: the bundle's docstring, its first sentence, a few keywords, or the entry point's signature. */
export type QueryStyle = (typeof QUERY_STYLES)[number];

/** The search directions of `run --direction` (see `search-direction.ts`). */
export const SEARCH_DIRECTIONS = ['text-to-code', 'code-to-code', 'code-to-text'] as const;
/** What is searched with what: a description for code, a buggy snippet for its fix, code for its description. */
export type SearchDirection = (typeof SEARCH_DIRECTIONS)[number];

/** The relevance of `runs/qrels.txt` (`run --qrels`). */
export const QRELS_SCHEMES = ['binary', 'graded'] as const;
/** `binary`: canonical 1, paired distractors 0; `graded`: canonical 2, paired distractors 1. */
export type QrelsScheme = (typeof QRELS_SCHEMES)[number];

/** trec_eval's own cut: it reads at most 1,000 results per query. */
export const DEFAULT_RUN_DEPTH = 1000;

/** The settings of a run along the axes the field measures (issue 29), all with defaults. */
export interface RunAxes {
  /** How each query's text is written (default `docstring`: the bundle's text). */
  queryStyle: QueryStyle;
  /** What is searched with what (default `text-to-code`). */
  direction: SearchDirection;
  /** Grades of `runs/qrels.txt` (default `binary`). */
  qrels: QrelsScheme;
  /** Results per query kept in `runs/<system>.trec` (default 1,000). */
  runDepth: number;
  /** Write `runs/<system>.trec.gz` instead of `.trec` (default false). */
  runGzip: boolean;
  /** Cross-language code-to-code: the language of the query snippets (with `poolLanguage`). */
  queryLanguage?: string;
  /** Cross-language code-to-code: the language of the pool and of the tests that judge it (with `queryLanguage`). */
  poolLanguage?: string;
}

/** The defaults: the bundle's queries, text to code, binary qrels, 1,000 results per query, plain text. */
export const DEFAULT_RUN_AXES: RunAxes = { queryStyle: 'docstring', direction: 'text-to-code', qrels: 'binary', runDepth: DEFAULT_RUN_DEPTH, runGzip: false };

function oneOf<T extends string>(option: string, allowed: readonly T[], value: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new InvalidArgumentError(`${option} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  return value as T;
}

/**
 * Completes and checks the axes of a run.
 *
 * @throws InvalidArgumentError for an unknown style, direction or qrels scheme, or a depth that is not a positive integer.
 */
export function resolveRunAxes(given: Partial<RunAxes> | undefined): RunAxes {
  const axes = { ...DEFAULT_RUN_AXES, ...Object.fromEntries(Object.entries(given ?? {}).filter(([, value]) => value !== undefined)) } as RunAxes;
  oneOf('--query-style', QUERY_STYLES, axes.queryStyle);
  oneOf('--direction', SEARCH_DIRECTIONS, axes.direction);
  oneOf('--qrels', QRELS_SCHEMES, axes.qrels);
  if (!Number.isSafeInteger(axes.runDepth) || axes.runDepth < 1) throw new InvalidArgumentError(`--run-depth must be a positive integer, got ${String(axes.runDepth)}`);
  if ((axes.queryLanguage === undefined) !== (axes.poolLanguage === undefined)) throw new InvalidArgumentError('--query-language and --pool-language go together');
  if (axes.queryLanguage !== undefined) {
    if (axes.direction !== 'code-to-code') throw new InvalidArgumentError(`--query-language and --pool-language apply to --direction code-to-code, got ${axes.direction}`);
    if (axes.queryLanguage === axes.poolLanguage) throw new InvalidArgumentError(`--query-language and --pool-language must differ, got ${axes.queryLanguage} twice`);
  }
  return axes;
}

/** Parses the command-line values of the axes (`--query-style`, `--direction`, `--qrels`, `--run-depth`, `--run-gzip`). */
export function runAxesFromOptions(options: RunAxesCliOptions): Partial<RunAxes> {
  const axes: Partial<RunAxes> = {};
  if (options.queryStyle !== undefined) axes.queryStyle = oneOf('--query-style', QUERY_STYLES, options.queryStyle);
  if (options.direction !== undefined) axes.direction = oneOf('--direction', SEARCH_DIRECTIONS, options.direction);
  if (options.qrels !== undefined) axes.qrels = oneOf('--qrels', QRELS_SCHEMES, options.qrels);
  if (options.runDepth !== undefined) {
    if (!/^\d+$/.test(options.runDepth.trim())) throw new InvalidArgumentError(`--run-depth must be a positive integer, got ${JSON.stringify(options.runDepth)}`);
    axes.runDepth = Number(options.runDepth.trim());
  }
  if (options.runGzip === true) axes.runGzip = true;
  if (options.queryLanguage !== undefined) axes.queryLanguage = options.queryLanguage;
  if (options.poolLanguage !== undefined) axes.poolLanguage = options.poolLanguage;
  return axes;
}

/** How `config.json` (`axes`) and each results file (`execret.axes`) record the axes. */
export type RunAxesRecord = {
  query_style: QueryStyle;
  direction: SearchDirection;
  qrels: QrelsScheme;
  run_depth: number;
  run_gzip: boolean;
  /** Cross-language code-to-code only. */
  query_language?: string;
  pool_language?: string;
};

/** The record of the axes, for `config.json`, the results files and the reuse key. */
export function runAxesRecord(axes: RunAxes): RunAxesRecord {
  return {
    query_style: axes.queryStyle,
    direction: axes.direction,
    qrels: axes.qrels,
    run_depth: axes.runDepth,
    run_gzip: axes.runGzip,
    ...(axes.queryLanguage === undefined ? {} : { query_language: axes.queryLanguage }),
    ...(axes.poolLanguage === undefined ? {} : { pool_language: axes.poolLanguage }),
  };
}

/** The name of a system's run file in `runs/`: `<system>.trec`, or `<system>.trec.gz` with `runGzip`. */
export function runFileName(safeSystemId: string, gzip: boolean): string {
  return `${safeSystemId}.trec${gzip ? '.gz' : ''}`;
}

/**
 * Why a folder cannot take this run's axes: one folder holds one query style and one direction
 * (they define the benchmark, as the bundle does). `config.json` without `axes` was written with
 * the defaults. Undefined when they agree.
 */
export function runAxesFolderProblem(directory: string, config: Record<string, unknown> | undefined, axes: RunAxes): string | undefined {
  if (config === undefined) return undefined;
  const recorded = typeof config['axes'] === 'object' && config['axes'] !== null ? (config['axes'] as Record<string, unknown>) : {};
  const style = recorded['query_style'] ?? DEFAULT_RUN_AXES.queryStyle;
  const direction = recorded['direction'] ?? DEFAULT_RUN_AXES.direction;
  const found: string[] = [];
  if (style !== axes.queryStyle) found.push(`query style ${JSON.stringify(style)} (this run: ${JSON.stringify(axes.queryStyle)})`);
  if (direction !== axes.direction) found.push(`direction ${JSON.stringify(direction)} (this run: ${JSON.stringify(axes.direction)})`);
  const languages = (queryLanguage: unknown, poolLanguage: unknown): string => (queryLanguage === undefined ? 'one language' : `${String(queryLanguage)} queries on a ${String(poolLanguage)} pool`);
  const recordedLanguages = languages(recorded['query_language'], recorded['pool_language']);
  if (recordedLanguages !== languages(axes.queryLanguage, axes.poolLanguage)) found.push(`${recordedLanguages} (this run: ${languages(axes.queryLanguage, axes.poolLanguage)})`);
  if (found.length === 0) return undefined;
  return `${directory} holds results of another benchmark: config.json records ${found.join(' and ')}. One output folder holds one query style and one direction: use another --out, or add --force to start this folder afresh`;
}

/** The command-line values of the axes, as commander gives them. */
export interface RunAxesCliOptions {
  /** `--query-style`. */
  queryStyle?: string;
  /** `--direction`. */
  direction?: string;
  /** `--qrels`. */
  qrels?: string;
  /** `--run-depth`. */
  runDepth?: string;
  /** `--run-gzip`. */
  runGzip?: boolean;
  /** `--query-language`. */
  queryLanguage?: string;
  /** `--pool-language`. */
  poolLanguage?: string;
}

/** Adds the options of the axes to a command (`run` and `score`). */
export function addRunAxesOptions(command: Command): Command {
  return command
    .addOption(new Option('--query-style <style>', 'how each query is written: the docstring, its first sentence (summary), a few keywords, or the entry point\'s signature; one style per output folder').choices([...QUERY_STYLES]).default(undefined, 'docstring'))
    .addOption(new Option('--direction <direction>', 'what is searched with what: text-to-code, code-to-code (a buggy snippet finds its fix) or code-to-text (code finds its task description); one per output folder').choices([...SEARCH_DIRECTIONS]).default(undefined, 'text-to-code'))
    .addOption(new Option('--qrels <scheme>', 'grades of runs/qrels.txt: binary (canonical 1, paired distractors 0) or graded (2, 1)').choices([...QRELS_SCHEMES]).default(undefined, 'binary'))
    .option('--run-depth <n>', `results per query kept in runs/<system>.trec (default ${DEFAULT_RUN_DEPTH}, trec_eval's own cut; metrics use the whole ranking)`)
    .option('--run-gzip', 'write runs/<system>.trec.gz (gzip) instead of runs/<system>.trec')
    .option('--query-language <language>', "cross-language code-to-code: each task's canonical in this language searches the pool of --pool-language")
    .option('--pool-language <language>', 'cross-language code-to-code: the language of the pool, whose tests judge it (tasks matched by metadata.task_id without its language prefix)');
}

/** The style and direction a folder's `config.json` records (`axes`; the defaults when absent or unknown). */
export function runAxesFromConfig(config: Record<string, unknown> | undefined): Pick<RunAxes, 'queryStyle' | 'direction' | 'queryLanguage' | 'poolLanguage'> {
  const axes = typeof config?.['axes'] === 'object' && config['axes'] !== null ? (config['axes'] as Record<string, unknown>) : {};
  const style = axes['query_style'];
  const direction = axes['direction'];
  return {
    queryStyle: (QUERY_STYLES as readonly unknown[]).includes(style) ? (style as QueryStyle) : DEFAULT_RUN_AXES.queryStyle,
    direction: (SEARCH_DIRECTIONS as readonly unknown[]).includes(direction) ? (direction as SearchDirection) : DEFAULT_RUN_AXES.direction,
    ...(typeof axes['query_language'] === 'string' ? { queryLanguage: axes['query_language'] } : {}),
    ...(typeof axes['pool_language'] === 'string' ? { poolLanguage: axes['pool_language'] } : {}),
  };
}
