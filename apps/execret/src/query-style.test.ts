import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle, type QueryRow } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { keywordsOf, signatureOf, styledQueryTexts as sut, summaryOf } from './query-style.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tiny-bundle');

describe(sut.name, () => {
  it('writes each style of the example bundle (checked by hand)', async () => {
    const { bundle } = await readBundle(tinyBundle);
    const texts = (style: 'docstring' | 'summary' | 'keywords' | 'signature'): string[] => [...sut(bundle.queries, style, bundle).values()];
    expect(texts('docstring')).toEqual(bundle.queries.map((query) => query.query));
    // Every query of the example bundle is one sentence.
    expect(texts('summary')).toEqual(bundle.queries.map((query) => query.query));
    // "string" is in two queries (q_0001, q_0003), every other content word in one: it goes last.
    expect(texts('keywords')).toEqual(['collapse run whitespace single space', 'index first element sorted list', 'valid tcp port number decimal']);
    expect(texts('signature')).toEqual(['squeeze_whitespace(text)', 'first_at_least(items, target)', 'is_valid_port(text)']);
  });

  it('counts keyword frequencies over the whole bundle, not the queries written', async () => {
    const { bundle } = await readBundle(tinyBundle);
    const third = bundle.queries.slice(2);
    expect([...sut(third, 'keywords', bundle).values()]).toEqual(['valid tcp port number decimal']);
  });
});

describe(summaryOf.name, () => {
  it('keeps the first sentence, not a dot inside a number or a name', () => {
    expect(summaryOf('Round x to 2.5 steps.  Ties go up!\nMore.')).toBe('Round x to 2.5 steps.');
    expect(summaryOf('Call os.path.join? Then stop.')).toBe('Call os.path.join?');
    expect(summaryOf('  no end mark\n here ')).toBe('no end mark here');
  });
});

describe(keywordsOf.name, () => {
  it('puts the rarest words first, ties in query order, at most five, no stop words', () => {
    const frequencies = new Map([['sort', 3], ['list', 5], ['numbers', 1], ['descending', 1], ['order', 2]]);
    expect(keywordsOf('Sort the list of numbers in descending order', frequencies)).toBe('numbers descending order sort list');
    expect(keywordsOf('Return it to me', new Map())).toBe('return it to me');
  });
});

describe(signatureOf.name, () => {
  const query = (entryPoint: string): QueryRow => ({ query_id: 'q', query: '', test_suite: [], correct_corpus_ids: ['c'], paired_distractor_corpus_ids: [], entry_id: 'e', metadata: { entry_point: entryPoint } });
  it('reads name and parameters across lines and nested parentheses', () => {
    const code = 'function helper(a) {}\nexport function pick<T>(\n  items: T[],\n  score: (item: T) => number,\n): T {\n  return helper(items);\n}';
    expect(signatureOf(query('pick'), { corpus_id: 'c', code, label: 'correct', source_entry_id: 'e' })).toBe('pick(items: T[], score: (item: T) => number,)');
  });
  it('names the query whose canonical lacks the entry point', () => {
    expect(() => signatureOf(query('missing'), { corpus_id: 'c', code: 'def other(x): pass', label: 'correct', source_entry_id: 'e' })).toThrow('does not declare missing(');
  });
});
