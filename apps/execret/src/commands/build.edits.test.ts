import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeSha256, readJsonlFile, validateBundle, type CorpusRow, type DistractorMetadataRow, type QueryRow } from '@execret/core';
import { mutate } from '@execret/mutator';
import { openLocalOracle, type DatasetValidation, type LocalOracle } from '@execret/oracle';
import { createProgress } from '../progress.js';
import { buildBenchmark as sut, type BuildReport } from './build.js';
import { runCli } from '../__fixtures__/run-cli.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const tasksFile = join(fixtures, 'build-tasks.jsonl');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

interface EditRow {
  operator: string;
  bug_type: string;
  line: number;
  before: string;
  after: string;
}

let work: string;
let oracle: LocalOracle;
let bundle: string;
let report: BuildReport;

async function filesOf(folder: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(folder)).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const)));
}

/** The canonical's lines from `line` that read `before` replaced by `after` (removed when empty): the edit as the metadata states it, applied by hand. */
function applyRecorded(canonical: string, edit: EditRow): string {
  const lines = canonical.split('\n');
  const count = edit.before.split('\n').length;
  expect(lines.slice(edit.line - 1, edit.line - 1 + count).join('\n')).toBe(edit.before);
  lines.splice(edit.line - 1, count, ...(edit.after === '' ? [] : edit.after.split('\n')));
  return lines.join('\n');
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-build-edits-test-'));
  oracle = openLocalOracle(join(work, 'cache'));
  bundle = join(work, 'stacked');
  report = await sut({ from: { kind: 'jsonl', path: tasksFile }, out: bundle, edits: 2, oracle, progress: quiet });
}, 180_000);

afterAll(async () => {
  await oracle?.dispose();
  await rm(work, { recursive: true, force: true });
});

describe(`${sut.name} --edits`, () => {
  it('writes a bundle that passes execret validate and execret verify', async () => {
    expect(report.tasks.accepted).toBe(4);
    const validation = await validateBundle(bundle);
    expect(validation.problems).toEqual([]);
    // Every stacked distractor's bug type is one of the six: no unknown-bug-type warning.
    expect(validation.warnings.map((warning) => warning.kind)).toEqual([]);
    expect((await runCli(['validate', bundle])).code).toBe(0);
    const verified = await runCli(['verify', bundle, '--cache', join(work, 'cache'), '--json']);
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ disagreements: [] });
  }, 120_000);

  it('records every edit of a distractor, each alone a verified single edit of the canonical that fails a test', async () => {
    const queries = new Map((await readJsonlFile<QueryRow>(join(bundle, 'queries.jsonl'))).map((row) => [row.query_id, row]));
    const corpus = new Map((await readJsonlFile<CorpusRow>(join(bundle, 'corpus.jsonl'))).map((row) => [row.corpus_id, row]));
    const rows = await readJsonlFile<DistractorMetadataRow & { edits: EditRow[] }>(join(bundle, 'distractor_metadata.jsonl'));
    const audit = JSON.parse(await readFile(join(bundle, 'dataset_validation.json'), 'utf8')) as DatasetValidation;
    expect(rows).toHaveLength(report.distractors.kept);
    for (const row of rows) {
      const query = queries.get(row.query_id) as QueryRow;
      const canonical = corpus.get(query.correct_corpus_ids[0] as string)?.code as string;
      const language = query.metadata['language'] as 'python';
      const entryPoint = query.metadata['entry_point'] as string;
      expect(row.edits).toHaveLength(2);
      // The row's own fields are its first edit's, and its bug type is one value.
      expect({ operator: row.operator, bug_type: row.bug_type, line: row.line, before: row.before, after: row.after }).toEqual(row.edits[0]);
      expect(corpus.get(row.corpus_id)?.bug_type).toBe(row.bug_type);
      // Applied together (bottom up, on separate lines) the edits give the distractor's code.
      const lines = row.edits.map((edit) => [edit.line, edit.line + edit.before.split('\n').length]);
      expect(lines[0]?.[1] as number <= (lines[1]?.[0] as number) || (lines[1]?.[1] as number) <= (lines[0]?.[0] as number)).toBe(true);
      const together = [...row.edits].sort((left, right) => right.line - left.line).reduce((code, edit) => applyRecorded(code, edit), canonical);
      expect(together).toBe(corpus.get(row.corpus_id)?.code);
      // Each edit alone is one of the mutator's single-edit candidates, verified by the gates, and fails a test.
      const candidates = new Set((await mutate(canonical, { language, entryPoint })).mutants.map((mutant) => mutant.code));
      const taskAudit = audit.tasks.find((entry) => entry.task_id === query.entry_id);
      const verified = new Set(taskAudit?.single_edits?.filter((entry) => entry.decision === 'verified').map((entry) => entry.code_sha256));
      for (const edit of row.edits) {
        const alone = applyRecorded(canonical, edit);
        expect(candidates.has(alone)).toBe(true);
        expect(verified.has(codeSha256(alone))).toBe(true);
        const [verdict] = await oracle.oracle.run([{ language, code: alone, tests: query.test_suite }]);
        expect(verdict?.passesAllTests).toBe(false);
      }
    }
    expect(report.stacked_edits).toEqual(audit.stacked_edits);
    expect(report.stacked_edits?.edits).toBe(2);
  }, 120_000);

  it('is deterministic: the same seed gives a byte-identical bundle, from a fresh cache', async () => {
    const again = join(work, 'again');
    const fresh = openLocalOracle(join(work, 'fresh-cache'));
    try {
      await sut({ from: { kind: 'jsonl', path: tasksFile }, out: again, edits: 2, oracle: fresh, progress: quiet });
    } finally {
      await fresh.dispose();
    }
    expect(await filesOf(again)).toEqual(await filesOf(bundle));
  }, 180_000);

  it('builds the same bundle with --edits 1 as without the option', async () => {
    const plain = join(work, 'plain');
    const one = join(work, 'one');
    expect((await runCli(['build', '--from', 'jsonl', tasksFile, '--out', plain, '--cache', join(work, 'cache')])).code).toBe(0);
    expect((await runCli(['build', '--from', 'jsonl', tasksFile, '--out', one, '--edits', '1', '--cache', join(work, 'cache')])).code).toBe(0);
    expect(await filesOf(one)).toEqual(await filesOf(plain));
    const rows = await readJsonlFile<Record<string, unknown>>(join(one, 'distractor_metadata.jsonl'));
    expect(rows.every((row) => !('edits' in row))).toBe(true);
    const audit = JSON.parse(await readFile(join(one, 'dataset_validation.json'), 'utf8')) as DatasetValidation;
    expect(audit.stacked_edits).toBeUndefined();
  }, 120_000);

  it('refuses an edit count outside 1–4 as a usage error, before any work', async () => {
    for (const value of ['0', '5', '2.5', 'two']) {
      const out = join(work, `bad-${value}`);
      const result = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', out, '--edits', value, '--cache', join(work, 'cache')]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`expected an integer from 1 to 4, got "${value}"`);
    }
    expect((await readdir(work)).filter((name) => name.startsWith('bad-'))).toEqual([]);
    await expect(sut({ from: { kind: 'jsonl', path: tasksFile }, out: join(work, 'bad'), edits: 7, oracle, progress: quiet })).rejects.toThrow('--edits must be an integer from 1 to 4, got 7');
  }, 60_000);
});
