import { describe, expect, it } from '@jest/globals';
import { extractGeneratedTests, testGenerationPrompt } from './generated-tests.js';

describe(extractGeneratedTests.name, () => {
  it('keeps assert lines that call the entry point, once each, up to the count, without the query\'s own examples', () => {
    const answer = ['Here are the tests:', '```python', '1. assert larger(1, 2) == 2', '- `assert larger(5, 3) == 5`', 'assert larger(1, 2) == 2', 'assert max(1, 2) == 2', 'assert larger(0, 0) == 0', 'assert larger(9, 9) == 9', 'assert larger(4, 1) == 4', '```'].join('\n');
    const result = extractGeneratedTests(answer, { entryPoint: 'larger', language: 'python', count: 3, exclude: ['assert larger(0, 0) == 0'] });
    expect(result.tests).toEqual(['assert larger(1, 2) == 2', 'assert larger(5, 3) == 5', 'assert larger(9, 9) == 9']);
    expect(result.rejected).toEqual(['Here are the tests:', 'assert larger(1, 2) == 2', 'assert max(1, 2) == 2', 'assert larger(0, 0) == 0', 'assert larger(4, 1) == 4']);
  });

  it('reads TypeScript assert calls and adds the semicolon', () => {
    expect(extractGeneratedTests('assert.deepStrictEqual(clamp(5, 0, 3), 3)\nassert.ok(clampAll([]))', { entryPoint: 'clamp', language: 'typescript', count: 5 }).tests).toEqual(['assert.deepStrictEqual(clamp(5, 0, 3), 3);']);
  });
});

describe(testGenerationPrompt.name, () => {
  it('asks for tests from the query text, the name and the examples only', () => {
    const [system, user] = testGenerationPrompt({ query: 'Return the larger of two integers.', entryPoint: 'larger', language: 'python', count: 4, examples: ['assert (larger(1, 2)) == (2)'] });
    expect(system?.role).toBe('system');
    expect(user?.content).toContain('Function name: larger');
    expect(user?.content).toContain('Return the larger of two integers.');
    expect(user?.content).toContain('assert (larger(1, 2)) == (2)');
    expect(user?.content).toContain('Write 4 different tests');
  });
});
