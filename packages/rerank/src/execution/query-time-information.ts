import { InvalidArgumentError, LANGUAGES, type Language, type RetrievalQuery } from '@execret/core';

/**
 * A query as a second stage receives it: core's `RetrievalQuery` plus, when the caller passes it,
 * the bundle row's `metadata` (examples, entry point, language, test setup). Never the test suite.
 */
export interface RerankQuery extends RetrievalQuery {
  /** The query's `metadata` from `queries.jsonl`, when the caller passes it. */
  metadata?: Readonly<Record<string, unknown>>;
}

/**
 * The only `metadata` fields execution-aware reranking reads: what a user has at query time. The
 * hidden test suite (`test_suite`) is not among them, and nothing else of the row is read.
 */
export const QUERY_TIME_METADATA_KEYS = ['examples', 'entry_point', 'language', 'test_setup'] as const;

/** What a query offers at query time, for running candidates. */
export interface QueryTimeInformation {
  /** Query id. */
  id: string;
  /** The query text. */
  text: string;
  /** Language of the candidates and tests (`metadata.language`, python when absent). */
  language: Language;
  /** The function the tests call (`metadata.entry_point`), when given. */
  entryPoint?: string;
  /** Code run after a candidate and before the tests (`metadata.test_setup`), when given. */
  setup?: string;
  /** `metadata.examples` as given (a string, strings or objects; see `exampleTests`). */
  examples?: unknown;
}

/**
 * Reads the query-time information of a query: its text and the {@link QUERY_TIME_METADATA_KEYS}
 * of its metadata, nothing else.
 *
 * @throws InvalidArgumentError naming the query and field for a language the oracle cannot run or a
 *   non-string `entry_point` / `test_setup`.
 */
export function queryTimeInformation(query: RerankQuery): QueryTimeInformation {
  const metadata = query.metadata;
  const read = (key: (typeof QUERY_TIME_METADATA_KEYS)[number]): unknown => (metadata === undefined ? undefined : metadata[key]);
  const where = `query ${JSON.stringify(query.id)}: metadata field`;
  const language = read('language') ?? 'python';
  if (typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language)) {
    throw new InvalidArgumentError(`${where} "language" must be one of ${LANGUAGES.join(', ')}, got ${JSON.stringify(language)}`);
  }
  const entryPoint = read('entry_point');
  if (entryPoint !== undefined && entryPoint !== null && typeof entryPoint !== 'string') throw new InvalidArgumentError(`${where} "entry_point" must be a string, got ${JSON.stringify(entryPoint)}`);
  const setup = read('test_setup');
  if (setup !== undefined && setup !== null && typeof setup !== 'string') throw new InvalidArgumentError(`${where} "test_setup" must be a string, got ${JSON.stringify(setup)}`);
  const examples = read('examples');
  return {
    id: query.id,
    text: query.text,
    language: language as Language,
    ...(typeof entryPoint === 'string' && entryPoint !== '' ? { entryPoint } : {}),
    ...(typeof setup === 'string' && setup !== '' ? { setup } : {}),
    ...(examples === undefined || examples === null ? {} : { examples }),
  };
}
