import { InvalidArgumentError, type CorpusRow, type QueryRow } from '@execret/core';
import type { QueryStyle } from './run-axes.js';

/** How many keywords the `keywords` style keeps per query. */
export const KEYWORD_COUNT = 5;

/**
 * English function words and the verbs every task description starts with ("return", "given"),
 * which say nothing about what a snippet does. Lower case.
 */
export const KEYWORD_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also an and any are as at be because been before being below between both but by can could did do does doing down during each either else ' +
    'every few for from further given had has have having he her here hers him his how i if in into is it its itself just least may me might more most must my no nor not now of off on ' +
    'once one only or other otherwise our out over own same shall she should so some such than that the their them then there these they this those through to too under until up upon ' +
    'us very was we were what when where whether which while who whom why will with without would you your return returns returning tell'
  ).split(' '),
);

// Words: runs of letters and digits (underscores join identifiers), lower-cased.
const WORD = /[\p{L}\p{N}_]+/gu;

/** The words of a text, lower-cased, in order (see {@link keywordsOf}). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((word) => word.length >= 2 && !/^_+$/.test(word));
}

/**
 * Document frequency of every content word over a set of texts: in how many texts it appears.
 */
export function keywordFrequencies(texts: Iterable<string>): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(wordsOf(text))) if (!KEYWORD_STOP_WORDS.has(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return frequency;
}

/**
 * The `keywords` style: the query's distinct content words (lower-cased runs of letters, digits
 * and `_` of at least two characters, not in {@link KEYWORD_STOP_WORDS}), the rarest across the
 * bundle's queries first (fewest queries containing the word; equal counts in order of first
 * appearance in the query), at most {@link KEYWORD_COUNT}, joined by spaces. A query with no content
 * word keeps its words as they are.
 */
export function keywordsOf(text: string, frequencies: ReadonlyMap<string, number>, count = KEYWORD_COUNT): string {
  const words = [...new Set(wordsOf(text))];
  const content = words.filter((word) => !KEYWORD_STOP_WORDS.has(word));
  if (content.length === 0) return words.slice(0, count).join(' ');
  const order = new Map(content.map((word, index) => [word, index]));
  return content
    .sort((left, right) => (frequencies.get(left) ?? 0) - (frequencies.get(right) ?? 0) || (order.get(left) as number) - (order.get(right) as number))
    .slice(0, count)
    .join(' ');
}

/**
 * The `summary` style: the text up to and including the first `.`, `!` or `?` that is followed by
 * whitespace or ends the text, with runs of whitespace collapsed; the whole text when there is none.
 */
export function summaryOf(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  const end = /[.!?](?=\s|$)/.exec(flat);
  return end === null ? flat : flat.slice(0, end.index + 1);
}

/**
 * The `signature` style: the entry point's name and its parameter list as the canonical writes it
 * (`first_at_least(items, target)`): the first `<entry point>(` in the canonical code and the text
 * up to its matching `)`, whitespace collapsed. Works for every language whose functions are
 * declared `name(params)` (Python, TypeScript, JavaScript, Go, Java, Rust, C++).
 *
 * @throws InvalidArgumentError when the query has no `metadata.entry_point`, no canonical, or the canonical does not contain `<entry point>(`.
 */
export function signatureOf(query: QueryRow, canonical: CorpusRow | undefined): string {
  const entryPoint = query.metadata['entry_point'];
  if (typeof entryPoint !== 'string' || entryPoint === '') throw new InvalidArgumentError(`--query-style signature: query ${query.query_id} has no metadata.entry_point`);
  if (canonical === undefined) throw new InvalidArgumentError(`--query-style signature: query ${query.query_id} has no canonical in the corpus`);
  const escaped = entryPoint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = new RegExp(`(?<![\\w$])${escaped}\\s*(?:<[^()]*>)?\\s*\\(`).exec(canonical.code);
  if (start === null) throw new InvalidArgumentError(`--query-style signature: the canonical ${canonical.corpus_id} of query ${query.query_id} does not declare ${entryPoint}(…)`);
  const open = start.index + start[0].length - 1;
  let depth = 0;
  for (let index = open; index < canonical.code.length; index += 1) {
    const character = canonical.code[index];
    if (character === '(') depth += 1;
    else if (character === ')') {
      depth -= 1;
      if (depth === 0) return `${entryPoint}${canonical.code.slice(open, index + 1).replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')')}`;
    }
  }
  throw new InvalidArgumentError(`--query-style signature: the parameter list of ${entryPoint} in ${canonical.corpus_id} is not closed`);
}

/**
 * The text of every query in a style, by query id. `allQueries` are the bundle's queries (the
 * keyword frequencies count all of them, so a query subset does not change a query's keywords);
 * `queries` those to write.
 */
export function styledQueryTexts(queries: readonly QueryRow[], style: QueryStyle, bundle: { queries: readonly QueryRow[]; corpus: readonly CorpusRow[] }): Map<string, string> {
  if (style === 'docstring') return new Map(queries.map((query) => [query.query_id, query.query]));
  if (style === 'summary') return new Map(queries.map((query) => [query.query_id, summaryOf(query.query)]));
  if (style === 'keywords') {
    const frequencies = keywordFrequencies(bundle.queries.map((query) => query.query));
    return new Map(queries.map((query) => [query.query_id, keywordsOf(query.query, frequencies)]));
  }
  const corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  return new Map(queries.map((query) => [query.query_id, signatureOf(query, corpusById.get(query.correct_corpus_ids[0] ?? ''))]));
}
