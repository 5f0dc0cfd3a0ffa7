import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { ExecretError, ExecretErrorCode, InvalidArgumentError, compareCodeUnits, decodeUtf8, type Language, type Task } from '@execret/core';

/** One query-time example of a task: `call` evaluates to `expected` (core's `TaskExample`). */
type TaskExample = NonNullable<Task['examples']>[number];

/** The ten built-in domains. */
export const DOMAINS = [
  'bit_manipulation',
  'collections',
  'data_transformation',
  'date_time',
  'geometry',
  'math_numerical',
  'sorting_searching',
  'state_machines',
  'string_processing',
  'validation',
] as const;

/** One of the ten built-in domains. */
export type Domain = (typeof DOMAINS)[number];

/** A task file could not be parsed; the message names file and line. */
export class TaskFileError extends ExecretError {
  constructor(file: string, line: number, message: string) {
    super(ExecretErrorCode.SCHEMA, `${file}:${line}: ${message}`, { location: { file, line } });
    this.name = 'TaskFileError';
  }
}

interface Syntax {
  comment: string;
  /** The equality an example line states its result with. */
  equality: string;
  testsMarker: string;
  setupMarker: string;
  testPrefix: string;
  testDescription: string;
}

const SYNTAX: Partial<Record<Language, Syntax>> = {
  python: { comment: '#', equality: '==', testsMarker: '# tests', setupMarker: '# test_setup', testPrefix: 'assert ', testDescription: "a single-line statement starting with 'assert '" },
  typescript: { comment: '//', equality: '===', testsMarker: '// tests', setupMarker: '// test_setup', testPrefix: 'assert.', testDescription: "a single-line statement starting with 'assert.'" },
  // JavaScript tasks are TypeScript's with the types erased (scripts/port-typescript-to-javascript.mjs).
  javascript: { comment: '//', equality: '===', testsMarker: '// tests', setupMarker: '// test_setup', testPrefix: 'assert.', testDescription: "a single-line statement starting with 'assert.'" },
};

/** Where a task file sits and what it is. */
export interface TaskFileContext {
  /** Path used in error messages and in the task id. */
  file: string;
  /** Language of the file. */
  language: Language;
  /** Domain (the folder name). */
  domain: string;
  /** Task id; defaults to `<language>/<domain>/<file name without extension>`. */
  taskId?: string;
}

/**
 * Parses one built-in task file (format in docs/task-format.md): a header of `key: value` comment
 * lines (`query`, `entry_point`, and optional `example` lines, which may repeat; continuation lines
 * start with the comment marker and three spaces), the canonical, an optional `test_setup` section,
 * then a `tests` marker line followed by one test statement per line. An example line states
 * `<call of the entry point> == <expected>` (TypeScript `===`) and becomes a `TaskExample`.
 */
export function parseTaskFile(text: string, context: TaskFileContext): Task {
  const syntax = SYNTAX[context.language];
  if (syntax === undefined) throw new InvalidArgumentError(`${context.file}: built-in task files exist for ${Object.keys(SYNTAX).join(' and ')}, not for ${context.language}`);
  const lines = text.split('\n');
  const header = new Map<string, string>();
  const exampleLines: { text: string; line: number }[] = [];
  const headerPattern = new RegExp(`^${escapeRegExp(syntax.comment)} ([a-z_]+): (.*)$`);
  const continuation = `${syntax.comment}   `;
  let index = 0;
  let key: string | undefined;
  while (index < lines.length && (lines[index] as string).startsWith(syntax.comment)) {
    const line = lines[index] as string;
    const match = headerPattern.exec(line);
    if (match !== null) {
      key = match[1] as string;
      const value = (match[2] as string).trim();
      if (key === 'example') exampleLines.push({ text: value, line: index + 1 });
      else if (header.has(key)) throw new TaskFileError(context.file, index + 1, `header field "${key}" appears twice`);
      else header.set(key, value);
    } else if (line.startsWith(continuation) && key !== undefined) {
      const more = line.slice(continuation.length).trim();
      if (key === 'example') {
        const last = exampleLines[exampleLines.length - 1] as { text: string };
        last.text = `${last.text} ${more}`;
      } else header.set(key, `${header.get(key) as string} ${more}`);
    } else {
      throw new TaskFileError(context.file, index + 1, `header lines must be "${syntax.comment} key: value" or "${continuation}continuation", got ${JSON.stringify(line)}`);
    }
    index += 1;
  }
  const query = header.get('query');
  const entryPoint = header.get('entry_point');
  if (query === undefined || query === '') throw new TaskFileError(context.file, 1, 'header field "query" is missing or empty');
  if (entryPoint === undefined || !/^[A-Za-z_$][\w$]*$/.test(entryPoint)) {
    throw new TaskFileError(context.file, 1, `header field "entry_point" must be an identifier, got ${entryPoint === undefined ? 'missing' : JSON.stringify(entryPoint)}`);
  }
  const examples = exampleLines.map(({ text: example, line }) => {
    const parsed = splitExample(example, syntax.equality, context.language, entryPoint);
    if (typeof parsed === 'string') throw new TaskFileError(context.file, line, `header field "example" ${parsed}, got ${JSON.stringify(example)}`);
    return parsed;
  });
  const marker = lines.indexOf(syntax.testsMarker, index);
  if (marker === -1) throw new TaskFileError(context.file, lines.length - (text.endsWith('\n') ? 1 : 0), `no "${syntax.testsMarker}" line: the tests must follow one`);
  let body = lines.slice(index, marker);
  let testSetup: string | undefined;
  const setupAt = body.indexOf(syntax.setupMarker);
  if (setupAt !== -1) {
    testSetup = `${body.slice(setupAt + 1).join('\n').trim()}\n`;
    body = body.slice(0, setupAt);
  }
  const canonical = `${body.join('\n').trim()}\n`;
  if (canonical.trim() === '') throw new TaskFileError(context.file, index + 1, 'the canonical implementation is empty');
  const tests: string[] = [];
  lines.slice(marker + 1).forEach((line, offset) => {
    if (line.trim() === '' || line.startsWith(syntax.comment)) return;
    if (!line.startsWith(syntax.testPrefix)) {
      throw new TaskFileError(context.file, marker + offset + 2, `each test must be ${syntax.testDescription}, got ${JSON.stringify(line)}`);
    }
    tests.push(line);
  });
  if (tests.length === 0) throw new TaskFileError(context.file, marker + 1, 'no tests after the tests marker');
  const name = basename(context.file).replace(/\.(py|ts|js)$/, '');
  return {
    taskId: context.taskId ?? `${context.language}/${context.domain}/${name}`,
    language: context.language,
    domain: context.domain,
    query,
    entryPoint,
    canonical,
    tests,
    ...(testSetup === undefined ? {} : { testSetup }),
    ...(examples.length === 0 ? {} : { examples }),
  };
}

/**
 * Splits an example (`f(1, "a") == [2]`) at its one top-level equality operator (outside string
 * literals and brackets) into the call and the expected value, or says what is wrong with it.
 */
function splitExample(text: string, equality: string, language: Language, entryPoint: string): TaskExample | string {
  const form = `must be "<call> ${equality} <expected>" with one top-level ${equality}`;
  const positions: number[] = [];
  let depth = 0;
  let quote: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quote !== undefined) {
      if (character === '\\') index += 1;
      else if (text.startsWith(quote, index)) {
        index += quote.length - 1;
        quote = undefined;
      }
      continue;
    }
    if (character === '"' || character === "'" || character === '`') {
      const triple = character.repeat(3);
      quote = language === 'python' && text.startsWith(triple, index) ? triple : character;
      index += quote.length - 1;
    } else if ('([{'.includes(character)) depth += 1;
    else if (')]}'.includes(character)) depth -= 1;
    // An equality operator is not part of a longer one (`===` in Python, `!==`, `<=`, `>=`).
    else if (depth === 0 && text.startsWith('==', index)) {
      let end = index;
      while (text[end] === '=') end += 1;
      if (end - index === equality.length && !'!<>'.includes(text[index - 1] ?? '')) positions.push(index);
      index = end - 1;
    }
  }
  if (positions.length !== 1) return form;
  const at = positions[0] as number;
  const call = text.slice(0, at).trim();
  const expected = text.slice(at + equality.length).trim();
  if (call === '' || expected === '') return form;
  if (!new RegExp(`(?<![\\w$.])${escapeRegExp(entryPoint)}\\s*\\(`).test(call)) return `must call ${entryPoint}(…) before ${equality}`;
  return { call, expected };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const EXTENSIONS: Record<Language, string> = { python: '.py', typescript: '.ts', javascript: '.js', go: '.go', java: '.java', rust: '.rs', cpp: '.cpp' };

/**
 * Loads every task file of one language under `root` (`root/<domain>/<name>.<ext>`), sorted by
 * task id so the order never depends on the file system. Files must be UTF-8 (a leading byte-order
 * mark is allowed): other bytes throw an `InvalidUtf8Error` (`INVALID_UTF8`) naming file and line.
 */
export async function loadTaskDirectory(root: string, language: Language): Promise<Task[]> {
  const tasks: Task[] = [];
  const domains = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const domain of domains) {
    const folder = join(root, domain);
    const files = (await readdir(folder)).filter((name) => name.endsWith(EXTENSIONS[language]) && !name.endsWith('.test.ts'));
    for (const name of files) {
      const path = join(folder, name);
      const display = relative(process.cwd(), path).split(sep).join('/');
      const file = display.startsWith('..') ? path : display;
      // Strict decoding: a byte that is not UTF-8 is an error naming file and line, never U+FFFD.
      tasks.push(parseTaskFile(decodeUtf8(await readFile(path), file), { file, language, domain: basename(dirname(path)) }));
    }
  }
  return tasks.sort((left, right) => compareCodeUnits(left.taskId, right.taskId));
}
