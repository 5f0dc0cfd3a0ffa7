import { describe, expect, it } from '@jest/globals';
import { CodeTokenizer } from './code-tokenizer.js';

describe(CodeTokenizer.name, () => {
  it('by default lowercases, splits identifiers and keeps numbers, single letters and stopwords', () => {
    const sut = new CodeTokenizer();
    expect(sut.tokenize('def getUserName(self, user_id):\n    return self.cache[user_id + 1]')).toEqual([
      'def', 'get', 'user', 'name', 'self', 'user', 'id', 'return', 'self', 'cache', 'user', 'id', '1',
    ]);
    expect(sut.tokenize('if (a <= b) { return HTTPServer.parseJSON(x2); }')).toEqual([
      'if', 'a', 'b', 'return', 'http', 'server', 'parse', 'json', 'x', '2',
    ]);
  });

  it('gives identical token bags to code that differs only in operators (why ties happen)', () => {
    const sut = new CodeTokenizer();
    const canonical = sut.tokenize('for i in range(len(xs) - 1): total += xs[i]');
    const mutant = sut.tokenize('for i in range(len(xs) + 1): total -= xs[i]');
    expect(mutant).toEqual(canonical);
    expect(sut.tokenize('range(n + 1)')).not.toEqual(sut.tokenize('range(n + 2)'));
  });

  it('splits at every non-alphanumeric character, including $, @, quotes and dots', () => {
    const sut = new CodeTokenizer();
    expect(sut.tokenize("$el @decorator 'quoted' obj.attr 3.14 a-b don't")).toEqual([
      'el', 'decorator', 'quoted', 'obj', 'attr', '3', '14', 'a', 'b', 'don', 't',
    ]);
  });

  it('handles Unicode letters and marks inside words', () => {
    const sut = new CodeTokenizer();
    expect(sut.tokenize('naïveFunc(x) → résumé_v2 日本語')).toEqual(['naïve', 'func', 'x', 'résumé', 'v', '2', '日本語']);
  });

  it('keepIdentifiers also emits a split identifier whole, before its parts', () => {
    const sut = new CodeTokenizer({ keepIdentifiers: true });
    expect(sut.tokenize('get_user_name isValid x')).toEqual(['get_user_name', 'get', 'user', 'name', 'isvalid', 'is', 'valid', 'x']);
  });

  it('splitIdentifiers false keeps words (underscores included) whole', () => {
    const sut = new CodeTokenizer({ splitIdentifiers: false });
    expect(sut.tokenize('get_user_name isValid')).toEqual(['get_user_name', 'isvalid']);
  });

  it('lowercase false keeps the case of each part', () => {
    expect(new CodeTokenizer({ lowercase: false }).tokenize('HTTPServer')).toEqual(['HTTP', 'Server']);
  });

  it('removes English stopwords and stems with Porter when asked', () => {
    const sut = new CodeTokenizer({ stopwords: 'english', stemmer: 'porter' });
    expect(sut.tokenize('Returns the running totals of all connected nodes')).toEqual(['return', 'run', 'total', 'connect', 'node']);
  });

  it('takes a custom stopword list and a minimum token length', () => {
    const sut = new CodeTokenizer({ stopwords: ['self', 'def'], minTokenLength: 2 });
    expect(sut.tokenize('def f(self, xs): return xs')).toEqual(['xs', 'return', 'xs']);
  });

  it('records its resolved settings for results', () => {
    expect(new CodeTokenizer().config).toEqual({
      name: 'execret-code-v1',
      lowercase: true,
      splitIdentifiers: true,
      keepIdentifiers: false,
      stopwords: 'none',
      stemmer: 'none',
      minTokenLength: 1,
    });
    expect(new CodeTokenizer({ stopwords: ['b', 'a', 'b'] }).config.stopwords).toEqual(['a', 'b']);
  });

  it('rejects invalid options with what it expected', () => {
    expect(() => new CodeTokenizer({ minTokenLength: 0 })).toThrow('minTokenLength must be an integer ≥ 1, got 0');
    expect(() => new CodeTokenizer({ stemmer: 'snowball' as 'porter' })).toThrow(`stemmer must be 'none' or 'porter', got "snowball"`);
    expect(() => new CodeTokenizer({ stopwords: 'french' as 'english' })).toThrow(`stopwords must be 'none', 'english' or an array of strings, got "french"`);
  });

  it('returns no tokens for empty or punctuation-only text', () => {
    const sut = new CodeTokenizer();
    expect(sut.tokenize('')).toEqual([]);
    expect(sut.tokenize('(){}[] += -> ;; 😀')).toEqual([]);
  });
});
