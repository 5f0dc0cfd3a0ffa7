import { importJsonlRecords, type ImportOptions, type ImportResult } from './import-result.js';
import { dedentPython, joinPythonLines, pythonCodeMentions, renamePythonIdentifier, scanPython, type PythonLogicalLine } from './python-source.js';

const IDENTIFIER = /^[A-Za-z_]\w*$/;

/** A HumanEval prompt split into the code to find and the text that describes it. */
export interface HumanEvalPromptParts {
  /** The prompt with the entry point's docstring lines removed; every other byte as it was. */
  code: string;
  /** The docstring's prose on one line (whitespace collapsed); empty when it has none. */
  query: string;
  /** The docstring's examples (`>>>` lines with their output, `Example:` / `For example:` blocks), one per line; empty when none. */
  examples: string;
}

// A line that opens an example block: "For example:", "For instance,", "Example 1:", "Examples", "e.g.".
const EXAMPLE_HEADER = /^(?:for\s+(?:example|instance)\b|e\.g\.|examples?\b(?:\s*\d+)?\s*(?::|$))/i;

/**
 * Separates a docstring's prose from its examples. An example block starts at a `>>>` line (and runs
 * over its expected output up to a blank line) or at a header line such as `For example:` (and runs
 * up to a blank line followed by a line no deeper than the header). Prose after an example block
 * (a closing note) is prose again.
 */
export function splitDocstring(content: string): { query: string; examples: string } {
  const raw = content.split('\n').map((line) => line.replace(/\s+$/, ''));
  const indents = raw.slice(1).filter((line) => line.trim() !== '').map((line) => (/^[ \t]*/.exec(line) as RegExpExecArray)[0].length);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  const lines = raw.map((line, index) => (index === 0 ? line.trimStart() : line.slice(common)));
  const prose: string[] = [];
  const examples: string[] = [];
  let state: 'prose' | 'doctest' | 'header' = 'prose';
  let headerIndent = 0;
  let blankSinceHeaderContent = false;
  for (const line of lines) {
    const text = line.trim();
    const indent = line.length - line.trimStart().length;
    if (text === '') {
      if (state === 'doctest') state = 'prose';
      else if (state === 'header') blankSinceHeaderContent = true;
      continue;
    }
    if (text.startsWith('>>>') || (state === 'doctest' && text.startsWith('...'))) {
      examples.push(line);
      state = 'doctest';
    } else if (EXAMPLE_HEADER.test(text)) {
      examples.push(line);
      state = 'header';
      headerIndent = indent;
      blankSinceHeaderContent = false;
    } else if (state === 'doctest' || (state === 'header' && (indent > headerIndent || !blankSinceHeaderContent))) {
      examples.push(line);
    } else {
      state = 'prose';
      prose.push(text);
    }
  }
  return { query: prose.join(' ').replace(/\s+/g, ' ').trim(), examples: examples.join('\n').trim() };
}

function lineText(source: string, line: PythonLogicalLine): string {
  return source.slice(line.start + line.indent.length, line.end);
}

/**
 * Splits a HumanEval `prompt` for the function `entryPoint`: its docstring (the first string
 * literal that is a statement of its own directly in the body of `def entryPoint(...)`, on lines
 * of its own) is cut out whole, line ends included, and split into prose (the query) and examples.
 * The docstring need not be the first statement: imports or helper lines before it in the body
 * (or before the `def`) stay in the code. Other docstrings (helper functions) stay in the code.
 * Returns `undefined` when the function is missing or holds no such string.
 */
export function splitHumanEvalPrompt(prompt: string, entryPoint: string): HumanEvalPromptParts | undefined {
  if (!IDENTIFIER.test(entryPoint)) return undefined;
  const scan = scanPython(prompt);
  const lines = scan.lines.filter((line) => !line.blank);
  const definition = new RegExp(`^(?:async\\s+)?def\\s+${entryPoint}\\s*\\(`);
  const defAt = lines.findIndex((line) => definition.test(lineText(prompt, line)));
  const header = lines[defAt];
  if (header === undefined) return undefined;
  const bodyEnd = lines.findIndex((line, index) => index > defAt && line.indent.length <= header.indent.length);
  const body = lines.slice(defAt + 1, bodyEnd === -1 ? lines.length : bodyEnd);
  const bodyIndent = body[0]?.indent;
  // Only statements directly in the body count: a string inside a nested block is not the docstring.
  for (const statement of body.filter((line) => line.indent === bodyIndent)) {
    const literal = scan.strings.find((span) => span.start === statement.start + statement.indent.length);
    if (literal === undefined || prompt.slice(literal.end, statement.end).replace(/#.*$/, '').trim() !== '') continue;
    const text = prompt.slice(literal.start, literal.end);
    const opener = /^[rRuU]?("""|'''|"|')/.exec(text);
    const quote = opener?.[1];
    if (opener === null || quote === undefined || text.length < opener[0].length + quote.length || !text.endsWith(quote)) continue;
    const newline = prompt.indexOf('\n', statement.end);
    const code = prompt.slice(0, statement.start) + (newline === -1 ? '' : prompt.slice(newline + 1));
    return { code, ...splitDocstring(text.slice(opener[0].length, text.length - quote.length)) };
  }
  return undefined;
}

/** HumanEval tests as standalone statements. */
export interface HumanEvalTests {
  /** One test per `assert` in `check` (or per compound statement holding asserts), the parameter renamed to the entry point. */
  tests: string[];
  /** Code before `check` (except `METADATA = …`) and the statements in `check` before its first assert. */
  setup: string;
}

interface Statement {
  text: string;
  lines: PythonLogicalLine[];
}

/** Groups logical lines into statements: a line at `indent` starts one; deeper lines belong to it. */
function statements(source: string, lines: readonly PythonLogicalLine[], indent: string): Statement[] {
  const result: Statement[] = [];
  for (const line of lines) {
    if (line.blank) continue;
    const current = result[result.length - 1];
    if (line.indent === indent || current === undefined) result.push({ text: '', lines: [line] });
    else current.lines.push(line);
  }
  for (const statement of result) {
    const first = statement.lines[0] as PythonLogicalLine;
    const last = statement.lines[statement.lines.length - 1] as PythonLogicalLine;
    statement.text = dedentPython(source.slice(first.start, last.end), indent);
  }
  return result;
}

/**
 * Turns a HumanEval `test` field into standalone tests for `entryPoint`:
 * - each `assert` statement at the top of `check(candidate)` becomes one test, written on one line
 *   (comments and `\` continuations dropped) with the parameter renamed to the entry point in code
 *   (not in string literals); a compound statement holding asserts (a `for` loop) becomes one test;
 * - statements in `check` before its first assert (inputs, imports) join the code before `check`
 *   as the test setup; statements between asserts are put in front of the next test, so tests run
 *   in order (as the oracle runs them) see the same state as in `check`;
 * - `assert True, …` (a placeholder that cannot fail), `METADATA = …`, calls of `check` and
 *   statements after the last assert (they cannot change an outcome) are left out.
 */
export function splitHumanEvalTests(test: string, entryPoint: string): HumanEvalTests {
  const scan = scanPython(test);
  const checkAt = scan.lines.findIndex((line) => line.indent === '' && /^def\s+check\s*\(/.test(lineText(test, line)));
  if (checkAt === -1) return { tests: [], setup: '' };
  const checkLine = scan.lines[checkAt] as PythonLogicalLine;
  const parameter = /^def\s+check\s*\(\s*([A-Za-z_]\w*)/.exec(lineText(test, checkLine))?.[1] ?? 'candidate';
  const after = scan.lines.slice(checkAt + 1);
  const bodyEnd = after.findIndex((line) => !line.blank && line.indent === '');
  const body = bodyEnd === -1 ? after : after.slice(0, bodyEnd);
  const trailing = bodyEnd === -1 ? [] : after.slice(bodyEnd);
  const baseIndent = body.find((line) => !line.blank)?.indent ?? '';

  const setup = [...statements(test, scan.lines.slice(0, checkAt), ''), ...statements(test, trailing, '')]
    .map((statement) => statement.text)
    .filter((text) => !/^METADATA\s*=/.test(text) && !/^check\s*\(/.test(text));
  const tests: string[] = [];
  let pending: string[] = [];
  for (const statement of statements(test, body, baseIndent)) {
    const renamed = renamePythonIdentifier(statement.text, parameter, entryPoint);
    const isAssert = statement.lines.length === 1 && /^assert\b/.test(statement.text);
    if (isAssert && /^assert\s+True\s*(?:,|$)/.test(joinPythonLines(statement.text))) continue;
    if (isAssert || pythonCodeMentions(statement.text, 'assert')) {
      const asTest = isAssert ? joinPythonLines(renamed) : renamed;
      tests.push([...pending, asTest].join('\n'));
      pending = [];
    } else if (tests.length === 0) {
      setup.push(renamed);
    } else {
      pending.push(renamed);
    }
  }
  return { tests, setup: setup.join('\n').trim() };
}

/**
 * `--from humaneval`: HumanEval JSONL (`task_id`, `prompt`, `entry_point`, `canonical_solution`,
 * `test`). The query is the prose of the entry point's docstring; its examples go to
 * `metadata.examples`; the canonical is the prompt without that docstring followed by
 * `canonical_solution`, so the query never sits inside the code it should find. Tests come from
 * `check` (see {@link splitHumanEvalTests}). Records without a docstring, without prose in it or
 * without asserts, and records whose canonical does not parse or does not define `entry_point`
 * at the top level, are skipped with a reason (see {@link importJsonlRecords}).
 */
export async function importHumanEval(path: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importJsonlRecords(path, (reader) => {
    const taskId = reader.string('task_id');
    const entryPoint = reader.string('entry_point', { pattern: IDENTIFIER, patternText: 'a Python identifier' });
    const prompt = reader.string('prompt');
    const solution = reader.string('canonical_solution');
    const test = reader.string('test');
    const parts = splitHumanEvalPrompt(prompt, entryPoint);
    if (parts === undefined) {
      return { taskId, skip: `field "prompt" must define ${entryPoint}(…) with a docstring in its body (the query comes from it), found none` };
    }
    if (parts.query === '') return { taskId, skip: `the docstring of ${entryPoint}(…) holds only examples, no prose to use as the query` };
    if (!/^def\s+check\s*\(/m.test(test)) return { taskId, skip: 'field "test" must define check(candidate), found no such function' };
    const { tests, setup } = splitHumanEvalTests(test, entryPoint);
    if (tests.length === 0) return { taskId, skip: 'check(candidate) in field "test" holds no assert statement that can fail' };
    return {
      taskId,
      language: 'python',
      domain: 'humaneval',
      query: parts.query,
      entryPoint,
      canonical: `${parts.code}${solution}`,
      tests,
      ...(setup === '' ? {} : { testSetup: setup }),
      metadata: { task_id: taskId, ...(parts.examples === '' ? {} : { examples: parts.examples }) },
    };
  }, options);
}
