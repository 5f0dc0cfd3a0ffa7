import { CLikeSource, type CLikeLanguage, type LiteralSpan } from './c-like-source.js';
import { splitDocstring, splitHumanEvalPrompt } from './humaneval-importer.js';
import { humanEvalXExamples, splitHumanEvalXTests, type HumanEvalXLanguage } from './humaneval-x-tests.js';
import { importJsonlRecords, type ImportOptions, type ImportResult } from './import-result.js';

/** The language prefixes of HumanEval-X task ids (lower-cased) and the execret language each names. */
export const HUMANEVAL_X_LANGUAGES = {
  python: 'python',
  cpp: 'cpp',
  'c++': 'cpp',
  java: 'java',
  javascript: 'javascript',
  js: 'javascript',
  go: 'go',
  rust: 'rust',
} as const satisfies Record<string, HumanEvalXLanguage>;

const KEYWORDS = new Set(['if', 'for', 'while', 'switch', 'return', 'sizeof', 'catch', 'new']);

/** The function a HumanEval-X `declaration` declares (its last definition), or undefined. */
export function humanEvalXEntryPoint(language: HumanEvalXLanguage, declaration: string): string | undefined {
  const last = (pattern: RegExp, text: string): string | undefined => {
    const matches = [...text.matchAll(pattern)];
    const match = matches[matches.length - 1];
    return match === undefined ? undefined : ((match.slice(1).find((group) => group !== undefined)) as string | undefined);
  };
  switch (language) {
    case 'python':
      return last(/^[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm, declaration);
    case 'go':
      return last(/^func[ \t]+([A-Za-z_]\w*)[ \t]*[[(]/gm, new CLikeSource(declaration, 'go').masked);
    case 'rust':
      return last(/\bfn[ \t]+([A-Za-z_]\w*)/g, new CLikeSource(declaration, 'rust').masked);
    case 'javascript':
      return last(/(?:\bfunction[ \t]+([\w$]+)[ \t]*\(|\b(?:const|let|var)[ \t]+([\w$]+)[ \t]*=)/g, new CLikeSource(declaration, 'javascript').masked);
    case 'java':
    case 'cpp': {
      const lines = new CLikeSource(declaration, language).masked.split('\n').filter((line) => line.includes('('));
      const line = lines[lines.length - 1];
      if (line === undefined) return undefined;
      return [...line.matchAll(/([A-Za-z_]\w*)\s*\(/g)].map((match) => match[1] as string).find((name) => !KEYWORDS.has(name));
    }
  }
}

/**
 * The documentation comment of the entry point (a run of `//` lines counts as one): the comment
 * that opens its body (as in some C++ prompts, where helpers come first), else the comment nearest
 * before its definition.
 */
function docComment(source: CLikeSource, entryPoint: string): LiteralSpan | undefined {
  const definition = new RegExp(`(?<![\\w$])${entryPoint.replaceAll('$', '\\$')}\\s*[(=[<]`).exec(source.masked);
  const comments = source.comments();
  const isLine = (span: LiteralSpan): boolean => source.text.startsWith('//', span.start);
  const adjacent = (first: LiteralSpan, second: LiteralSpan): boolean => isLine(first) && isLine(second) && /^[ \t]*\n[ \t]*$/.test(source.text.slice(first.end, second.start));
  if (definition !== null) {
    const brace = source.masked.indexOf('{', definition.index);
    const opening = brace === -1 ? undefined : comments.findIndex((span) => span.start > brace && source.text.slice(brace + 1, span.start).trim() === '');
    if (opening !== undefined && opening !== -1) {
      let inside = comments[opening] as LiteralSpan;
      for (let index = opening + 1; index < comments.length && adjacent(inside, comments[index] as LiteralSpan); index += 1) inside = { kind: 'comment', start: inside.start, end: (comments[index] as LiteralSpan).end };
      return inside;
    }
  }
  const before = definition === null ? source.text.length : source.text.lastIndexOf('\n', definition.index) + 1;
  const preceding = comments.filter((span) => span.end <= before);
  let last = preceding[preceding.length - 1];
  if (last === undefined) return undefined;
  for (let index = preceding.length - 2; index >= 0 && adjacent(preceding[index] as LiteralSpan, last); index -= 1) {
    last = { kind: 'comment', start: (preceding[index] as LiteralSpan).start, end: last.end };
  }
  return last;
}

/** A comment's text without its markers (`/*`, `*\/`, leading `*` and `//`). */
function commentText(comment: string): string {
  if (comment.startsWith('//')) return comment.split('\n').map((line) => line.trim().replace(/^\/\/\/?\s?/, '')).join('\n');
  return comment
    .replace(/^\/\*+/, '')
    .replace(/\*+\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*(?!\/)\s?/, ''))
    .join('\n');
}

/** `text` without `span`, and without the lines it leaves blank. */
function cutLines(text: string, span: { start: number; end: number }): string {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const start = text.slice(lineStart, span.start).trim() === '' ? lineStart : span.start;
  const newline = text.indexOf('\n', span.end);
  const lineEnd = newline === -1 ? text.length : newline + 1;
  const end = text.slice(span.end, lineEnd).trim() === '' ? lineEnd : span.end;
  return text.slice(0, start) + text.slice(end);
}

/** Header lines (includes, imports, `use` of the standard library) the declaration has and the code lacks: the canonical needs them to compile. */
function missingHeaders(language: CLikeLanguage, declaration: string, code: string): string[] {
  const pattern: Record<CLikeLanguage, RegExp | undefined> = {
    cpp: /^[ \t]*#[ \t]*include\b.*$/gm,
    java: /^[ \t]*import[ \t]+[\w.*]+[ \t]*;[ \t]*$/gm,
    // External crates (rand, regex, md5) are not available: only the standard library's `use` lines.
    rust: /^[ \t]*use[ \t]+(?:std|core|alloc)\b[^;]*;[ \t]*$/gm,
    go: undefined,
    javascript: undefined,
  };
  const header = pattern[language];
  if (header === undefined) return [];
  const present = new Set([...code.matchAll(header)].map((match) => match[0].replace(/\s+/g, '')));
  return [...declaration.matchAll(header)].map((match) => match[0].trim()).filter((line) => !present.has(line.replace(/\s+/g, '')));
}

/**
 * Go: the packages the record's own `test_setup` imports (HumanEval-X's Go harness header) that the
 * tests name and the setup does not import yet (`testing` and testify are never needed). Only named
 * ones: Go rejects an unused import.
 */
function withGoTestImports(setup: string, tests: readonly string[], recordSetup: string): string {
  const specs = [...recordSetup.matchAll(/"([\w./-]+)"/g)].map((match) => match[1] as string).filter((spec) => spec !== 'testing' && !spec.startsWith('github.com/'));
  const named = specs.filter((spec) => {
    const name = spec.split('/').pop() as string;
    return !setup.includes(`"${spec}"`) && tests.some((test) => new RegExp(`(?<![\\w.])${name}\\.`).test(new CLikeSource(test, 'go').masked));
  });
  return named.length === 0 ? setup : `${named.map((spec) => `import "${spec}"`).join('\n')}\n${setup}`;
}

/**
 * `--from humaneval-x`: HumanEval-X JSONL, one record per line (`task_id` `<Language>/<number>` with
 * Language one of Python, CPP, Java, JavaScript, Go, Rust; `prompt`, `declaration`,
 * `canonical_solution`, `test`, optional `example_test`). Every language of the file is imported;
 * the task id is `<language>/<number>` with execret's language name (`cpp/3`), so the same task
 * number pairs tasks across languages (`run --query-language go --pool-language python`); the
 * record's own id is kept in `metadata.humaneval_x_task_id`.
 *
 * - Entry point: the function the `declaration` declares last.
 * - Query: the prose of the entry point's documentation (Python: its docstring, as `humaneval`
 *   reads it; other languages: the comment nearest before its definition), without `>>>` examples.
 * - Canonical: the prompt without that documentation, then `canonical_solution`; includes, imports
 *   and standard-library `use` lines of the declaration that the prompt lacks go in front (Rust's
 *   `use rand`, `regex`, `md5` are left out: no external crates). Java's `class Solution` becomes
 *   `static class Solution`, a member of the job's class as the Java executor runs code.
 * - Tests: the test program split per assertion, or the whole program as one test
 *   ({@link splitHumanEvalXTests}); Go's testify calls and JavaScript's `console.assert` run on
 *   shims in the test setup.
 * - Examples: the `example_test` program's assertions as `{ call, expected }` ({@link humanEvalXExamples}).
 *
 * A record with an unknown language, a missing field, no entry point, no documentation prose or
 * no assertion is skipped with its file, line and task id; canonicals that do not compile or pass
 * are dropped later by the build's gates.
 */
export async function importHumanEvalX(path: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importJsonlRecords(path, (reader) => {
    const recordId = reader.string('task_id');
    const parsed = /^([A-Za-z+]+)\/(\d+)$/.exec(recordId);
    if (parsed === null) return { taskId: recordId, skip: `field "task_id" must be <Language>/<number> (Python/0, CPP/3, Java/5, JavaScript/7, Go/12, Rust/9), found ${JSON.stringify(recordId)}` };
    const prefix = (parsed[1] as string).toLowerCase();
    if (!Object.hasOwn(HUMANEVAL_X_LANGUAGES, prefix)) {
      return { taskId: recordId, skip: `unknown language "${parsed[1] as string}" in field "task_id": expected one of Python, CPP, Java, JavaScript, Go, Rust` };
    }
    const language = HUMANEVAL_X_LANGUAGES[prefix as keyof typeof HUMANEVAL_X_LANGUAGES];
    const taskId = `${language}/${parsed[2] as string}`;
    const prompt = reader.string('prompt');
    const declaration = reader.string('declaration');
    const solution = reader.string('canonical_solution');
    const test = reader.string('test');
    const exampleTest = reader.optionalString('example_test') ?? '';
    const entryPoint = humanEvalXEntryPoint(language, declaration) ?? humanEvalXEntryPoint(language, prompt);
    if (entryPoint === undefined) return { taskId: recordId, skip: `field "declaration" must declare the ${language} function to test, found none` };

    let query: string;
    let canonical: string;
    if (language === 'python') {
      const parts = splitHumanEvalPrompt(prompt, entryPoint);
      if (parts === undefined) return { taskId: recordId, skip: `field "prompt" must define ${entryPoint}(…) with a docstring in its body (the query comes from it), found none` };
      query = parts.query;
      canonical = `${parts.code}${solution}`;
    } else {
      const source = new CLikeSource(prompt, language);
      const comment = docComment(source, entryPoint);
      if (comment === undefined) return { taskId: recordId, skip: `field "prompt" must document ${entryPoint} in a comment before its definition (the query comes from it), found none` };
      query = splitDocstring(commentText(source.slice(comment))).query;
      const code = cutLines(prompt, comment);
      canonical = [...missingHeaders(language, declaration, code), code.replace(/^\s*\n/, '')].join('\n') + solution;
      // The Java executor runs code as members of a class: a top-level class is a static member class there.
      if (language === 'java') canonical = canonical.replace(/^((?:public[ \t]+|final[ \t]+|abstract[ \t]+)*)class[ \t]/gm, '$1static class ');
    }
    if (query === '') return { taskId: recordId, skip: `the documentation of ${entryPoint} holds only examples, no prose to use as the query` };
    const split = splitHumanEvalXTests(language, test, entryPoint);
    const { tests } = split;
    const setup = language === 'go' ? withGoTestImports(split.setup, tests, reader.optionalString('test_setup') ?? '') : split.setup;
    if (tests.length === 0) return { taskId: recordId, skip: `field "test" holds no ${language === 'python' ? 'assert in check(candidate)' : 'test program with assertions'} that can fail` };
    const examples = exampleTest.trim() === '' ? [] : humanEvalXExamples(language, exampleTest, entryPoint);
    return {
      taskId,
      language,
      domain: 'humaneval-x',
      query,
      entryPoint,
      canonical,
      tests,
      ...(setup === '' ? {} : { testSetup: setup }),
      ...(examples.length === 0 ? {} : { examples }),
      metadata: { task_id: taskId, humaneval_x_task_id: recordId },
    };
  }, options);
}
