import { describe, expect, it } from '@jest/globals';
import type { TestOutcome } from '@execret/core';
import { completed, CountingExecutor } from './__fixtures__/counting-executor.js';
import { ExecutionCache } from './execution-cache.js';
import { NOT_RUN_OUTCOME, type ExecutionVerdict } from './executor.js';
import { Oracle } from './oracle.js';
import { outcomesToFirstFailure, runUntilLimit as sut, truncateAfterLimit } from './run-until-limit.js';

const NOT_RUN = NOT_RUN_OUTCOME;

describe(truncateAfterLimit.name, () => {
  it('keeps every outcome up to the first that met a limit and marks the later ones not run', () => {
    expect(truncateAfterLimit(completed(['FAIL: a', 'TIMEOUT', 'pass', 'FAIL: b'])).testResults).toEqual(['FAIL: a', 'TIMEOUT', NOT_RUN, NOT_RUN]);
    expect(truncateAfterLimit(completed(['pass', 'ERROR: ProcessKilled: SIGABRT', 'ERROR: ProcessKilled: SIGABRT'])).testResults).toEqual(['pass', 'ERROR: ProcessKilled: SIGABRT', NOT_RUN]);
    expect(truncateAfterLimit(completed(['ERROR: MemoryError', 'pass'])).testResults).toEqual(['ERROR: MemoryError', NOT_RUN]);
  });

  it('leaves a verdict without a limit outcome, or with it last, as it is', () => {
    const plain = completed(['FAIL: a', 'pass', 'ERROR: ValueError: x']);
    expect(truncateAfterLimit(plain)).toBe(plain);
    const last = completed(['pass', 'TIMEOUT']);
    expect(truncateAfterLimit(last)).toBe(last);
  });
});

describe(outcomesToFirstFailure.name, () => {
  it('keeps the outcomes up to the first test not passed, the same for a stop-early and a full verdict', () => {
    expect(outcomesToFirstFailure(['pass', 'FAIL: a', 'pass', 'TIMEOUT'])).toEqual(['pass', 'FAIL: a', NOT_RUN, NOT_RUN]);
    expect(outcomesToFirstFailure(['pass', 'FAIL: a', NOT_RUN, NOT_RUN])).toEqual(['pass', 'FAIL: a', NOT_RUN, NOT_RUN]);
    expect(outcomesToFirstFailure(['pass', 'pass'])).toEqual(['pass', 'pass']);
  });
});

describe(sut.name, () => {
  /** Honours stopAtFirstFailure as the Python executor does: the outcomes after the first failure read NOT_RUN. */
  function executor(outcomes: Record<string, TestOutcome[]>): CountingExecutor {
    return new CountingExecutor((job, options): ExecutionVerdict => {
      const full = outcomes[job.code] as TestOutcome[];
      const first = full.findIndex((outcome) => outcome !== 'pass');
      if (options.stopAtFirstFailure !== true || first === -1 || first === full.length - 1) return completed(full);
      return { status: 'stopped', testResults: full.map((outcome, index) => (index <= first ? outcome : NOT_RUN)), passesAllTests: false, durationMs: 1 };
    });
  }

  it('runs again in full only a job that stopped at a plain failure, never one that stopped at a hang', async () => {
    const stub = executor({ hangs: ['TIMEOUT', 'TIMEOUT', 'TIMEOUT'], fails: ['FAIL: a', 'TIMEOUT', 'pass'], passes: ['pass', 'pass', 'pass'] });
    const oracle = new Oracle({ executors: { python: stub }, cache: new ExecutionCache(':memory:') });
    const jobs = ['hangs', 'fails', 'passes'].map((code) => ({ language: 'python' as const, code, tests: ['t0', 't1', 't2'] }));
    const verdicts = await sut(oracle, jobs);
    expect(verdicts.map((verdict) => verdict.testResults)).toEqual([
      ['TIMEOUT', NOT_RUN, NOT_RUN],
      ['FAIL: a', 'TIMEOUT', NOT_RUN],
      ['pass', 'pass', 'pass'],
    ]);
    expect(stub.calls.map((job) => job.code)).toEqual(['hangs', 'fails', 'passes', 'fails']);
    // A second call is answered from the cache: the stopped verdict under its own key, the full one under the runtime's.
    await sut(oracle, jobs);
    expect(stub.calls).toHaveLength(4);
  });
});
