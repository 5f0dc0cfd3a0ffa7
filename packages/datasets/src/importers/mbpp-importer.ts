import { findEntryPoint } from './find-entry-point.js';
import { importJsonlRecords, type ImportOptions, type ImportResult } from './import-result.js';

/** MBPP writes Windows line ends in `code`; execret stores `\n` only. */
function unixLines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * `--from mbpp`: MBPP JSONL (`text`, `code`, `task_id`, `test_setup_code`, `test_list`,
 * `challenge_test_list`). The query is `text`; the canonical is `code` with `\r\n` line ends made
 * `\n` and a final newline ensured; the tests are `test_list`; `test_setup_code` (when not blank)
 * is the test setup. The entry point is the function defined in `code` that the tests call (see
 * {@link findEntryPoint}); a record where none is called, or whose code does not parse, is skipped
 * with a reason. The task id is `mbpp/<task_id>`. A non-empty `challenge_test_list` is kept in
 * `metadata.challenge_tests`, not run: the issue defines MBPP tasks by `test_list`, and MBPP's own
 * evaluation uses only that list.
 */
export async function importMbpp(path: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importJsonlRecords(path, (reader) => {
    const rawId = reader.raw['task_id'];
    if (!(typeof rawId === 'number' && Number.isSafeInteger(rawId)) && !(typeof rawId === 'string' && rawId !== '')) {
      reader.fail('task_id', 'an integer or a non-empty string', rawId);
    }
    const taskId = `mbpp/${String(rawId)}`;
    const query = reader.string('text').trim();
    if (query === '') reader.fail('text', 'a non-blank string', reader.raw['text']);
    const code = unixLines(reader.string('code'));
    const tests = reader.stringArray('test_list', { nonEmpty: true }).map((test) => unixLines(test).trim());
    const blank = tests.findIndex((test) => test === '');
    if (blank !== -1) reader.fail(`test_list[${blank}]`, 'a non-blank test statement', (reader.raw['test_list'] as unknown[])[blank]);
    const setup = unixLines(reader.optionalString('test_setup_code') ?? '');
    const challenge = reader.raw['challenge_test_list'] === undefined || reader.raw['challenge_test_list'] === null ? [] : reader.stringArray('challenge_test_list');
    const entryPoint = findEntryPoint(code, tests);
    if (entryPoint === undefined) {
      return { taskId, skip: 'cannot tell the entry point: no test in field "test_list" calls a function defined at the top level of field "code"' };
    }
    return {
      taskId,
      language: 'python',
      domain: 'mbpp',
      query,
      entryPoint,
      canonical: code.endsWith('\n') ? code : `${code}\n`,
      tests,
      ...(setup.trim() === '' ? {} : { testSetup: setup }),
      metadata: { task_id: taskId, ...(challenge.length === 0 ? {} : { challenge_tests: challenge.map((test) => unixLines(test).trim()) }) },
    };
  }, options);
}
