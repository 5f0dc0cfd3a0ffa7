import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edit, problemsOf, writtenSample } from './__fixtures__/sample-bundle.js';
import { bundleSha256 } from './bundle-sha256.js';
import { readBundle } from './read-bundle.js';
import { validateBundle as sut } from './validate-bundle.js';
import { writeBundle } from './write-bundle.js';

// The `not-a-file` problems of a bundle folder, each naming a file (no line).
async function notAFile(directory: string): Promise<Array<{ kind: string; where: string; message: string }>> {
  return (await problemsOf(directory)).filter((problem) => problem.kind === 'not-a-file').map((problem) => ({ ...problem, where: problem.where.replace(/:undefined$/, '') }));
}

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');

describe(sut.name, () => {
  it('loads a bundle shaped like the study release: data/ folder, no manifest, free-form metadata, legacy bug type', async () => {
    const report = await sut(join(fixtures, 'study-shaped'));
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
    const source = await sut(join(fixtures, 'study-shaped'));
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

  it('reports a line that is not UTF-8 with file and line, and keeps reading the rows after it', async () => {
    const directory = await writtenSample();
    const path = join(directory, 'corpus.jsonl');
    const lines = (await readFile(path)).toString('utf8').split('\n');
    // Row 3 (c_0003) gets a Latin-1 byte inside its code string; rows 4 and 5 stay valid.
    const broken = Buffer.concat([Buffer.from(`${lines.slice(0, 2).join('\n')}\n${(lines[2] as string).replace('x + 1', 'x + 1  # caf')}`), Buffer.from([0xe9]), Buffer.from(`\n${lines.slice(3).join('\n')}`)]);
    await writeFile(path, broken);
    const report = await sut(directory);
    const encoding = report.problems.filter((problem) => problem.kind === 'encoding');
    expect(encoding).toHaveLength(1);
    expect(encoding[0]?.location).toEqual({ file: path, line: 3 });
    expect(encoding[0]?.message).toMatch(/^invalid UTF-8 \(byte 0xe9 at column \d+\)/);
    expect(report.bundle.corpus.map((row) => row.corpus_id)).toEqual(['c_0001', 'c_0002', 'c_0004', 'c_0005']);
  });

  it('reports a manifest that is not UTF-8', async () => {
    const directory = await writtenSample();
    const path = join(directory, 'manifest.json');
    await writeFile(path, Buffer.concat([Buffer.from('{\n  "tool": "'), Buffer.from([0xfc]), Buffer.from('"\n}\n')]));
    const problems = await problemsOf(directory);
    expect(problems).toContainEqual({ kind: 'encoding', where: 'manifest.json:2', message: 'invalid UTF-8 (byte 0xfc at column 12); expected UTF-8 text: re-save the file as UTF-8' });
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

  it('warns about repeated code and unknown bug types row by row, in file order', async () => {
    const directory = await writtenSample();
    await edit(directory, 'corpus.jsonl', (text) =>
      text.replace('"code":"def inc(x):\\n    return x + 2\\n"', '"code":"def inc(x):\\n    return x - 1\\n"').replace('"bug_type":"wrong_operator","source_entry_id":"math/neg"', '"bug_type":"typo","source_entry_id":"math/neg"'),
    );
    const report = await sut(directory);
    expect(report.warnings.map((warning) => `${warning.kind}@${String(warning.location.line)}`)).toEqual(['unknown-bug-type@2', 'duplicate-code@5']);
    expect(report.warnings[1]?.message).toBe('field "code": same code as line 1; duplicate snippets make rankings ambiguous');
  });

  it('reports a missing required file', async () => {
    const directory = await writtenSample();
    await rm(join(directory, 'corpus.jsonl'));
    const problems = await problemsOf(directory);
    expect(problems.map((problem) => problem.kind)).toContain('missing-file');
  });

  it('names every bundle file that is not a regular file (FIFO, socket, folder) without opening it', async () => {
    const directory = await writtenSample();
    await rm(join(directory, 'corpus.jsonl'));
    execFileSync('mkfifo', [join(directory, 'corpus.jsonl')]);
    await rm(join(directory, 'execution_cache.jsonl'), { force: true });
    await mkdir(join(directory, 'execution_cache.jsonl'));
    await rm(join(directory, 'distractor_metadata.jsonl'), { force: true });
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(join(directory, 'distractor_metadata.jsonl'), resolve));
    try {
      // Opening the FIFO would wait for a writer for ever (the test would time out).
      const problems = await notAFile(directory);
      expect(problems).toEqual([
        { kind: 'not-a-file', where: 'corpus.jsonl', message: 'corpus.jsonl is a FIFO (named pipe), not a regular file (it is never opened: reading a FIFO or a device can wait forever)' },
        { kind: 'not-a-file', where: 'distractor_metadata.jsonl', message: expect.stringMatching(/^distractor_metadata\.jsonl is a socket, not a regular file/) },
        { kind: 'not-a-file', where: 'execution_cache.jsonl', message: expect.stringMatching(/^execution_cache\.jsonl is a folder, not a regular file/) },
      ]);
      await expect(readBundle(directory)).rejects.toThrow(/corpus\.jsonl: corpus\.jsonl is a FIFO/);
      await expect(bundleSha256(directory)).rejects.toThrow(/cannot read .*corpus\.jsonl: it is a FIFO \(named pipe\), not a regular file/);
    } finally {
      server.close();
    }
  });

  it('names a manifest that is a FIFO and a listed audit file that is a device', async () => {
    const directory = await writtenSample();
    const manifest = JSON.parse(await readFile(join(directory, 'manifest.json'), 'utf8')) as { files: Record<string, unknown> };
    manifest.files['dataset_validation.json'] = { sha256: '0'.repeat(64), bytes: 0 };
    await writeFile(join(directory, 'manifest.json'), JSON.stringify(manifest));
    await symlink('/dev/zero', join(directory, 'dataset_validation.json'));
    expect(await notAFile(directory)).toEqual([
      { kind: 'not-a-file', where: 'dataset_validation.json', message: expect.stringMatching(/^dataset_validation\.json is a character device, not a regular file/) },
    ]);
    await rm(join(directory, 'manifest.json'));
    execFileSync('mkfifo', [join(directory, 'manifest.json')]);
    expect((await notAFile(directory)).map((problem) => problem.where)).toEqual(['manifest.json']);
  });

  it('reports an empty bundle (four empty files): no queries and no snippets, each named', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-empty-bundle-'));
    for (const name of ['queries.jsonl', 'corpus.jsonl', 'distractor_metadata.jsonl', 'execution_cache.jsonl']) await writeFile(join(directory, name), '');
    const report = await sut(directory);
    expect(report.valid).toBe(false);
    expect(report.problems.map((problem) => [problem.kind, problem.location.file.slice(directory.length + 1), problem.message])).toEqual([
      ['empty', 'queries.jsonl', 'queries.jsonl holds no queries: a bundle needs at least one'],
      ['empty', 'corpus.jsonl', 'corpus.jsonl holds no snippets: a bundle needs at least one'],
    ]);
    await expect(readBundle(directory)).rejects.toThrow('invalid bundle (2 problems)');
  });

  it('throws an IO error for a folder that does not exist', async () => {
    await expect(sut('/nonexistent/bundle')).rejects.toThrow('/nonexistent/bundle: no such folder');
  });
});
