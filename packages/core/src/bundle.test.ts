import { describe, expect, it } from '@jest/globals';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkIdOrderLeak, readBundle, validateBundle, writeBundle, type Bundle } from './bundle.js';
import { BundleError, ExecretError } from './errors.js';
import { codeSha256, testsSha256 } from './hash.js';
import type { BundleProblemKind } from './errors.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');

// A small valid bundle whose ids do not reveal labels (canonicals are c_0003 and c_0004).
function sampleBundle(): Bundle {
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

async function writtenSample(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-bundle-'));
  await writeBundle(directory, sampleBundle(), { seed: 7, tools: { python: '3.11', '@execret/core': '0.1.0' } });
  return directory;
}

// Rewrites one file of a written bundle; the manifest is not updated unless asked.
async function edit(directory: string, file: string, change: (text: string) => string): Promise<void> {
  const path = join(directory, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

async function problemsOf(directory: string): Promise<Array<{ kind: BundleProblemKind; where: string; message: string }>> {
  const report = await validateBundle(directory);
  return report.problems.map((problem) => ({
    kind: problem.kind,
    where: `${problem.location.file.slice(directory.length + 1)}:${String(problem.location.line)}`,
    message: problem.message,
  }));
}

describe(writeBundle.name, () => {
  it('round-trips rows with their unknown fields, in order', async () => {
    const directory = await writtenSample();
    const { bundle, warnings } = await readBundle(directory);
    const expected = sampleBundle();
    expect(bundle.queries).toEqual(expected.queries);
    expect(bundle.corpus).toEqual(expected.corpus);
    expect(bundle.distractorMetadata).toEqual(expected.distractorMetadata);
    expect(bundle.executionCache).toEqual(expected.executionCache);
    expect(bundle.queries[0]?.['extra_top_level']).toEqual({ kept: true });
    expect(warnings).toEqual([]);
  });

  it('writes the same bytes every time and records counts, seed, tools and file hashes', async () => {
    const first = await writtenSample();
    const second = await writtenSample();
    for (const name of ['queries.jsonl', 'corpus.jsonl', 'distractor_metadata.jsonl', 'execution_cache.jsonl', 'manifest.json']) {
      expect(await readFile(join(second, name), 'utf8')).toBe(await readFile(join(first, name), 'utf8'));
    }
    const manifest = JSON.parse(await readFile(join(first, 'manifest.json'), 'utf8'));
    expect(manifest.counts).toEqual({
      queries: 2,
      corpus: 5,
      canonicals: 2,
      distractors: 3,
      bug_types: { off_by_one: 1, wrong_operator: 2 },
      distractor_metadata: 3,
      execution_cache: 2,
    });
    expect(manifest.seed).toBe(7);
    expect(Object.keys(manifest.tools)).toEqual(['@execret/core', 'python']);
    expect(Object.keys(manifest.files)).toEqual(['corpus.jsonl', 'distractor_metadata.jsonl', 'execution_cache.jsonl', 'queries.jsonl']);
    expect(manifest.files['queries.jsonl'].rows).toBe(2);
  });

  it('lists extra files in the manifest and checks their hashes too', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-bundle-'));
    await writeBundle(directory, sampleBundle(), { extraFiles: { 'dataset_validation.json': '{"tasks":[]}\n' } });
    expect((await validateBundle(directory)).valid).toBe(true);
    await appendFile(join(directory, 'dataset_validation.json'), ' ');
    expect((await problemsOf(directory)).map((problem) => problem.kind)).toEqual(['hash-mismatch']);
  });
});

describe(validateBundle.name, () => {
  it('loads a bundle shaped like the study release: data/ folder, no manifest, free-form metadata, legacy bug type', async () => {
    const report = await validateBundle(join(fixtures, 'study-shaped'));
    expect(report.problems).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.directory).toBe(join(fixtures, 'study-shaped', 'data'));
    expect(report.counts).toMatchObject({ queries: 2, corpus: 7, canonicals: 2, distractors: 5 });
    expect(report.bundle.queries[0]?.metadata['batch_usage']).toEqual({ prompt_tokens: 971, completion_tokens: 5755, total_tokens: 6726, reasoning_tokens: 2698 });
    expect(report.bundle.corpus[0]).not.toHaveProperty('bug_type');
    // Two groups with the canonical first are within chance (p = 1/12), so no id-order warning here.
    expect(report.warnings.map((warning) => warning.kind).sort()).toEqual(['manifest', 'unknown-bug-type']);
  });

  it('keeps the study rows unchanged through read and write', async () => {
    const source = await validateBundle(join(fixtures, 'study-shaped'));
    const directory = await mkdtemp(join(tmpdir(), 'execret-bundle-'));
    await writeBundle(directory, source.bundle);
    const again = await readBundle(directory);
    expect(again.bundle.queries).toEqual(source.bundle.queries);
    expect(again.bundle.corpus).toEqual(source.bundle.corpus);
  });

  it('reports bad JSON with file and line', async () => {
    const directory = await writtenSample();
    await edit(directory, 'corpus.jsonl', (text) => text.replace('"c_0002"', '"c_0002",,'));
    const problems = await problemsOf(directory);
    expect(problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'json', where: 'corpus.jsonl:2' })]),
    );
  });

  it('reports a missing field, naming file, line and field', async () => {
    const directory = await writtenSample();
    await edit(directory, 'queries.jsonl', (text) => text.replace('"query":"Negate a number.",', ''));
    const problems = await problemsOf(directory);
    expect(problems[0]).toEqual({ kind: 'schema', where: 'queries.jsonl:2', message: 'field "query" must be a string, got missing' });
  });

  it('reports a wrong type', async () => {
    const directory = await writtenSample();
    await edit(directory, 'queries.jsonl', (text) => text.replace('"test_suite":["assert neg(2) == -2"]', '"test_suite":"assert neg(2) == -2"'));
    const problems = await problemsOf(directory);
    expect(problems[0]?.kind).toBe('schema');
    expect(problems[0]?.where).toBe('queries.jsonl:2');
    expect(problems[0]?.message).toMatch(/^field "test_suite" must be an array of strings, got string/);
  });

  it('reports a duplicate id at the second occurrence, pointing at the first', async () => {
    const directory = await writtenSample();
    await edit(directory, 'corpus.jsonl', (text) => text.replace('"corpus_id":"c_0004"', '"corpus_id":"c_0002"'));
    const problems = await problemsOf(directory);
    expect(problems).toContainEqual({ kind: 'duplicate-id', where: 'corpus.jsonl:4', message: 'field "corpus_id": duplicate id "c_0002" (first on line 2)' });
  });

  it('reports a dangling corpus id in a query', async () => {
    const directory = await writtenSample();
    await edit(directory, 'queries.jsonl', (text) => text.replace('"paired_distractor_corpus_ids":["c_0002"]', '"paired_distractor_corpus_ids":["c_0002","c_0099"]'));
    const problems = await problemsOf(directory);
    expect(problems).toContainEqual({
      kind: 'dangling-id',
      where: 'queries.jsonl:2',
      message: 'field "paired_distractor_corpus_ids[1]": corpus id "c_0099" does not exist in corpus.jsonl',
    });
  });

  it('reports a label that disagrees with the pairing', async () => {
    const directory = await writtenSample();
    await edit(directory, 'queries.jsonl', (text) => text.replace('"correct_corpus_ids":["c_0004"]', '"correct_corpus_ids":["c_0002"]'));
    const problems = await problemsOf(directory);
    expect(problems).toContainEqual({
      kind: 'label-mismatch',
      where: 'queries.jsonl:2',
      message: 'field "correct_corpus_ids[0]": corpus id "c_0002" must be labelled "correct", but corpus.jsonl:2 labels it "incorrect"',
    });
  });

  it('reports a bug type on a canonical row', async () => {
    const directory = await writtenSample();
    await edit(directory, 'corpus.jsonl', (text) => text.replace('"label":"correct","source_entry_id":"math/neg"', '"label":"correct","bug_type":"off_by_one","source_entry_id":"math/neg"'));
    const problems = await problemsOf(directory);
    expect(problems).toContainEqual({ kind: 'schema', where: 'corpus.jsonl:4', message: 'field "bug_type" must be absent on a row labelled "correct", got string "off_by_one"' });
  });

  it('reports a file changed after the build (hash mismatch)', async () => {
    const directory = await writtenSample();
    await edit(directory, 'corpus.jsonl', (text) => text.replace('return -x', 'return 0 - x'));
    const problems = await problemsOf(directory);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.kind).toBe('hash-mismatch');
    expect(problems[0]?.where).toBe('corpus.jsonl:undefined');
    expect(problems[0]?.message).toMatch(/does not match manifest\.json \(expected [0-9a-f]{64}\)/);
  });

  it('reports a truncated last line', async () => {
    const directory = await writtenSample();
    await edit(directory, 'execution_cache.jsonl', (text) => text.slice(0, text.length - 30));
    const problems = await problemsOf(directory);
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'truncated', where: 'execution_cache.jsonl:2' }));
  });

  it('reports distractor metadata that disagrees with the corpus or pairing', async () => {
    const directory = await writtenSample();
    await edit(directory, 'distractor_metadata.jsonl', (text) => text.replace('"corpus_id":"c_0005","query_id":"q_0001","bug_type":"off_by_one"', '"corpus_id":"c_0005","query_id":"q_0002","bug_type":"swap_arguments"'));
    const kinds = (await problemsOf(directory)).filter((problem) => problem.where === 'distractor_metadata.jsonl:3').map((problem) => problem.message);
    expect(kinds).toEqual([
      'field "query_id": "c_0005" is not a paired distractor of "q_0002" in queries.jsonl',
      'field "bug_type": "swap_arguments" differs from "off_by_one" in corpus.jsonl:5',
    ]);
  });

  it('reports a cache row whose verdict contradicts its outcomes', async () => {
    const directory = await writtenSample();
    await edit(directory, 'execution_cache.jsonl', (text) => text.replace('"passes_all_tests":false', '"passes_all_tests":true'));
    const problems = await problemsOf(directory);
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'cache-inconsistent', where: 'execution_cache.jsonl:2' }));
  });

  it('keeps reporting rows after a bad one, so one run lists every problem', async () => {
    const directory = await writtenSample();
    await edit(directory, 'corpus.jsonl', (text) => text.replace('"c_0001"', '1').replace('"c_0004"', 'nope'));
    const where = (await problemsOf(directory)).map((problem) => `${problem.kind}@${problem.where}`);
    expect(where.slice(0, 2)).toEqual(['schema@corpus.jsonl:1', 'json@corpus.jsonl:4']);
  });

  it('reports a missing required file', async () => {
    const directory = await writtenSample();
    await rm(join(directory, 'corpus.jsonl'));
    const problems = await problemsOf(directory);
    expect(problems.map((problem) => problem.kind)).toContain('missing-file');
  });

  it('throws an IO error for a folder that does not exist', async () => {
    await expect(validateBundle('/nonexistent/bundle')).rejects.toThrow('/nonexistent/bundle: no such folder');
  });
});

describe(readBundle.name, () => {
  it('throws a BundleError listing every problem', async () => {
    const directory = await writtenSample();
    await cp(directory, `${directory}-copy`, { recursive: true });
    await edit(directory, 'queries.jsonl', (text) => text.replaceAll('"c_0004"', '"c_0404"'));
    const error = await readBundle(directory).catch((caught: unknown) => caught);
    expect(ExecretError.isInstance(error)).toBe(true);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).problems.map((problem) => problem.kind)).toContain('dangling-id');
    expect((error as BundleError).message).toMatch(/queries\.jsonl:2: field "correct_corpus_ids\[0\]": corpus id "c_0404" does not exist/);
  });
});

describe(checkIdOrderLeak.name, () => {
  const group = (index: number, canonical: number, distractors: number[]) => ({
    query_id: `q_${index}`,
    query: 'q',
    test_suite: ['assert True'],
    correct_corpus_ids: [`c_${String(canonical).padStart(4, '0')}`],
    paired_distractor_corpus_ids: distractors.map((id) => `c_${String(id).padStart(4, '0')}`),
    entry_id: '',
    metadata: {},
  });

  it('warns when canonicals hold the lowest id of their group far more often than chance', () => {
    const queries = Array.from({ length: 10 }, (_, index) => group(index, index * 5 + 1, [index * 5 + 2, index * 5 + 3, index * 5 + 4, index * 5 + 5]));
    expect(checkIdOrderLeak(queries)).toMatch(/lowest id of its group in 10 of 10 groups \(100\.0%; about 20\.0% expected/);
  });

  it('warns when canonicals hold the highest id', () => {
    const queries = Array.from({ length: 10 }, (_, index) => group(index, index * 5 + 5, [index * 5 + 1, index * 5 + 2, index * 5 + 3, index * 5 + 4]));
    expect(checkIdOrderLeak(queries)).toMatch(/highest id .* penalises canonicals/);
  });

  it('stays quiet when the positions look random', () => {
    // Canonical positions 1..5 in turn: each position equally often, as random ids would give.
    const queries = Array.from({ length: 10 }, (_, index) => {
      const base = index * 5;
      const ids = [1, 2, 3, 4, 5].map((offset) => base + offset);
      const canonical = ids[index % 5] as number;
      return group(index, canonical, ids.filter((id) => id !== canonical));
    });
    expect(checkIdOrderLeak(queries)).toBeUndefined();
  });

  it('does not warn on a single group, where chance explains any position', () => {
    expect(checkIdOrderLeak([group(1, 1, [2, 3, 4, 5])])).toBeUndefined();
  });
});
