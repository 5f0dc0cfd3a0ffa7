import { describe, expect, it } from '@jest/globals';
import { exampleLines, queryTextsSha256, queryTextWithExamples } from './query-examples.js';

const query = (metadata: Record<string, unknown>) => ({ query_id: 'q_1', query: 'Clamp x into [low, high].', metadata });

describe(queryTextWithExamples.name, () => {
  it("shows the task format's examples as the task file states them, == for Python and === for TypeScript and JavaScript", () => {
    const examples = [
      { call: 'clamp(5, 0, 3)', expected: '3' },
      { call: ' clamp(-1, 0, 3) ', expected: '0' },
    ];
    expect(queryTextWithExamples(query({ language: 'python', examples }))).toBe('Clamp x into [low, high].\n\nExamples:\nclamp(5, 0, 3) == 3\nclamp(-1, 0, 3) == 0');
    expect(exampleLines(query({ language: 'typescript', examples }))).toEqual(['clamp(5, 0, 3) === 3', 'clamp(-1, 0, 3) === 0']);
    expect(exampleLines(query({ language: 'javascript', examples }))).toEqual(['clamp(5, 0, 3) === 3', 'clamp(-1, 0, 3) === 0']);
  });

  it('keeps example strings as written, and leaves a query without examples unchanged', () => {
    expect(exampleLines(query({ examples: ['assert clamp(5, 0, 3) == 3', 'clamp(1, 0, 3) -> 1'] }))).toEqual(['assert clamp(5, 0, 3) == 3', 'clamp(1, 0, 3) -> 1']);
    expect(queryTextWithExamples(query({ language: 'python' }))).toBe('Clamp x into [low, high].');
    expect(queryTextWithExamples(query({ examples: [] }))).toBe('Clamp x into [low, high].');
  });

  it('hashes ids and texts, so another text or order is another identity', () => {
    const base = queryTextsSha256([['q_1', 'a'], ['q_2', 'b']]);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(queryTextsSha256([['q_1', 'a'], ['q_2', 'b ']])).not.toBe(base);
    expect(queryTextsSha256([['q_2', 'b'], ['q_1', 'a']])).not.toBe(base);
  });
});
