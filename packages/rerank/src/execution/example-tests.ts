import type { Language } from '@execret/core';
import type { QueryTimeInformation } from './query-time-information.js';

/** One test made from an example that comes with a query. */
export interface ExampleTest {
  /** Where the example was found: the query's `metadata.examples` or its text. */
  origin: 'metadata' | 'query-text';
  /** How it was written: an `assert` statement, a doctest (`>>> f(1)` then `2`), an equality line (`f(1) == 2`, `f(1) -> 2`), or a call/result object. */
  form: 'assert' | 'doctest' | 'equality' | 'call-result';
  /** The example as written. */
  text: string;
  /** The test statement that runs (Python `assert …`, TypeScript `assert.deepStrictEqual(…)`). */
  test: string;
  /** The function the example calls, when it can be read (helps find the entry point). */
  calls?: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** TypeScript and JavaScript tests are `node:assert/strict` statements; every other language's are Python's. */
function usesNodeAssert(language: Language): boolean {
  return language === 'typescript' || language === 'javascript';
}
// Separators of an equality line: Python/TS equality, and the arrows specifications use.
const RESULT_SEPARATOR = /^\s*(===|==|->|→|=>)\s*/;
// Lead-ins before an example on a line of prose or a list.
const LEAD_IN = /^(?:[-*•]\s+|\d+[.)]\s+|(?:for\s+example|for\s+instance|e\.g\.|examples?(?:\s*\d+)?)(?:\s*[:,]\s*|\s+))+/i;

/**
 * The end (exclusive) of a call's parenthesised arguments starting at `open` (the `(`), skipping
 * brackets and string literals; -1 when unbalanced.
 */
function closingParenthesis(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quote !== undefined) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = undefined;
      continue;
    }
    if (character === '"' || character === "'" || character === '`') quote = character;
    else if (character === '(' || character === '[' || character === '{') depth += 1;
    else if (character === ')' || character === ']' || character === '}') {
      depth -= 1;
      if (depth === 0) return character === ')' ? index + 1 : -1;
    }
  }
  return -1;
}

/** A JSON value as a literal of the language (`null` → `None`, `true` → `True` in Python). */
function literal(value: unknown, language: Language): string {
  if (usesNodeAssert(language)) return JSON.stringify(value) ?? 'undefined';
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, language)).join(', ')}]`;
  if (typeof value === 'object') return `{${Object.entries(value as Record<string, unknown>).map(([key, item]) => `${JSON.stringify(key)}: ${literal(item, language)}`).join(', ')}}`;
  return String(value);
}

function equalityTest(call: string, expected: string, language: Language): string {
  return usesNodeAssert(language) ? `assert.deepStrictEqual(${call}, ${expected});` : `assert (${call}) == (${expected})`;
}

function calledName(call: string): string | undefined {
  const name = /^\s*([A-Za-z_$][\w$.]*)\s*\(/.exec(call)?.[1];
  return name === undefined ? undefined : name.split('.').pop();
}

/**
 * Splits a line holding several examples (`f(1) == 2, f(2) == 4; and f(3) -> 6`) at top-level
 * commas and semicolons that a call follows.
 */
function exampleSegments(line: string): string[] {
  const segments: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index] as string;
    if (quote !== undefined) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = undefined;
      continue;
    }
    if (character === '"' || character === "'" || character === '`') quote = character;
    else if ('([{'.includes(character)) depth += 1;
    else if (')]}'.includes(character)) depth -= 1;
    else if (depth === 0 && (character === ',' || character === ';') && /^\s*(?:and\s+)?[A-Za-z_$][\w$.]*\s*\(/.test(line.slice(index + 1))) {
      segments.push(line.slice(start, index));
      start = index + 1;
    }
  }
  segments.push(line.slice(start));
  return segments.map((segment) => segment.trim().replace(/^and\s+/, ''));
}

/** An equality line (`f(1, 2) == 3`, `assert f(1) == 2`, `f("a") -> "b"`) as a test, or undefined. */
function equalityLine(line: string, language: Language, origin: ExampleTest['origin']): ExampleTest | undefined {
  const text = line.trim().replace(LEAD_IN, '');
  if (language === 'python' && /^assert\s/.test(text)) return { origin, form: 'assert', text: line.trim(), test: text, ...(calledName(text.slice(6)) === undefined ? {} : { calls: calledName(text.slice(6)) as string }) };
  if (usesNodeAssert(language) && /^assert(?:\.\w+)?\s*\(/.test(text)) return { origin, form: 'assert', text: line.trim(), test: text.endsWith(';') ? text : `${text};` };
  const head = /^[A-Za-z_$][\w$.]*\s*\(/.exec(text);
  if (head === null) return undefined;
  const end = closingParenthesis(text, head[0].length - 1);
  if (end === -1) return undefined;
  const separator = RESULT_SEPARATOR.exec(text.slice(end));
  if (separator === null) return undefined;
  // A sentence's final full stop or a list's comma is not part of the value (`2.` is 2 anyway).
  const expected = text.slice(end + separator[0].length).trim().replace(/[.;,]$/, '').trim();
  if (expected === '') return undefined;
  const call = text.slice(0, end);
  const calls = calledName(call);
  return { origin, form: 'equality', text: line.trim(), test: equalityTest(call, expected, language), ...(calls === undefined ? {} : { calls }) };
}

/** A doctest's expected output as the exception it names (`Traceback …` then `ValueError: …`), or undefined. */
function expectedException(output: readonly string[]): string | undefined {
  if (!/^Traceback \(most recent call last\)/.test(output[0] ?? '')) return undefined;
  const last = [...output].reverse().find((line) => /^\S/.test(line) && !line.startsWith('Traceback'));
  const name = last?.split(':')[0]?.trim().split('.').pop();
  return name !== undefined && IDENTIFIER.test(name) ? name : 'Exception';
}

/**
 * The tests in one text: doctest blocks (Python only: `>>> expression` with `...` continuation
 * lines, then the expected output up to a blank line or the next prompt; statements without output
 * run before every later test of the text; an expected traceback becomes a test that the named
 * exception is raised) and equality lines outside them.
 */
function testsInText(text: string, language: Language, origin: ExampleTest['origin']): ExampleTest[] {
  const tests: ExampleTest[] = [];
  const lines = text.split(/\r?\n/);
  const preamble: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    const prompt = language === 'python' ? /^\s*>>>\s?(.*)$/.exec(line) : null;
    if (prompt === null) {
      for (const segment of exampleSegments(line.trim().replace(LEAD_IN, ''))) {
        const test = equalityLine(segment, language, origin);
        if (test !== undefined) tests.push(test);
      }
      continue;
    }
    const source = [prompt[1] as string];
    const written = [line.trim()];
    while (index + 1 < lines.length && /^\s*\.\.\.(?:\s|$)/.test(lines[index + 1] as string)) {
      index += 1;
      source.push((lines[index] as string).replace(/^\s*\.\.\.\s?/, ''));
      written.push((lines[index] as string).trim());
    }
    const output: string[] = [];
    while (index + 1 < lines.length && (lines[index + 1] as string).trim() !== '' && !/^\s*>>>/.test(lines[index + 1] as string)) {
      index += 1;
      output.push((lines[index] as string).trim());
      written.push((lines[index] as string).trim());
    }
    const code = source.join('\n');
    if (output.length === 0) {
      preamble.push(code);
      continue;
    }
    const before = preamble.length === 0 ? '' : `${preamble.join('\n')}\n`;
    const exception = expectedException(output);
    const calls = calledName(code);
    let test: string;
    if (exception !== undefined) {
      test = `${before}try:\n${code.split('\n').map((part) => `    ${part}`).join('\n')}\nexcept ${exception}:\n    pass\nelse:\n    raise AssertionError(${JSON.stringify(`expected ${exception}`)})`;
    } else if (source.length === 1) {
      test = `${before}${equalityTest(code, output.join('\n'), language)}`;
    } else {
      // A multi-line statement with output (a loop that prints) has no value to compare.
      continue;
    }
    tests.push({ origin, form: 'doctest', text: written.join('\n'), test, ...(calls === undefined ? {} : { calls }) });
  }
  return tests;
}

/** One entry of `metadata.examples` as tests. */
function testsInExample(example: unknown, information: QueryTimeInformation): ExampleTest[] {
  const language = information.language;
  if (typeof example === 'string') return testsInText(example, language, 'metadata');
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return [];
  const record = example as Record<string, unknown>;
  const input = record['call'] ?? record['input'] ?? record['expression'];
  const hasExpected = ['expected', 'output', 'result'].some((key) => Object.hasOwn(record, key));
  if (input === undefined || !hasExpected) return [];
  const expectedValue = record['expected'] ?? record['output'] ?? record['result'];
  let call: string | undefined;
  if (typeof input === 'string') call = input.trim();
  else if (Array.isArray(input) && information.entryPoint !== undefined) call = `${information.entryPoint}(${input.map((argument) => literal(argument, language)).join(', ')})`;
  if (call === undefined || call === '') return [];
  const expected = typeof expectedValue === 'string' ? expectedValue.trim() : literal(expectedValue, language);
  const calls = calledName(call);
  return [{ origin: 'metadata', form: 'call-result', text: JSON.stringify(example), test: equalityTest(call, expected, language), ...(calls === undefined ? {} : { calls }) }];
}

/**
 * The tests a query's own examples give, in order, each once: `metadata.examples` first (a string
 * of doctest blocks and equality lines; a list of such strings or of `assert` statements; or a list
 * of objects `{ call | input | expression, expected | output | result }`, where a string `call` is a
 * call expression, an array `input` holds the entry point's arguments as JSON values, a string
 * `expected` is source text and any other `expected` a JSON value), then doctest blocks and
 * equality lines in the query text (only those calling the entry point, when it is known). Python equality becomes `assert (call) == (expected)`,
 * TypeScript `assert.deepStrictEqual(call, expected);`. Nothing else of the query is read.
 */
export function exampleTests(information: QueryTimeInformation): ExampleTest[] {
  const given = information.examples;
  const fromMetadata = given === undefined ? [] : Array.isArray(given) ? given.flatMap((example) => testsInExample(example, information)) : testsInExample(given, information);
  // In prose, a line such as `len(x) == 0 …` is not an example of the function: when the entry
  // point is known, only examples that call it count.
  const fromText = testsInText(information.text, information.language, 'query-text').filter((test) => information.entryPoint === undefined || test.calls === information.entryPoint);
  const all = [...fromMetadata, ...fromText];
  const seen = new Set<string>();
  return all.filter((test) => {
    if (seen.has(test.test)) return false;
    seen.add(test.test);
    return true;
  });
}
