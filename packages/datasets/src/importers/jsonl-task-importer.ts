import { LANGUAGES, type FieldReader, type Language, type Task } from '@execret/core';
import { importJsonlRecords, type ImportOptions, type ImportResult } from './import-result.js';

// Python and TypeScript identifiers (`$` is only valid in TypeScript, and rejected later by G2 for Python).
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * `--from jsonl`: one task per line with the fields of a Task: `taskId`, `language`
 * (`python` | `typescript`), `domain` (may be empty), `query`, `entryPoint`, `canonical`, `tests`
 * (a non-empty array of non-blank statements), optional `testSetup`, optional `examples` (query-time
 * examples: an array of `{ call, expected }` objects of non-blank source text, `call` calling
 * `entryPoint`; the bundle's query `metadata.examples`) and optional `metadata` (an object added to
 * the bundle's query metadata). Unknown fields are ignored. A line with a wrong or
 * missing field, and a Python task whose canonical does not parse or does not define `entryPoint`
 * at the top level, is skipped with a reason that names the file, line and field; the build keeps the
 * task id as the bundle's `entry_id` and `metadata.task_id`.
 */
export async function importJsonlTasks(path: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importJsonlRecords(path, (reader) => {
    const taskId = reader.string('taskId');
    const language = reader.string('language');
    if (!(LANGUAGES as readonly string[]).includes(language)) reader.fail('language', `one of ${LANGUAGES.map((name) => `"${name}"`).join(', ')}`, language);
    const entryPoint = reader.string('entryPoint', { pattern: IDENTIFIER, patternText: 'an identifier' });
    const tests = reader.stringArray('tests', { nonEmpty: true });
    tests.forEach((test, index) => {
      if (test.trim() === '') reader.fail(`tests[${index}]`, 'a non-blank test statement', test);
    });
    const testSetup = reader.optionalString('testSetup');
    const examples = readExamples(reader, entryPoint);
    const extra = reader.raw['metadata'] === undefined || reader.raw['metadata'] === null ? {} : reader.object('metadata');
    return {
      taskId,
      language: language as Language,
      domain: reader.string('domain', { allowEmpty: true }),
      query: reader.string('query'),
      entryPoint,
      canonical: reader.string('canonical'),
      tests,
      ...(testSetup === undefined || testSetup.trim() === '' ? {} : { testSetup }),
      ...(examples === undefined || examples.length === 0 ? {} : { examples }),
      metadata: { ...extra, task_id: taskId },
    };
  }, options);
}

/** The optional `examples` field: `{ call, expected }` objects, each call calling the entry point. */
function readExamples(reader: FieldReader, entryPoint: string): Task['examples'] {
  const value = reader.raw['examples'];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) reader.fail('examples', 'an array of {"call", "expected"} objects when present', value);
  // A call of the entry point, not of a method or another function whose name ends with it.
  const calling = new RegExp(`(?<![\\w$.])${entryPoint.replaceAll('$', '\\$')}\\s*\\(`);
  return value.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) reader.fail(`examples[${index}]`, 'a {"call", "expected"} object', item);
    const record = item as Record<string, unknown>;
    const field = (name: 'call' | 'expected'): string => {
      const text = record[name];
      if (typeof text !== 'string' || text.trim() === '') reader.fail(`examples[${index}].${name}`, 'non-blank source text', text);
      return text.trim();
    };
    const call = field('call');
    if (!calling.test(call)) reader.fail(`examples[${index}].call`, `an expression calling ${entryPoint}(…)`, call);
    return { call, expected: field('expected') };
  });
}
