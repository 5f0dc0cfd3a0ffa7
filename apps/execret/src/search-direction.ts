import { InvalidArgumentError, type Bundle, type CorpusRow, type QueryRow, type Run, type TestOutcome } from '@execret/core';
import type { VerdictBook } from '@execret/oracle';
import { styledQueryTexts } from './query-style.js';
import type { RunAxes } from './run-axes.js';

/** Joins a task's query id and the corpus id of the snippet a code-to-code query is made of (`q_0001:c_0007`). */
export const CODE_QUERY_SEPARATOR = ':';

/** The verdict lookups `run` uses: the oracle's book, or task identity for code-to-text. */
export type RunVerdicts = Pick<VerdictBook, 'ensure' | 'get' | 'remember' | 'newRows'>;

/**
 * The benchmark a direction searches, as a bundle, so every later stage (systems, judging,
 * metrics, results, export) works unchanged:
 *
 * - `text-to-code`: the selected queries, their text in the chosen style; the pool is the corpus.
 * - `code-to-code` ("find the fix"): one query per (task, paired distractor): id
 *   `<query id>:<distractor id>`, text the distractor's code, the task's tests, its canonicals
 *   correct, its other distractors paired; the pool is the corpus, and {@link withoutOwnSnippets}
 *   removes each query's own snippet from its ranking. Judged by execution, like text-to-code.
 * - `code-to-text`: one query per canonical (id = the canonical's corpus id, text its code); the
 *   pool is every task description of the bundle (corpus id = the task's query id, text in the
 *   chosen style); relevant: its own task's description, judged by task identity (no execution:
 *   {@link taskIdentityVerdicts}).
 *
 * `selected` are the queries of the run (a subset of `bundle.queries`); the pool always comes from
 * the whole bundle.
 *
 * @throws InvalidArgumentError when a direction leaves no query (code-to-code without paired distractors) or a style does not apply (code-to-code queries are code).
 */
export function directedBundle(bundle: Bundle, selected: readonly QueryRow[], axes: Pick<RunAxes, 'direction' | 'queryStyle' | 'queryLanguage' | 'poolLanguage'>): Bundle {
  if (axes.direction === 'text-to-code') {
    const texts = styledQueryTexts(selected, axes.queryStyle, bundle);
    return { ...bundle, queries: selected.map((query) => ({ ...query, query: texts.get(query.query_id) as string })) };
  }
  const corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  if (axes.direction === 'code-to-code') {
    if (axes.queryStyle !== 'docstring') throw new InvalidArgumentError(`--query-style ${axes.queryStyle} does not apply to --direction code-to-code: its queries are code`);
    if (axes.queryLanguage !== undefined && axes.poolLanguage !== undefined) return crossLanguageBundle(bundle, selected, axes.queryLanguage, axes.poolLanguage);
    const queries: QueryRow[] = [];
    for (const query of selected) {
      for (const distractorId of query.paired_distractor_corpus_ids) {
        const distractor = corpusById.get(distractorId);
        if (distractor === undefined) throw new InvalidArgumentError(`query ${query.query_id}: paired distractor ${distractorId} is not in the corpus`);
        queries.push({
          ...query,
          query_id: `${query.query_id}${CODE_QUERY_SEPARATOR}${distractorId}`,
          query: distractor.code,
          paired_distractor_corpus_ids: query.paired_distractor_corpus_ids.filter((corpusId) => corpusId !== distractorId),
          metadata: { ...query.metadata, task_query_id: query.query_id, query_corpus_id: distractorId },
        });
      }
    }
    if (queries.length === 0) throw new InvalidArgumentError('--direction code-to-code: none of the selected queries has a paired distractor to search with');
    return { ...bundle, queries };
  }
  const texts = styledQueryTexts(bundle.queries, axes.queryStyle, bundle);
  const corpus: CorpusRow[] = bundle.queries.map((query) => ({ corpus_id: query.query_id, code: texts.get(query.query_id) as string, label: 'correct', source_entry_id: query.entry_id }));
  const queries: QueryRow[] = [];
  for (const query of selected) {
    for (const canonicalId of query.correct_corpus_ids) {
      const canonical = corpusById.get(canonicalId);
      if (canonical === undefined) throw new InvalidArgumentError(`query ${query.query_id}: canonical ${canonicalId} is not in the corpus`);
      queries.push({
        ...query,
        query_id: canonicalId,
        query: canonical.code,
        correct_corpus_ids: [query.query_id],
        paired_distractor_corpus_ids: [],
        metadata: { ...query.metadata, task_query_id: query.query_id, query_corpus_id: canonicalId },
      });
    }
  }
  // The corpus's execution cache is about code against tests: nothing of it applies to descriptions.
  const { executionCache: _unused, distractorMetadata: _none, ...rest } = bundle;
  return { ...rest, queries, corpus };
}

/** A query's language: `metadata.language`, python when absent (the study's files). */
export function queryLanguageOf(query: QueryRow): string {
  const language = query.metadata['language'];
  return typeof language === 'string' && language !== '' ? language : 'python';
}

/**
 * The key a task keeps across languages: its `metadata.task_id` (else its `entry_id`) without a
 * leading `<language>/` (`go/strings/reverse` and `python/strings/reverse` are one task).
 */
export function crossLanguageTaskKey(query: QueryRow): string {
  const taskId = query.metadata['task_id'];
  const id = typeof taskId === 'string' && taskId !== '' ? taskId : query.entry_id;
  const prefix = `${queryLanguageOf(query)}/`;
  return id.startsWith(prefix) ? id.slice(prefix.length) : id;
}

/**
 * Cross-language code-to-code: one query per canonical of each selected `queryLanguage` task that
 * has a `poolLanguage` counterpart (same {@link crossLanguageTaskKey}); id `<pool query id>:<canonical
 * id>`, text the canonical's code; the pool is the `poolLanguage` snippets only (a snippet's language
 * is its task's, by `source_entry_id`); correct are the counterpart's canonicals, paired its
 * distractors, and the counterpart's tests judge every hit, by execution.
 *
 * @throws InvalidArgumentError when no selected task of the query language has a counterpart in the pool language.
 */
function crossLanguageBundle(bundle: Bundle, selected: readonly QueryRow[], queryLanguage: string, poolLanguage: string): Bundle {
  const corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  const languageOfEntry = new Map(bundle.queries.map((query) => [query.entry_id, queryLanguageOf(query)]));
  const counterparts = new Map(bundle.queries.filter((query) => queryLanguageOf(query) === poolLanguage).map((query) => [crossLanguageTaskKey(query), query]));
  const queries: QueryRow[] = [];
  for (const query of selected) {
    if (queryLanguageOf(query) !== queryLanguage) continue;
    const target = counterparts.get(crossLanguageTaskKey(query));
    if (target === undefined) continue;
    for (const canonicalId of query.correct_corpus_ids) {
      const canonical = corpusById.get(canonicalId);
      if (canonical === undefined) throw new InvalidArgumentError(`query ${query.query_id}: canonical ${canonicalId} is not in the corpus`);
      queries.push({
        ...target,
        query_id: `${target.query_id}${CODE_QUERY_SEPARATOR}${canonicalId}`,
        query: canonical.code,
        metadata: { ...target.metadata, task_query_id: target.query_id, query_corpus_id: canonicalId, query_language: queryLanguage },
      });
    }
  }
  const languages = [...new Set(bundle.queries.map(queryLanguageOf))].sort();
  if (queries.length === 0) throw new InvalidArgumentError(`--query-language ${queryLanguage} --pool-language ${poolLanguage}: no selected ${queryLanguage} task has a ${poolLanguage} counterpart (tasks are matched by metadata.task_id without its language prefix; the bundle's languages: ${languages.join(', ')})`);
  const corpus = bundle.corpus.filter((row) => languageOfEntry.get(row.source_entry_id) === poolLanguage);
  return { ...bundle, queries, corpus };
}

/**
 * A code-to-code run without each query's own snippet (`metadata.query_corpus_id`): a query is
 * never its own answer. Other directions' runs are returned as they are.
 */
export function withoutOwnSnippets(run: Run, queries: readonly QueryRow[]): Run {
  const own = new Map<string, string>();
  for (const query of queries) {
    const corpusId = query.metadata['query_corpus_id'];
    if (typeof corpusId === 'string' && query.query_id.includes(CODE_QUERY_SEPARATOR)) own.set(query.query_id, corpusId);
  }
  if (own.size === 0) return run;
  return new Map([...run].map(([queryId, ranking]) => [queryId, own.has(queryId) ? ranking.filter((item) => item.corpusId !== own.get(queryId)) : ranking]));
}

/**
 * Verdicts by task identity, for code-to-text: a description "passes" a query when it is the
 * query's own task's (`correct_corpus_ids`), with no test outcomes; nothing is executed.
 */
export function taskIdentityVerdicts(bundle: Bundle): RunVerdicts {
  const correct = new Map(bundle.queries.map((query) => [query.query_id, new Set(query.correct_corpus_ids)]));
  const outcomes: TestOutcome[] = [];
  return {
    ensure: async () => 0,
    get: (queryId, corpusId) => {
      const relevant = correct.get(queryId);
      return relevant === undefined ? undefined : { passesAllTests: relevant.has(corpusId), testResults: outcomes };
    },
    remember: () => undefined,
    newRows: () => [],
  };
}

/** The verdicts a direction is judged by: execution through the book, or task identity for code-to-text. */
export function verdictsFor(direction: RunAxes['direction'], bundle: Bundle, book: () => RunVerdicts): RunVerdicts {
  return direction === 'code-to-text' ? taskIdentityVerdicts(bundle) : book();
}
