import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { codeSha256, InvalidArgumentError, type Mutant, type Task } from '@execret/core';
import { ExecutionCache } from '../execution-cache.js';
import { Oracle } from '../oracle.js';
import { PythonExecutor } from '../python-executor.js';
import type { DistractorAudit } from './dataset-validation.js';
import { runValidationGates } from './run-validation-gates.js';
import { applyEdit, applyEdits, editsOverlap, type StackedMutant } from './stack-edits.js';
import { runStackedValidationGates as sut } from './stacked-validation-gates.js';
import type { TaskCandidates } from './validation-gate.js';

function task(taskId: string, entryPoint: string, canonical: string, tests: string[]): Task {
  return { taskId, language: 'python', domain: 'numbers', query: `${entryPoint}.`, entryPoint, canonical, tests };
}

/** A single-edit mutant whose line, before and after describe its code exactly, as the mutator records them. */
function single(canonical: string, line: number, before: string, after: string, bugType: string, operator: string): Mutant {
  const lines = canonical.split('\n');
  lines.splice(line - 1, before.split('\n').length, ...(after === '' ? [] : after.split('\n')));
  return { code: lines.join('\n'), bugType, operator, line, before, after };
}

const clamp = task('numbers/clamp', 'clamp', 'def clamp(x, low, high):\n    if x < low:\n        return low\n    if x > high:\n        return high\n    return x\n', [
  'assert clamp(5, 0, 10) == 5',
  'assert clamp(-3, 0, 10) == 0',
  'assert clamp(12, 0, 10) == 10',
  'assert clamp(0, 0, 10) == 0',
]);
const clampSingles: Mutant[] = [
  /* 0 */ single(clamp.canonical, 2, '    if x < low:', '    if x > low:', 'wrong_comparison', 'comparison-flip'),
  /* 1 */ single(clamp.canonical, 3, '        return low', '        return low - 1', 'off_by_one', 'literal-offset'),
  /* 2 */ single(clamp.canonical, 4, '    if x > high:\n        return high', '', 'remove_edge_case_check', 'remove-guard'),
  /* 3 */ single(clamp.canonical, 5, '        return high', '        return high + 1', 'off_by_one', 'literal-offset'),
  /* 4 */ single(clamp.canonical, 6, '    return x', '    return -x', 'wrong_operator', 'negate'),
  /* 5 */ single(clamp.canonical, 2, '    if x < low:', '    if x <= low:', 'off_by_one_boundary', 'boundary-comparison'), // equivalent: passes every test
];
// One failing single edit: two are needed.
const double = task('numbers/double', 'double', 'def double(x):\n    return x * 2\n', ['assert double(3) == 6', 'assert double(0) == 0']);
const doubleSingles = [single(double.canonical, 2, '    return x * 2', '    return x + 2', 'wrong_operator', 'arithmetic-operator')];
// Two failing single edits, both on line 2: they cannot be applied together.
const sign = task('numbers/sign', 'sign', 'def sign(x):\n    return 1 if x > 0 else -1 if x < 0 else 0\n', ['assert sign(4) == 1', 'assert sign(-4) == -1', 'assert sign(0) == 0']);
const signSingles = [
  single(sign.canonical, 2, '    return 1 if x > 0 else -1 if x < 0 else 0', '    return 1 if x < 0 else -1 if x < 0 else 0', 'wrong_comparison', 'comparison-flip'),
  single(sign.canonical, 2, '    return 1 if x > 0 else -1 if x < 0 else 0', '    return 1 if x > 0 else -1 if x > 0 else 0', 'wrong_comparison', 'comparison-flip'),
];
const candidates: TaskCandidates[] = [
  { task: clamp, mutants: clampSingles },
  { task: double, mutants: doubleSingles },
  { task: sign, mutants: signSingles },
];

let folder: string;
let cache: ExecutionCache;
let oracle: Oracle;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'execret-stacked-gates-test-'));
  cache = new ExecutionCache(join(folder, 'cache.sqlite'));
  oracle = new Oracle({ executors: { python: new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 500, jobTimeoutMs: 2000 } }) }, cache });
});

afterAll(async () => {
  await oracle?.dispose();
  cache?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe(sut.name, () => {
  let result: Awaited<ReturnType<typeof runValidationGates>>;

  beforeAll(async () => {
    result = await runValidationGates(candidates, { oracle, maxDistractors: 2, seed: 11, edits: 2 });
  }, 60_000);

  it('keeps stacked distractors whose every edit is, alone, a verified single edit of the canonical that fails a test', async () => {
    expect(result.accepted.map((entry) => entry.task.taskId)).toEqual(['numbers/clamp']);
    const [accepted] = result.accepted;
    const audit = result.validation.tasks[0];
    expect(accepted?.distractors).toHaveLength(2);
    const verified = new Set(audit?.single_edits?.filter((entry) => entry.decision === 'verified').map((entry) => entry.code_sha256));
    // Candidates 0–4 fail a test; 5 passes every test.
    expect(audit?.single_edits?.map((entry) => entry.decision)).toEqual(['verified', 'verified', 'verified', 'verified', 'verified', 'rejected']);
    for (const distractor of accepted?.distractors ?? []) {
      const { edits } = distractor as unknown as StackedMutant;
      expect(edits).toHaveLength(2);
      expect(editsOverlap(edits[0] as Mutant, edits[1] as Mutant)).toBe(false);
      expect(applyEdits(clamp.canonical, edits)).toBe(distractor.code);
      expect(distractor.passesAllTests).toBe(false);
      expect({ bugType: distractor.bugType, operator: distractor.operator, line: distractor.line, before: distractor.before, after: distractor.after }).toEqual(edits[0]);
      for (const edit of edits) {
        const alone = applyEdit(clamp.canonical, edit) as string;
        expect(verified.has(codeSha256(alone))).toBe(true);
        const [verdict] = await oracle.run([{ language: 'python', code: alone, tests: clamp.tests }]);
        expect(verdict?.passesAllTests).toBe(false);
      }
    }
  }, 30_000);

  it('records in the audit which single edits each stacked candidate combines', () => {
    const audit = result.validation.tasks[0];
    const singles = audit?.single_edits ?? [];
    const kept = audit?.distractors.filter((entry) => entry.decision === 'kept') ?? [];
    expect(kept).toHaveLength(2);
    for (const entry of audit?.distractors ?? []) {
      expect(entry.edits).toHaveLength(2);
      const [anchor] = (entry.edits ?? []).map((index) => singles[index] as DistractorAudit);
      // The anchor's bug type and operator are the candidate's.
      expect([entry.bug_type, entry.operator, entry.line]).toEqual([anchor?.bug_type, anchor?.operator, anchor?.line]);
      for (const index of entry.edits ?? []) expect(singles[index]?.decision).toBe('verified');
    }
    // The kept distractors' audit rows match what the bundle gets.
    expect(kept.map((entry) => entry.code_sha256)).toEqual(result.accepted[0]?.distractors.map((distractor) => codeSha256(distractor.code)));
  });

  it('says why a task has no stacked distractor', () => {
    const [, doubleAudit, signAudit] = result.validation.tasks;
    expect(doubleAudit?.accepted).toBe(false);
    expect(doubleAudit?.gates.G4.problems).toEqual(['1 candidate distractor(s) fail at least one test; at least 2 needed']);
    expect(doubleAudit?.distractors).toEqual([]);
    expect(signAudit?.accepted).toBe(false);
    expect(signAudit?.gates.G4.problems).toEqual(['no stacked candidate: no 2 of the 2 verified single edits touch separate lines']);
    expect(result.validation.summary.tasks_rejected_by_gate.G4).toBe(2);
  });

  it('summarises how the stacked candidates were made', () => {
    expect(result.validation.stacked_edits).toEqual({
      edits: 2,
      candidates_per_task: 4,
      single_edit_candidates: 9,
      // clamp's five and sign's two: double was rejected with its one.
      verified_single_edits: 7,
      unstackable_single_edits: 0,
      tasks_without_stacked_candidates: 1,
    });
    expect(result.validation.summary.candidate_distractors).toBe(4);
    expect(result.validation.summary.kept_distractors).toBe(2);
    expect(result.validation.max_distractors).toBe(2);
    expect(result.stacked?.map((entry) => [entry.task.taskId, entry.mutants.length])).toEqual([
      ['numbers/clamp', 4],
      ['numbers/sign', 0],
    ]);
  });

  it('is reproducible: the same candidates and seed give the same audit and distractors', async () => {
    const again = await runValidationGates(candidates, { oracle, maxDistractors: 2, seed: 11, edits: 2 });
    expect(again.validation).toEqual(result.validation);
    expect(again.accepted).toEqual(result.accepted);
  }, 60_000);

  it('builds as before with one edit, and refuses an edit count outside 1–4', async () => {
    const plain = await runValidationGates(candidates, { oracle, maxDistractors: 2, seed: 11 });
    expect(await runValidationGates(candidates, { oracle, maxDistractors: 2, seed: 11, edits: 1 })).toEqual(plain);
    expect(plain.stacked).toBeUndefined();
    expect(plain.validation.stacked_edits).toBeUndefined();
    for (const edits of [0, 5, 1.5]) {
      await expect(runValidationGates(candidates, { oracle, edits })).rejects.toThrow(`edits must be an integer from 1 to 4, got ${edits}`);
    }
    await expect(runValidationGates(candidates, { oracle, edits: 0 })).rejects.toBeInstanceOf(InvalidArgumentError);
  }, 60_000);
});
