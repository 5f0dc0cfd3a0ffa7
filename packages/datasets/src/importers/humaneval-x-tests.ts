import type { TaskExample } from '@execret/core';
import { CLikeSource, type CLikeLanguage, type TextSpan } from './c-like-source.js';
import { splitHumanEvalTests } from './humaneval-importer.js';

/** The languages of HumanEval-X, by execret's language names. */
export type HumanEvalXLanguage = 'python' | CLikeLanguage;

/** A HumanEval-X test program as execret tests. */
export interface HumanEvalXTests {
  /** Test statements in the executor's format of the language, in program order. */
  tests: string[];
  /** Helper code of the program (functions, imports) and the language's shims; empty when none. */
  setup: string;
  /** True when the program was a list of assertions, one test each; false when it is one test for the whole program. */
  split: boolean;
}

/**
 * The JavaScript shim every HumanEval-X JavaScript task gets as test setup: `console.assert` only
 * prints, so its calls are rewritten to `consoleAssert`, which throws an assertion error (the test's
 * `FAIL`) when its condition is falsy.
 */
export const JAVASCRIPT_CONSOLE_ASSERT_SETUP = [
  '// console.assert only prints; a HumanEval-X assertion must fail its test.',
  'function consoleAssert(condition, ...data) {',
  "  if (!condition) { const error = new Error(data.length === 0 ? '' : `console.assert: ${data.join(' ')}`); error.code = 'ERR_ASSERTION'; throw error; }",
  '}',
].join('\n');

/**
 * The Go shim every HumanEval-X Go task gets as test setup: testify's `assert` calls (`assert.Equal`,
 * `NotEqual`, `True`, `False`, `Nil`, `NotNil`, `Len`, `InDelta`) run on the Go executor's own helpers (`assertEqual`,
 * `assertTrue`), so no testify module is needed at run time; `assert := assert.New(t)` is dropped.
 * A test using another testify function does not compile, and the gates drop its task.
 */
export const GO_TESTIFY_SETUP = [
  'import "reflect"',
  '',
  "// testify's assert API on execret's assertion helpers (no testify module needed).",
  'type testifyAssertions struct{}',
  '',
  'var assert testifyAssertions',
  '',
  'func (testifyAssertions) Equal(expected, actual any, _ ...any) { assertEqual(actual, expected) }',
  'func (testifyAssertions) NotEqual(expected, actual any, _ ...any) { assertTrue(!reflect.DeepEqual(actual, expected)) }',
  'func (testifyAssertions) True(value bool, _ ...any) { assertTrue(value) }',
  'func (testifyAssertions) False(value bool, _ ...any) { assertTrue(!value) }',
  'func (testifyAssertions) Nil(value any, _ ...any) { assertTrue(testifyIsNil(value)) }',
  'func (testifyAssertions) NotNil(value any, _ ...any) { assertTrue(!testifyIsNil(value)) }',
  'func (testifyAssertions) Len(value any, length int, _ ...any) { assertTrue(reflect.ValueOf(value).Len() == length) }',
  'func testifyIsNil(value any) bool {',
  '\tif value == nil {',
  '\t\treturn true',
  '\t}',
  '\tswitch reflected := reflect.ValueOf(value); reflected.Kind() {',
  '\tcase reflect.Chan, reflect.Func, reflect.Interface, reflect.Map, reflect.Ptr, reflect.Slice:',
  '\t\treturn reflected.IsNil()',
  '\t}',
  '\treturn false',
  '}',
  'func (testifyAssertions) InDelta(expected, actual any, delta float64, _ ...any) {',
  '\tnumber := func(value any) float64 { return reflect.ValueOf(value).Convert(reflect.TypeOf(0.0)).Float() }',
  '\tdifference := number(expected) - number(actual)',
  '\tassertTrue(difference <= delta && -difference <= delta)',
  '}',
].join('\n');

// Standard Go packages a test may name without importing them (the test field has no imports).
const GO_TEST_PACKAGES = ['math', 'strings', 'sort', 'strconv', 'fmt'] as const;

interface Program {
  source: CLikeSource;
  /** The test bodies (inside their braces). */
  bodies: TextSpan[];
  /** Code of the program outside the test bodies' functions, as setup. */
  setup: string[];
}

/** The whole text minus some spans, each span replaced by nothing. */
function without(text: string, spans: readonly TextSpan[]): string {
  let result = '';
  let at = 0;
  for (const span of [...spans].sort((left, right) => left.start - right.start)) {
    result += text.slice(at, span.start);
    at = Math.max(at, span.end);
  }
  return result + text.slice(at);
}

/** The `{` after `from` in code and the span of its block (brace to brace, inclusive), or undefined. */
function blockAfter(source: CLikeSource, from: number): { open: number; end: number } | undefined {
  const open = source.masked.indexOf('{', from);
  if (open === -1) return undefined;
  const end = source.matching(open);
  return end === -1 ? undefined : { open, end };
}

function cleanSetup(parts: readonly string[]): string {
  return parts.map((part) => part.trim()).filter((part) => part !== '').join('\n\n');
}

/** Finds the test functions of a program and the rest of it. */
function readProgram(language: CLikeLanguage, program: string): Program {
  const source = new CLikeSource(program, language);
  const masked = source.masked;
  const bodies: TextSpan[] = [];
  const removed: TextSpan[] = [];
  const addFunction = (headerStart: number, headerEnd: number): void => {
    const block = blockAfter(source, headerEnd);
    if (block === undefined) return;
    bodies.push({ start: block.open + 1, end: block.end - 1 });
    removed.push({ start: headerStart, end: block.end });
  };
  const extra: string[] = [];
  if (language === 'cpp') {
    const main = /\bint\s+main\s*\([^)]*\)/.exec(masked);
    if (main !== null) addFunction(main.index, main.index + main[0].length);
  } else if (language === 'java') {
    const mainClass = /(?:public\s+)?(?:final\s+)?class\s+Main\b/.exec(masked);
    const classBlock = mainClass === null ? undefined : blockAfter(source, mainClass.index + mainClass[0].length);
    const main = /(?:public\s+)?static\s+void\s+main\s*\([^)]*\)\s*(?:throws\s+[\w.,\s]+)?/.exec(masked);
    if (mainClass !== null && classBlock !== undefined && main !== null && main.index > classBlock.open && main.index < classBlock.end) {
      const block = blockAfter(source, main.index + main[0].length);
      if (block !== undefined) {
        bodies.push({ start: block.open + 1, end: block.end - 1 });
        // Main's other members (helpers) join the setup as members of the job's class.
        extra.push(without(program.slice(classBlock.open + 1, classBlock.end - 1), [{ start: main.index - classBlock.open - 1, end: block.end - classBlock.open - 1 }]));
        removed.push({ start: mainClass.index, end: classBlock.end });
      }
    }
  } else if (language === 'go') {
    for (const match of masked.matchAll(/^func\s+Test\w*\s*\(\s*\w+\s+\*testing\.T\s*\)/gm)) addFunction(match.index, match.index + match[0].length);
    removed.push(...[...masked.matchAll(/^package\s+\w+[ \t]*$/gm)].map((match) => ({ start: match.index, end: match.index + match[0].length })));
  } else if (language === 'rust') {
    const module = /#\s*\[\s*cfg\s*\(\s*test\s*\)\s*\]\s*mod\s+\w+\s*/.exec(masked);
    const moduleBlock = module === null ? undefined : blockAfter(source, module.index + module[0].length);
    const scope = moduleBlock === undefined ? { start: 0, end: program.length } : { start: moduleBlock.open + 1, end: moduleBlock.end - 1 };
    const inner: TextSpan[] = [];
    const testFunction = /#\s*\[\s*test\s*\]\s*fn\s+\w+\s*\(\s*\)/g;
    testFunction.lastIndex = scope.start;
    for (let match = testFunction.exec(masked); match !== null && match.index < scope.end; match = testFunction.exec(masked)) {
      const block = blockAfter(source, match.index + match[0].length);
      if (block === undefined) break;
      bodies.push({ start: block.open + 1, end: block.end - 1 });
      inner.push({ start: match.index - scope.start, end: block.end - scope.start });
      testFunction.lastIndex = block.end;
    }
    if (moduleBlock !== undefined && module !== null) {
      // The module's other items (helpers) join the setup; `use super::*;` is not needed there.
      extra.push(without(program.slice(scope.start, scope.end), inner).replace(/^\s*use\s+super::\*\s*;\s*$/m, ''));
      removed.push({ start: module.index, end: moduleBlock.end });
    } else {
      removed.push(...inner.map((span) => ({ start: span.start + scope.start, end: span.end + scope.start })));
    }
  } else {
    const names: string[] = [];
    const definition = /^(?:(?:const|let|var)\s+([\w$]+)\s*=\s*(?:\(\s*\)|async\s*\(\s*\))\s*=>\s*|function\s+([\w$]+)\s*\(\s*\)\s*)/gm;
    for (const match of masked.matchAll(definition)) {
      const block = blockAfter(source, match.index + match[0].length - 1);
      if (block === undefined || !/\bconsole\.assert\s*\(/.test(masked.slice(block.open, block.end))) continue;
      bodies.push({ start: block.open + 1, end: block.end - 1 });
      removed.push({ start: match.index, end: block.end });
      names.push((match[1] ?? match[2]) as string);
    }
    for (const name of names) {
      const call = new RegExp(`^${name.replaceAll('$', '\\$')}\\s*\\(\\s*\\)\\s*;?[ \\t]*$`, 'gm');
      removed.push(...[...masked.matchAll(call)].map((match) => ({ start: match.index, end: match.index + match[0].length })));
    }
    if (bodies.length === 0) {
      // Assertions at the top level of the program: the program is the test body.
      bodies.push({ start: 0, end: program.length });
      removed.push({ start: 0, end: program.length });
    }
  }
  let outside = without(program, removed);
  if (language === 'cpp') outside = outside.replace(/^[ \t]*#[ \t]*undef[ \t]+NDEBUG[ \t]*$/gm, '').replace(/^[ \t]*#[ \t]*include[ \t]*<assert\.h>[ \t]*$/gm, '');
  if (language === 'go') {
    outside = outside.replace(/^[ \t]*(?:import[ \t]+)?(?:\w+[ \t]+)?"(?:testing|github\.com\/stretchr\/testify\/assert)"[ \t]*$/gm, '').replace(/^import\s*\(\s*\)/gm, '');
  }
  return { source, bodies, setup: [outside, ...extra] };
}

/** The assertion a statement is, rewritten as a test of the executor's format; undefined when it is not one. */
function assertion(language: CLikeLanguage, statement: string): string | undefined {
  switch (language) {
    case 'cpp':
      return /^assert\s*\(/.test(statement) ? statement : undefined;
    case 'go':
      // testify's package functions take `t` first (`assert.Equal(t, want, got)`); the methods of `assert.New(t)` do not.
      return /^assert\.\w+\s*\(/.test(statement) ? statement.replace(/^(assert\.\w+\s*\()\s*t\s*,\s*/, '$1') : undefined;
    case 'rust':
      return /^(?:assert|assert_eq|assert_ne)!\s*\(/.test(statement) ? (statement.endsWith(';') ? statement : `${statement};`) : undefined;
    case 'javascript':
      return /^console\.assert\s*\(/.test(statement) ? statement.replace(/^console\.assert/, 'consoleAssert') : undefined;
    case 'java':
      return javaAssertion(statement);
  }
}

/** Java: `if (c) { throw new AssertionError(); }` → `check(!(c));` (`check(x);` for `c` = `!(x)`), `assert c;` → `check(c);`. */
function javaAssertion(statement: string): string | undefined {
  const source = new CLikeSource(statement, 'java');
  const plain = /^assert\s+([\s\S]+?)\s*(?::[\s\S]*)?;$/.exec(source.masked);
  if (plain !== null && source.topLevel(/:/).length === 0) return `check(${statement.slice(6, statement.length - 1).trim()});`;
  const opener = /^if\s*\(/.exec(source.masked);
  if (opener === null) return undefined;
  const close = source.matching(opener[0].length - 1);
  if (close === -1) return undefined;
  const rest = source.masked.slice(close).trim();
  if (!/^\{?\s*throw\s+new\s+AssertionError\s*\([^;]*\)\s*;\s*\}?$/.test(rest)) return undefined;
  return `check(${negated(statement.slice(opener[0].length, close - 1).trim(), 'java')});`;
}

/** `!(x)` → `x`, `!s.f(x).equals(y)` → `s.f(x).equals(y)` (no operator outside brackets), else `!(c)`. */
function negated(condition: string, language: CLikeLanguage): string {
  const source = new CLikeSource(condition, language);
  if (/^!\s*\(/.test(source.masked)) {
    const open = source.masked.indexOf('(');
    if (source.matching(open) === condition.length) return condition.slice(open + 1, condition.length - 1).trim();
  }
  if (/^!\s*[\w$]/.test(source.masked) && source.topLevel(/[-+*/%&|^=<>?:!~]/, { start: 1, end: condition.length }).length === 0) return condition.slice(1).trim();
  return `!(${condition})`;
}

/** Boilerplate statements a test body holds that are no test and no setup. */
function isBoilerplate(language: CLikeLanguage, statement: string): boolean {
  if (language === 'go') return /^assert\s*:=\s*assert\.New\s*\(\s*\w+\s*\)$/.test(statement);
  if (language === 'cpp') return /^return\b[^;]*;$/.test(statement);
  return false;
}

/** Java's `List<Boolean> correct = Arrays.asList(a, b, …);` followed by `if (correct.contains(false)) throw …`: `check(a);` per item. */
function javaCorrectList(source: CLikeSource, statements: readonly TextSpan[], index: number): { tests: string[]; used: number } | undefined {
  const first = statements[index];
  const second = statements[index + 1];
  if (first === undefined || second === undefined) return undefined;
  const declaration = /^List\s*<\s*Boolean\s*>\s*(\w+)\s*=\s*(?:Arrays\.asList|List\.of)\s*\(/.exec(source.masked.slice(first.start, first.end));
  if (declaration === null) return undefined;
  const name = declaration[1] as string;
  const check = new RegExp(`^if\\s*\\(\\s*${name}\\.contains\\s*\\(\\s*false\\s*\\)\\s*\\)\\s*\\{?\\s*throw\\s+new\\s+AssertionError\\s*\\([^;]*\\)\\s*;\\s*\\}?$`);
  if (!check.test(source.masked.slice(second.start, second.end))) return undefined;
  const open = first.start + declaration[0].length - 1;
  const close = source.matching(open);
  if (close === -1) return undefined;
  return { tests: source.arguments({ start: open + 1, end: close - 1 }).map((item) => `check(${source.slice(item)});`), used: 2 };
}

/** Names a Go statement declares (`a, b := …`, `var a …`), which an unused-variable check would reject when no test uses them. */
function goDeclaredNames(statement: string): string[] {
  const short = /^([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*:=/.exec(statement);
  if (short !== null) return (short[1] as string).split(',').map((name) => name.trim()).filter((name) => name !== '_');
  const declared = /^var\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)/.exec(statement);
  return declared === null ? [] : (declared[1] as string).split(',').map((name) => name.trim()).filter((name) => name !== '_');
}

/** Splits one test body: one test per assertion (statements before the first one in front of each), or the whole body as one test. */
function splitBody(language: CLikeLanguage, source: CLikeSource, body: TextSpan): { tests: string[]; split: boolean; fields: string[] } {
  const statements = source.statements(body).filter((span) => !isBoilerplate(language, source.slice(span)));
  const prefix: string[] = [];
  const fields: string[] = [];
  const tests: string[] = [];
  let splittable = true;
  for (let index = 0; index < statements.length; index += 1) {
    const text = source.slice(statements[index] as TextSpan);
    if (language === 'java') {
      const list = javaCorrectList(source, statements, index);
      if (list !== undefined) {
        tests.push(...list.tests);
        index += list.used - 1;
        continue;
      }
    }
    const test = assertion(language, text);
    if (test !== undefined) {
      tests.push(test);
    } else if (tests.length === 0) {
      // Java's `Solution s = new Solution();` becomes a field of the job's class: the examples use it too.
      const instance = language === 'java' ? /^(\w+)\s+(\w+)\s*=\s*new\s+\1\s*\(\s*\)\s*;$/.exec(text) : null;
      if (instance !== null) fields.push(`static ${text}`);
      else prefix.push(text);
    } else {
      splittable = false;
    }
  }
  if (splittable && tests.length > 0) {
    const uses = language === 'go' ? prefix.flatMap(goDeclaredNames).map((name) => `_ = ${name}`) : [];
    const before = [...prefix, ...uses];
    return { tests: tests.map((test) => (before.length === 0 ? test : javascriptBlock(language, [...before, test].join('\n')))), split: true, fields };
  }
  let whole = statements.map((span) => source.slice(span)).join('\n');
  if (language === 'javascript') whole = rewriteConsoleAssert(whole);
  return { tests: whole.trim() === '' ? [] : [javascriptBlock(language, whole)], split: false, fields: [] };
}

/**
 * JavaScript tests run as scripts in one global scope, so a `let`/`const` in two tests would clash:
 * a test with declarations of its own is a block.
 */
function javascriptBlock(language: CLikeLanguage, test: string): string {
  return language === 'javascript' && /^\s*(?:let|const|class|function)\b/m.test(new CLikeSource(test, 'javascript').masked) ? `{\n${test}\n}` : test;
}

/** `console.assert(` → `consoleAssert(` in code (not in strings or comments). */
function rewriteConsoleAssert(text: string): string {
  const source = new CLikeSource(text, 'javascript');
  const spans = [...source.masked.matchAll(/\bconsole\s*\.\s*assert\s*\(/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  let result = '';
  let at = 0;
  for (const span of spans) {
    result += `${text.slice(at, span.start)}consoleAssert(`;
    at = span.end;
  }
  return result + text.slice(at);
}

/**
 * Turns a HumanEval-X test program of `language` into execret tests: Python's `check` as the
 * `humaneval` importer splits it; C++'s `main`, Java's `Main.main`, Go's `Test…(t *testing.T)`
 * functions, Rust's `#[test]` functions and JavaScript's test functions (those calling
 * `console.assert`) each give one test per assertion when their body is a list of assertions
 * (statements before the first assertion go in front of each test), else one test for the whole
 * body. The rest of the program (helper functions, includes, imports) becomes the setup, with the
 * language's shims ({@link GO_TESTIFY_SETUP}, {@link JAVASCRIPT_CONSOLE_ASSERT_SETUP}).
 */
export function splitHumanEvalXTests(language: HumanEvalXLanguage, program: string, entryPoint: string): HumanEvalXTests {
  if (language === 'python') {
    const { tests, setup } = splitHumanEvalTests(program, entryPoint);
    return { tests, setup, split: true };
  }
  const read = readProgram(language, program);
  const tests: string[] = [];
  const fields: string[] = [];
  let split = true;
  for (const body of read.bodies) {
    const part = splitBody(language, read.source, body);
    tests.push(...part.tests);
    fields.push(...part.fields);
    split &&= part.split;
  }
  const setup = [...read.setup, ...fields];
  if (language === 'javascript') setup.unshift(JAVASCRIPT_CONSOLE_ASSERT_SETUP);
  if (language === 'go') {
    const named = GO_TEST_PACKAGES.filter((name) => tests.some((test) => new RegExp(`\\b${name}\\.`).test(new CLikeSource(test, 'go').masked)));
    setup.unshift([GO_TESTIFY_SETUP, ...named.map((name) => `import "${name}"`)].join('\n'));
  }
  return { tests, setup: cleanSetup(setup), split };
}

/** The condition an assertion test checks, or undefined. */
function assertedCondition(language: HumanEvalXLanguage, test: string): { condition: string; truth: boolean } | { call: string; expected: string } | undefined {
  const inner = (prefix: RegExp, text: string): string[] | undefined => {
    const source = new CLikeSource(text, language === 'python' ? 'javascript' : language);
    const match = prefix.exec(source.masked);
    if (match === null) return undefined;
    const open = match[0].length - 1;
    const close = source.matching(open);
    if (close === -1 || source.masked.slice(close).replace(/;/g, '').trim() !== '') return undefined;
    return source.arguments({ start: open + 1, end: close - 1 }).map((span) => source.slice(span));
  };
  switch (language) {
    case 'python': {
      const match = /^assert\s+([\s\S]+)$/.exec(test);
      if (match === null || test.includes('\n')) return undefined;
      const parts = new CLikeSource(match[1] as string, 'javascript').arguments({ start: 0, end: (match[1] as string).length });
      const condition = parts[0] === undefined ? undefined : (match[1] as string).slice(parts[0].start, parts[0].end);
      if (condition === undefined) return undefined;
      if (/^not\s/.test(condition)) return { condition: condition.slice(4).trim(), truth: false };
      return { condition, truth: true };
    }
    case 'cpp': {
      const args = inner(/^assert\s*\(/, test);
      return args?.length === 1 ? { condition: args[0] as string, truth: true } : undefined;
    }
    case 'java': {
      const args = inner(/^check\s*\(/, test);
      return args?.length === 1 ? { condition: args[0] as string, truth: true } : undefined;
    }
    case 'javascript': {
      const args = inner(/^consoleAssert\s*\(/, test);
      return args?.[0] === undefined ? undefined : { condition: args[0], truth: true };
    }
    case 'rust': {
      const equal = inner(/^assert_eq!\s*\(/, test);
      if (equal !== undefined && equal.length >= 2) return { call: equal[0] as string, expected: equal[1] as string };
      const args = inner(/^assert!\s*\(/, test);
      return args?.[0] === undefined ? undefined : { condition: args[0], truth: true };
    }
    case 'go': {
      const equal = inner(/^assert\.Equal\s*\(/, test);
      if (equal !== undefined && equal.length >= 2) return { call: equal[1] as string, expected: equal[0] as string };
      const truth = /^assert\.(True|False)\s*\(/.exec(test);
      const args = truth === null ? undefined : inner(/^assert\.(?:True|False)\s*\(/, test);
      return args?.[0] === undefined ? undefined : { condition: args[0], truth: truth?.[1] === 'True' };
    }
  }
}

/** Strips one pair of parentheses around a whole expression. */
function unwrap(expression: string, language: CLikeLanguage): string {
  const text = expression.trim();
  const source = new CLikeSource(text, language);
  if (text.startsWith('(') && source.matching(0) === text.length) return text.slice(1, -1).trim();
  return text;
}

/**
 * The examples an example program gives, as `{ call, expected }` (the task format's query-time
 * examples): each assertion of the program that reads as `call == expected` (`===` in JavaScript,
 * with `JSON.stringify(a) === JSON.stringify(b)` read as `a`, `b`; Java `a.equals(b)`; Go
 * `assert.Equal(expected, call)`; Rust `assert_eq!(call, expected)`), else the asserted condition
 * with expected `true` (`false` for a negated one; Python `True`/`False`). Statements before the
 * assertions (Java's `Solution s = new Solution();` is a field of the setup) are not part of them.
 */
export function humanEvalXExamples(language: HumanEvalXLanguage, program: string, entryPoint: string): TaskExample[] {
  const { tests, split } = splitHumanEvalXTests(language, program, entryPoint);
  if (!split) return [];
  const scanned: CLikeLanguage = language === 'python' ? 'javascript' : language;
  const truthText = (truth: boolean): string => (language === 'python' ? (truth ? 'True' : 'False') : truth ? 'true' : 'false');
  const examples: TaskExample[] = [];
  for (const test of tests) {
    const read = assertedCondition(language, test);
    if (read === undefined) continue;
    if ('call' in read) {
      examples.push({ call: read.call.trim(), expected: read.expected.trim() });
      continue;
    }
    let condition = unwrap(read.condition, scanned);
    let truth = read.truth;
    if (language !== 'python' && condition.startsWith('!')) {
      const rest = unwrap(condition.slice(1), scanned);
      if (rest !== condition.slice(1).trim() || /^[\w$.]+\s*\(/.test(rest)) {
        const source = new CLikeSource(rest, scanned);
        const open = rest.indexOf('(');
        if (open !== -1 && source.matching(open) === rest.length && !/[^\w$.\s]/.test(rest.slice(0, open))) {
          condition = rest;
          truth = !truth;
        }
      }
    }
    const source = new CLikeSource(condition, scanned);
    const operator = language === 'javascript' ? /===|==(?!=)/ : /==(?!=)/;
    const equalities = source.topLevel(operator).filter((found) => !'!<>='.includes(condition[found.index - 1] ?? ''));
    if (truth && equalities.length === 1 && source.topLevel(/&&|\|\||\band\b|\bor\b/).length === 0) {
      const found = equalities[0] as { index: number; length: number };
      let left = unwrap(condition.slice(0, found.index), scanned);
      let right = unwrap(condition.slice(found.index + found.length), scanned);
      const stringified = /^JSON\.stringify\s*\(([\s\S]*)\)$/;
      if (language === 'javascript' && stringified.test(left) && stringified.test(right)) {
        left = (stringified.exec(left) as RegExpExecArray)[1] as string;
        right = (stringified.exec(right) as RegExpExecArray)[1] as string;
      }
      const mentions = (text: string): boolean => new RegExp(`(?<![\\w$])${entryPoint.replaceAll('$', '\\$')}\\s*\\(`).test(text);
      if (!mentions(left) && mentions(right)) [left, right] = [right, left];
      examples.push({ call: left.trim(), expected: right.trim() });
      continue;
    }
    if (language === 'java' && truth) {
      const calls = source.topLevel(/\.equals\s*\(/);
      const last = calls[calls.length - 1];
      const open = last === undefined ? -1 : last.index + last.length - 1;
      if (last !== undefined && source.matching(open) === condition.length) {
        examples.push({ call: condition.slice(0, last.index).trim(), expected: condition.slice(open + 1, condition.length - 1).trim() });
        continue;
      }
    }
    examples.push({ call: condition, expected: truthText(truth) });
  }
  return examples;
}
