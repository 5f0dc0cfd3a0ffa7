import { InvalidArgumentError, LANGUAGES, type Language, type QueryRow } from '@execret/core';

/** The query's `metadata.test_setup` (code run before its tests), or undefined when it has none. */
export function querySetup(query: QueryRow): string | undefined {
  const setup = query.metadata['test_setup'];
  return typeof setup === 'string' && setup !== '' ? setup : undefined;
}

/**
 * The language the query's tests run in (`metadata.language`, python when absent).
 *
 * @throws InvalidArgumentError naming the query for a language the oracle cannot run.
 */
export function queryLanguage(query: QueryRow): Language {
  const given = query.metadata['language'];
  const language = typeof given === 'string' ? given : 'python';
  if (!(LANGUAGES as readonly unknown[]).includes(language)) {
    throw new InvalidArgumentError(`query "${query.query_id}": cannot execute ${language} code: only ${LANGUAGES.join(' and ')} are supported`);
  }
  return language as Language;
}
