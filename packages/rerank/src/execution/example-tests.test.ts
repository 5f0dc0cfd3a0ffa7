import { describe, expect, it } from '@jest/globals';
import { exampleTests } from './example-tests.js';
import type { QueryTimeInformation } from './query-time-information.js';

const python = (text: string, extra: Partial<QueryTimeInformation> = {}): QueryTimeInformation => ({ id: 'q', text, language: 'python', ...extra });

describe(exampleTests.name, () => {
  it('turns doctest blocks of the query text into assertions, statements without output running first', () => {
    const text = ['Sum the digits of n.', '', '>>> digit_sum(123)', '6', '>>> values = [10, 5]', '>>> digit_sum(values[0])', '1', '>>> digit_sum(-1)', 'Traceback (most recent call last):', '  ...', 'ValueError: negative'].join('\n');
    expect(exampleTests(python(text)).map((test) => [test.form, test.test])).toEqual([
      ['doctest', 'assert (digit_sum(123)) == (6)'],
      ['doctest', 'values = [10, 5]\nassert (digit_sum(values[0])) == (1)'],
      ['doctest', 'values = [10, 5]\ntry:\n    digit_sum(-1)\nexcept ValueError:\n    pass\nelse:\n    raise AssertionError("expected ValueError")'],
    ]);
  });

  it('reads equality lines, arrows and several examples on one line, dropping a sentence full stop', () => {
    const text = 'Return the larger value.\nFor example: larger(1, 2) == 2, larger(5, 3) == 5.\n- larger("a", "b") -> "b"\nlen(x) == 0 means nothing here';
    expect(exampleTests(python(text, { entryPoint: 'larger' })).map((test) => test.test)).toEqual(['assert (larger(1, 2)) == (2)', 'assert (larger(5, 3)) == (5)', 'assert (larger("a", "b")) == ("b")']);
  });

  it('reads metadata examples as text, assert statements and call/result objects, before the query text, each once', () => {
    const examples = ['assert larger(0, 0) == 0', { call: 'larger(1, -1)', expected: '1' }, { input: [[1, 2], null], output: { a: true } }, '>>> larger(2, 3)\n3'];
    const tests = exampleTests(python('larger(2, 3) == 3', { entryPoint: 'larger', examples }));
    expect(tests.map((test) => [test.origin, test.test])).toEqual([
      ['metadata', 'assert larger(0, 0) == 0'],
      ['metadata', 'assert (larger(1, -1)) == (1)'],
      ['metadata', 'assert (larger([1, 2], None)) == ({"a": True})'],
      ['metadata', 'assert (larger(2, 3)) == (3)'],
    ]);
  });

  it('writes TypeScript examples as deepStrictEqual calls', () => {
    const tests = exampleTests({ id: 'q', text: 'clamp(5, 0, 3) === 3', language: 'typescript', entryPoint: 'clamp', examples: [{ input: [-1, 0, 3], expected: 0 }] });
    expect(tests.map((test) => test.test)).toEqual(['assert.deepStrictEqual(clamp(-1, 0, 3), 0);', 'assert.deepStrictEqual(clamp(5, 0, 3), 3);']);
  });

  it('writes JavaScript examples as deepStrictEqual calls, as TypeScript ones', () => {
    const tests = exampleTests({ id: 'q', text: 'clamp(5, 0, 3) === 3', language: 'javascript', entryPoint: 'clamp', examples: [{ input: [-1, null, 3], expected: 0 }] });
    expect(tests.map((test) => test.test)).toEqual(['assert.deepStrictEqual(clamp(-1, null, 3), 0);', 'assert.deepStrictEqual(clamp(5, 0, 3), 3);']);
  });

  it('finds nothing in plain prose', () => {
    expect(exampleTests(python('Round an address up to the next multiple of an alignment (a power of two).'))).toEqual([]);
  });
});
