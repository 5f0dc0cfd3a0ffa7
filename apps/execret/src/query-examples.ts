import { sha256Hex, type QueryRow } from '@execret/core';
import { exampleTests, queryTimeInformation } from '@execret/rerank';

/**
 * The lines of a query's examples as a user would read them: those its bundle metadata carries
 * (`metadata.examples`, in any form `@execret/rerank` reads: assertion strings, `f(x) == y` lines,
 * doctests, `{ input, output }` objects shown as the assertion they run as, and the task format's
 * `{ call, expected }` shown as `call == expected`, `===` for TypeScript). None from the
 * query text itself: those are already in it.
 */
export function exampleLines(query: Pick<QueryRow, 'query_id' | 'query' | 'metadata'>): string[] {
  // The task format's `{ call, expected }` (execret's own tasks): shown as the task file states it.
  const given = query.metadata['examples'];
  if (Array.isArray(given) && given.length > 0 && given.every(isCallExpected)) {
    const equals = query.metadata['language'] === 'typescript' || query.metadata['language'] === 'javascript' ? '===' : '==';
    return given.map((example) => `${example.call.trim()} ${equals} ${example.expected.trim()}`);
  }
  const information = queryTimeInformation({ id: query.query_id, text: query.query, metadata: query.metadata });
  return exampleTests(information)
    .filter((example) => example.origin === 'metadata')
    .map((example) => (example.form === 'call-result' ? example.test : example.text).trim())
    .filter((line) => line !== '');
}

/** The query text with its examples after it (`--with-examples`), or the text unchanged when it has none. */
export function queryTextWithExamples(query: Pick<QueryRow, 'query_id' | 'query' | 'metadata'>): string {
  const lines = exampleLines(query);
  return lines.length === 0 ? query.query : `${query.query}\n\nExamples:\n${lines.join('\n')}`;
}

/** SHA-256 over the texts the systems receive, `<query id>\t<text>\n` in the given order: the identity of `--with-examples` texts. */
export function queryTextsSha256(texts: ReadonlyArray<readonly [string, string]>): string {
  return sha256Hex(texts.map(([queryId, text]) => `${queryId}\t${text}\n`).join(''));
}

function isCallExpected(value: unknown): value is { call: string; expected: string } {
  return typeof value === 'object' && value !== null && typeof (value as { call?: unknown }).call === 'string' && typeof (value as { expected?: unknown }).expected === 'string';
}
