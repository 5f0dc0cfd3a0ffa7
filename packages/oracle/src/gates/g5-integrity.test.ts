import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { writeBundle, type Mutant, type Task } from '@execret/core';
import { auditBundle, integrityGate } from './g5-integrity.js';
import { createGateTask, type GateContext, type GateTask } from './validation-gate.js';

const folder = mkdtempSync(join(tmpdir(), 'execret-g5-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const canonical = 'def clamp(x, low, high):\n    return max(low, min(x, high))\n';
const tests = ['assert clamp(5, 0, 10) == 5'];

function task(taskId: string, code = canonical): Task {
  return { taskId, language: 'python', domain: 'numbers', query: 'Clamp.', entryPoint: 'clamp', canonical: code, tests };
}

function mutant(code: string, bugType: string): Mutant {
  return { code, bugType, operator: `${bugType}-op`, line: 2, before: 'b', after: 'a' };
}

/** A task as G4 leaves it: every candidate eligible. */
function eligibleTask(item: Task, mutants: Mutant[]): GateTask {
  const gateTask = createGateTask({ task: item, mutants }, 0);
  gateTask.eligible = mutants.map((_, index) => index);
  return gateTask;
}

function context(overrides: Partial<GateContext> = {}): GateContext {
  return { maxDistractors: 4, minDistractors: 1, seed: 7, taskCount: 3, onProgress: () => undefined, bugTypePriority: [], ...overrides } as GateContext;
}

describe('integrityGate', () => {
  it('keeps the first of two tasks with the same id or canonical code, and no distractor code twice in the pool', async () => {
    const shared = mutant(canonical.replace('max(low', 'min(low'), 'wrong_operator');
    const tasks = [
      eligibleTask(task('a'), [shared]),
      eligibleTask(task('a', `${canonical}# other\n`), [mutant('x = 1', 'off_by_one')]),
      eligibleTask(task('b', `${canonical}# b\n`), [shared, mutant('x = 2', 'off_by_one')]),
      eligibleTask(task('c'), [mutant('x = 3', 'off_by_one')]),
    ];
    const gateContext = context({ taskCount: 4 });
    await integrityGate.run(tasks, gateContext);
    expect(tasks.map((item) => item.audit.accepted)).toEqual([true, false, true, false]);
    expect(tasks[1]?.audit.gates.G5.problems).toEqual(['duplicate task id "a"']);
    expect(tasks[3]?.audit.gates.G5.problems).toEqual(['the canonical\'s code is already in the pool (canonical of task "a")']);
    expect(tasks[2]?.audit.distractors.map((distractor) => [distractor.decision, distractor.reason])).toEqual([
      ['rejected', 'same code as candidate 0 of task "a"'],
      ['kept', null],
    ]);
    expect(tasks[2]?.kept).toEqual([1]);
    expect(gateContext.bugTypePriority).toEqual(['wrong_operator', 'off_by_one']);
  });

  it('keeps at most maxDistractors, in candidate order, and marks the rest not selected', async () => {
    const mutants = ['a', 'b', 'c'].map((name, index) => mutant(`x = "${name}"`, index === 0 ? 'off_by_one' : 'wrong_operator'));
    const item = eligibleTask(task('t'), mutants);
    await integrityGate.run([item], context({ maxDistractors: 2 }));
    expect(item.kept).toHaveLength(2);
    expect(item.kept).toEqual([...item.kept].sort((left, right) => left - right));
    // Both bug types are covered before a second candidate of one type is taken.
    expect(item.kept).toContain(0);
    expect(item.audit.distractors.filter((distractor) => distractor.decision === 'not-selected')).toHaveLength(1);
  });
});

describe(auditBundle.name, () => {
  it('audits a written bundle (G5 on files)', async () => {
    const bundleFolder = join(folder, 'bundle');
    await writeBundle(bundleFolder, {
      queries: [{ query_id: 'q_0001', query: 'Clamp', test_suite: tests, correct_corpus_ids: ['c_0002'], paired_distractor_corpus_ids: ['c_0001'], entry_id: 'numbers/clamp', metadata: {} }],
      corpus: [
        { corpus_id: 'c_0001', code: canonical.replace('max(low', 'min(low'), label: 'incorrect', bug_type: 'wrong_operator', source_entry_id: 'numbers/clamp' },
        { corpus_id: 'c_0002', code: canonical, label: 'correct', source_entry_id: 'numbers/clamp' },
      ],
    });
    const audit = await auditBundle(bundleFolder);
    expect(audit).toMatchObject({ valid: true, problems: [] });
    expect(audit.counts.corpus).toBe(2);
  });
});
