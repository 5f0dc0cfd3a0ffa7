import { LANGUAGES, type Language } from '@execret/core';
import { importJsonlRecords, type ImportOptions, type ImportResult } from './import-result.js';

// Python and TypeScript identifiers (`$` is only valid in TypeScript, and rejected later by G2 for Python).
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * `--from jsonl`: one task per line with the fields of a Task: `taskId`, `language`
 * (`python` | `typescript`), `domain` (may be empty), `query`, `entryPoint`, `canonical`, `tests`
 * (a non-empty array of non-blank statements), optional `testSetup` and optional `metadata` (an
 * object added to the bundle's query metadata). Unknown fields are ignored. A line with a wrong or
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
      metadata: { ...extra, task_id: taskId },
    };
  }, options);
}
