import type { Language } from '@execret/core';
import type { ChatMessage } from '../chat/chat-model.js';

/**
 * Version of {@link testGenerationPrompt}'s wording and of {@link extractGeneratedTests}: part of the
 * execution reranker's description, so new wording never reuses answers to the old one.
 */
export const TEST_GENERATION_PROMPT_VERSION = 1;

/**
 * The conversation asking a chat model for `count` tests of a function from the query text alone
 * (CodeT's idea, as chat): what the function does, its name and language, the query's examples when
 * it has some, and the form of one test per line. Never the hidden test suite, never a candidate.
 */
export function testGenerationPrompt(options: { query: string; entryPoint: string; language: Language; count: number; examples: readonly string[] }): ChatMessage[] {
  const nodeAssert = options.language === 'typescript' || options.language === 'javascript';
  const form = nodeAssert ? `assert.deepStrictEqual(${options.entryPoint}(...), expected);` : `assert ${options.entryPoint}(...) == expected`;
  const language = options.language === 'typescript' ? 'TypeScript' : options.language === 'javascript' ? 'JavaScript' : 'Python';
  const examples = options.examples.length === 0 ? '' : `\n\nKnown examples:\n${options.examples.join('\n')}`;
  return [
    { role: 'system', content: `You write unit tests for ${language} functions from their specification. Each test checks one concrete call and its exact expected result.` },
    {
      role: 'user',
      content:
        `Function name: ${options.entryPoint}\nWhat it does: ${options.query}${examples}\n\n` +
        `Write ${options.count} different tests of ${options.entryPoint}, covering typical inputs and edge cases the description mentions. ` +
        `Write each test on one line in the form\n${form}\nwith literal arguments and results. Write nothing else.`,
    },
  ];
}

/** The tests found in a model's answer, and the lines that were not taken. */
export interface ExtractedTests {
  /** Test statements, each once, in answer order, at most `count`. */
  tests: string[];
  /** Non-empty lines that are not tests of the entry point (or are repeats, or beyond `count`), as written. */
  rejected: string[];
}

/**
 * Reads test statements from a model's answer (CodeT's extraction, line by line): code fences,
 * list markers and surrounding backquotes are removed; a line counts when it is an `assert`
 * statement (Python) or an `assert.<method>(…)` / `assert(…)` call (TypeScript) that calls the
 * entry point; repeats and lines equal to `exclude` (the query's own examples) are dropped; the
 * first `count` are kept.
 */
export function extractGeneratedTests(answer: string, options: { entryPoint: string; language: Language; count: number; exclude?: readonly string[] }): ExtractedTests {
  const excluded = new Set(options.exclude ?? []);
  const calls = new RegExp(`(?:^|[^\\w$.])${options.entryPoint.replace(/[$]/g, '\\$')}\\s*\\(`);
  const tests: string[] = [];
  const rejected: string[] = [];
  for (const raw of answer.split(/\r?\n/)) {
    const line = raw
      .trim()
      .replace(/^```\w*$/, '')
      .replace(/^(?:[-*•]\s+|\d+[.)]\s+)/, '')
      .replace(/^`(.*)`$/, '$1')
      .trim();
    if (line === '') continue;
    const nodeAssert = options.language === 'typescript' || options.language === 'javascript';
    const isTest = nodeAssert ? /^assert(?:\.\w+)?\s*\(/.test(line) : /^assert\s/.test(line);
    const test = nodeAssert && isTest && !line.endsWith(';') ? `${line};` : line;
    if (!isTest || !calls.test(line) || tests.includes(test) || excluded.has(test) || tests.length >= options.count) {
      rejected.push(raw.trim());
      continue;
    }
    tests.push(test);
  }
  return { tests, rejected };
}
