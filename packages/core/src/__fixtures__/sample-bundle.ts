import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bundle } from '../bundle-format.js';
import type { BundleProblemKind } from '../errors.js';
import { codeSha256, testsSha256 } from '../hash.js';
import { validateBundle } from '../validate-bundle.js';
import { writeBundle } from '../write-bundle.js';

/** A small valid bundle whose ids do not reveal labels (canonicals are c_0003 and c_0004). */
export function sampleBundle(): Bundle {
  const tests = ['assert inc(1) == 2', 'assert inc(-1) == 0'];
  return {
    queries: [
      {
        query_id: 'q_0001',
        query: 'Add one to a number.',
        test_suite: tests,
        correct_corpus_ids: ['c_0003'],
        paired_distractor_corpus_ids: ['c_0001', 'c_0005'],
        entry_id: 'math/inc',
        metadata: { language: 'python', domain: 'math_numerical', entry_point: 'inc' },
        extra_top_level: { kept: true },
      },
      {
        query_id: 'q_0002',
        query: 'Negate a number.',
        test_suite: ['assert neg(2) == -2'],
        correct_corpus_ids: ['c_0004'],
        paired_distractor_corpus_ids: ['c_0002'],
        entry_id: 'math/neg',
        metadata: {},
      },
    ],
    corpus: [
      { corpus_id: 'c_0001', code: 'def inc(x):\n    return x - 1\n', label: 'incorrect', bug_type: 'wrong_operator', source_entry_id: 'math/inc' },
      { corpus_id: 'c_0002', code: 'def neg(x):\n    return x\n', label: 'incorrect', bug_type: 'wrong_operator', source_entry_id: 'math/neg' },
      { corpus_id: 'c_0003', code: 'def inc(x):\n    return x + 1\n', label: 'correct', source_entry_id: 'math/inc', note: 'unknown field' },
      { corpus_id: 'c_0004', code: 'def neg(x):\n    return -x\n', label: 'correct', source_entry_id: 'math/neg' },
      { corpus_id: 'c_0005', code: 'def inc(x):\n    return x + 2\n', label: 'incorrect', bug_type: 'off_by_one', source_entry_id: 'math/inc' },
    ],
    distractorMetadata: [
      { corpus_id: 'c_0001', query_id: 'q_0001', bug_type: 'wrong_operator', operator: 'arithmetic', line: 2, before: '    return x + 1', after: '    return x - 1' },
      { corpus_id: 'c_0002', query_id: 'q_0002', bug_type: 'wrong_operator', operator: 'unary', line: 2, before: '    return -x', after: '    return x' },
      { corpus_id: 'c_0005', query_id: 'q_0001', bug_type: 'off_by_one', operator: 'constant', line: 2, before: '    return x + 1', after: '    return x + 2' },
    ],
    executionCache: [
      { code_sha256: codeSha256('def inc(x):\n    return x + 1\n'), tests_sha256: testsSha256(tests), test_results: ['pass', 'pass'], passes_all_tests: true },
      { code_sha256: codeSha256('def inc(x):\n    return x - 1\n'), tests_sha256: testsSha256(tests), test_results: ['FAIL: assertion failed', 'FAIL: assertion failed'], passes_all_tests: false },
    ],
  };
}

/** Writes {@link sampleBundle} (seed 7, two tools) into a new temporary folder and returns it. */
export async function writtenSample(options: { extraFiles?: Record<string, string> } = {}): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-bundle-'));
  await writeBundle(directory, sampleBundle(), { seed: 7, tools: { python: '3.11', '@execret/core': '0.1.0' }, ...options });
  return directory;
}

/** Rewrites one file of a written bundle; the manifest is not updated unless asked. */
export async function edit(directory: string, file: string, change: (text: string) => string): Promise<void> {
  const path = join(directory, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

/** The problems `validateBundle` reports, with the location as `file:line` relative to the folder. */
export async function problemsOf(directory: string): Promise<Array<{ kind: BundleProblemKind; where: string; message: string }>> {
  const report = await validateBundle(directory);
  return report.problems.map((problem) => ({
    kind: problem.kind,
    where: `${problem.location.file.slice(directory.length + 1)}:${String(problem.location.line)}`,
    message: problem.message,
  }));
}
