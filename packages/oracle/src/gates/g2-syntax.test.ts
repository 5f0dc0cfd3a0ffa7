import { describe, expect, it } from '@jest/globals';
import type { Mutant, Task } from '@execret/core';
import { completed, CountingExecutor } from '../__fixtures__/counting-executor.js';
import type { SyntaxCheckJob, SyntaxCheckResult } from '../executor.js';
import { Oracle } from '../oracle.js';
import { runValidationGates } from './run-validation-gates.js';
import { isInconclusive as sut } from '../syntax-check-result.js';
import { SYNTAX_CHECK_ATTEMPTS } from './g2-syntax.js';

const canonical = 'def inc(x):\n    return x + 1\n';
const task: Task = { taskId: 'demo/inc', language: 'python', domain: 'demo', query: 'Add one.', entryPoint: 'inc', canonical, tests: ['assert inc(1) == 2'] };
const slow: Mutant = { code: 'def inc(x):\n    return x + 2\n', bugType: 'off_by_one', operator: 'op', line: 2, before: 'x + 1', after: 'x + 2' };
const hopeless: Mutant = { code: 'def inc(x):\n    return x - 1\n', bugType: 'wrong_operator', operator: 'op', line: 2, before: 'x + 1', after: 'x - 1' };

/** Syntax checks of `slow` time out twice (a loaded machine), those of `hopeless` every time. */
class LoadedMachine extends CountingExecutor {
  checks: string[] = [];

  override async checkSyntax(job: SyntaxCheckJob): Promise<SyntaxCheckResult> {
    this.checks.push(job.code);
    const timedOut = job.code === hopeless.code || (job.code === slow.code && this.checks.filter((code) => code === slow.code).length <= 2);
    return timedOut ? { status: 'invalid', problems: [{ part: 'code', message: 'TIMEOUT' }] } : { status: 'ok' };
  }
}

describe(sut.name, () => {
  it('tells a check that gave no answer from one that found a problem', () => {
    expect(sut({ status: 'invalid', problems: [{ part: 'code', message: 'TIMEOUT' }] })).toBe(true);
    expect(sut({ status: 'invalid', problems: [{ part: 'code', message: 'ERROR: WorkerLost: the sandbox worker exited during the job' }] })).toBe(true);
    expect(sut({ status: 'invalid', problems: [{ part: 'code', message: 'ERROR: SyntaxError: invalid syntax (<solution>, line 1)' }] })).toBe(false);
    expect(sut({ status: 'ok' })).toBe(false);
  });
});

describe('G2 on a loaded machine', () => {
  it('tries a syntax check that timed out again instead of rejecting the candidate on it', async () => {
    const executor = new LoadedMachine((job) => completed(job.tests.map(() => (job.code === canonical ? 'pass' : 'FAIL: assert inc(1) == 2'))));
    const oracle = new Oracle({ executors: { python: executor } });
    const { validation } = await runValidationGates([{ task, mutants: [slow, hopeless] }], { oracle, seed: 1 });
    const [slowAudit, hopelessAudit] = validation.tasks[0]?.distractors ?? [];
    expect(slowAudit?.decision).toBe('kept');
    expect(executor.checks.filter((code) => code === slow.code)).toHaveLength(3);
    // A check that never answers still rejects, and says so.
    expect([hopelessAudit?.decision, hopelessAudit?.gate, hopelessAudit?.reason]).toEqual(['rejected', 'G2', `code: TIMEOUT (no answer in ${SYNTAX_CHECK_ATTEMPTS} tries)`]);
    expect(executor.checks.filter((code) => code === hopeless.code)).toHaveLength(SYNTAX_CHECK_ATTEMPTS);
  });
});

/** Records the batches of syntax checks it is given. */
class BatchingMachine extends CountingExecutor {
  batches: string[][] = [];

  async checkSyntaxBatch(jobs: readonly SyntaxCheckJob[]): Promise<SyntaxCheckResult[]> {
    this.batches.push(jobs.map((job) => job.code));
    return jobs.map((job) => (job.code === hopeless.code ? { status: 'invalid', problems: [{ part: 'code', message: 'ERROR: SyntaxError: no' }] } : { status: 'ok' }));
  }
}

describe('G2 batches', () => {
  it("checks a task's candidates in one batch, after the canonical on its own, and rejects by each one's result", async () => {
    const executor = new BatchingMachine((job) => completed(job.tests.map(() => (job.code === canonical ? 'pass' : 'FAIL: assert inc(1) == 2'))));
    const oracle = new Oracle({ executors: { python: executor } });
    const { validation } = await runValidationGates([{ task, mutants: [slow, hopeless] }], { oracle, seed: 1 });
    expect(executor.batches).toEqual([[slow.code, hopeless.code]]);
    const [slowAudit, hopelessAudit] = validation.tasks[0]?.distractors ?? [];
    expect([slowAudit?.decision, hopelessAudit?.decision, hopelessAudit?.reason]).toEqual(['kept', 'rejected', 'code: ERROR: SyntaxError: no']);
  });
});
