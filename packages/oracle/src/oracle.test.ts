import { describe, expect, it } from '@jest/globals';
import { completed, CountingExecutor } from './__fixtures__/counting-executor.js';
import { ExecutionCache, executionCacheKey } from './execution-cache.js';
import { Oracle as sut } from './oracle.js';
import { PythonExecutor } from './python-executor.js';
import { NOT_RUN_OUTCOME, type SyntaxCheckJob, type SyntaxCheckResult } from './executor.js';

describe(sut.name, () => {
  it('answers a repeated job from the cache and identical jobs in one call once', async () => {
    const executor = new CountingExecutor((job) => completed(job.tests.map(() => 'pass')));
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = { language: 'python' as const, code: 'x = 1', tests: ['assert x == 1'] };
    const first = await oracle.run([job, { ...job }, { ...job, code: 'x = 2' }]);
    expect(first.map((verdict) => verdict.status)).toEqual(['completed', 'completed', 'completed']);
    expect(executor.calls.length).toBe(2);
    expect(oracle.stats).toEqual({ executed: 2, cacheHits: 0, deduplicated: 1, executedMs: 2, limitMs: 0 });
    const second = await oracle.run([job]);
    expect(second).toEqual([{ status: 'completed', testResults: ['pass'], passesAllTests: true, durationMs: 1, cached: true }]);
    expect(executor.calls.length).toBe(2);
    expect(oracle.stats.cacheHits).toBe(1);
    cache.close();
  });

  it('passes timeScale to the executor and caches such runs under a key of their own scale', async () => {
    const executor = new CountingExecutor((job, options) => completed([(options.timeScale ?? 1) === 1 ? 'TIMEOUT' : `FAIL: scale ${options.timeScale}`]));
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = { language: 'python' as const, code: 'x = 1', tests: ['assert x == 1'] };
    expect((await oracle.run([job]))[0]?.testResults).toEqual(['TIMEOUT']);
    // A verdict at the runtime's limits is no answer for a generous run, nor one scale for another.
    expect((await oracle.run([job], { timeScale: 3 }))[0]).toMatchObject({ testResults: ['FAIL: scale 3'] });
    expect((await oracle.run([job], { timeScale: 2 }))[0]).toMatchObject({ testResults: ['FAIL: scale 2'] });
    expect(executor.timeScales).toEqual([1, 3, 2]);
    // Each is answered from its own key, and the generous verdicts never answer a run at the runtime's limits.
    expect((await oracle.run([job]))[0]).toMatchObject({ testResults: ['TIMEOUT'], cached: true });
    expect((await oracle.run([job], { timeScale: 3 }))[0]).toMatchObject({ testResults: ['FAIL: scale 3'], cached: true });
    expect(executor.timeScales).toEqual([1, 3, 2]);
    const runtime = (await oracle.describeRuntime('python')).fingerprint;
    expect(cache.runtimes()).toEqual([runtime, `${runtime}|timescale-2`, `${runtime}|timescale-3`]);
    // cacheMode applies to scaled runs as to any run.
    await oracle.run([{ ...job, code: 'x = 2' }], { timeScale: 3, cacheMode: 'off' });
    expect(cache.count(`${runtime}|timescale-3`)).toBe(1);
    await oracle.run([job], { timeScale: 3, cacheMode: 'write-only' });
    expect(executor.timeScales).toEqual([1, 3, 2, 3, 3]);
    await expect(oracle.run([job], { timeScale: 0 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    cache.close();
  });

  it("runs a job with its own per-test limit, keyed by that limit's scale of the runtime's (times the run's scale)", async () => {
    const executor = new CountingExecutor((_job, options) => completed([`FAIL: scale ${options.timeScale ?? 1}`]));
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = { language: 'python' as const, code: 'x = 1', tests: ['assert x == 2'] };
    const runtime = (await oracle.describeRuntime('python')).fingerprint;
    // The runtime's own limit (1000 ms) is the runtime's key: the verdict of a job without a limit answers it.
    await oracle.run([job]);
    expect((await oracle.run([{ ...job, testTimeoutMs: 1000 }]))[0]).toMatchObject({ testResults: ['FAIL: scale 1'], cached: true });
    // 4000 ms runs at scale 4, its confirmation at 3 × 4; 200 ms at 0.2, confirmed at 0.6 (not 0.6000000000000001).
    expect((await oracle.run([{ ...job, testTimeoutMs: 4000 }]))[0]?.testResults).toEqual(['FAIL: scale 4']);
    expect((await oracle.run([{ ...job, testTimeoutMs: 4000 }], { timeScale: 3 }))[0]?.testResults).toEqual(['FAIL: scale 12']);
    expect((await oracle.run([{ ...job, testTimeoutMs: 200 }], { timeScale: 3 }))[0]?.testResults).toEqual(['FAIL: scale 0.6']);
    expect(executor.timeScales).toEqual([1, 4, 12, 0.6]);
    expect(cache.runtimes()).toEqual([runtime, `${runtime}|timescale-0.6`, `${runtime}|timescale-12`, `${runtime}|timescale-4`]);
    await expect(oracle.run([{ ...job, testTimeoutMs: 0 }])).rejects.toThrow('job.testTimeoutMs must be a finite number ≥ 1 (milliseconds), got 0');
    cache.close();
  });

  it('keys on the setup too', async () => {
    const executor = new CountingExecutor((job) => completed([job.testSetup ? 'pass' : 'FAIL: no setup']));
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = { language: 'python' as const, code: 'x = 1', tests: ['assert y'] };
    const [without, withSetup] = await oracle.run([job, { ...job, testSetup: 'y = 1' }]);
    expect([without?.testResults, withSetup?.testResults]).toEqual([['FAIL: no setup'], ['pass']]);
    expect(executor.calls.length).toBe(2);
    cache.close();
  });

  it('runs every job with cacheMode "off" (storing nothing) and "write-only" (storing fresh verdicts)', async () => {
    let counter = 0;
    const executor = new CountingExecutor(() => {
      counter += 1;
      return completed([counter % 2 === 1 ? 'pass' : 'FAIL: even']);
    });
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = { language: 'python' as const, code: 'x', tests: ['t'] };
    await oracle.run([job], { cacheMode: 'off' });
    expect(cache.count()).toBe(0);
    const fresh = await oracle.run([job], { cacheMode: 'write-only' });
    expect(fresh[0]?.testResults).toEqual(['FAIL: even']);
    expect((await oracle.run([job]))[0]).toMatchObject({ status: 'completed', cached: true, testResults: ['FAIL: even'] });
    expect(executor.calls.length).toBe(2);
    await expect(oracle.run([job], { cacheMode: 'sometimes' as 'off' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    cache.close();
  });

  it('does not cache verdicts that blame the sandbox', async () => {
    const executor = new CountingExecutor(() => ({
      status: 'crashed',
      testResults: ['ERROR: WorkerLost: the sandbox worker exited during the job'],
      passesAllTests: false,
      durationMs: 1,
      reason: 'lost',
    }));
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = { language: 'python' as const, code: 'x', tests: ['t'] };
    await oracle.run([job]);
    await oracle.run([job]);
    // Each run tries the job three times (two retries on a fresh worker), and caches nothing.
    expect(executor.calls.length).toBe(6);
    expect(cache.count()).toBe(0);
    cache.close();
  });

  it('runs a job again when its worker was lost, and keeps the real verdict', async () => {
    let call = 0;
    const executor = new CountingExecutor(() => {
      call += 1;
      return call === 1
        ? { status: 'crashed', testResults: ['ERROR: WorkerLost: the sandbox worker exited during the job'], passesAllTests: false, durationMs: 1, reason: 'lost' }
        : completed(['FAIL: wrong']);
    });
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const [verdict] = await oracle.run([{ language: 'python' as const, code: 'x', tests: ['t'] }]);
    expect(verdict?.testResults).toEqual(['FAIL: wrong']);
    expect(executor.calls.length).toBe(2);
    expect(cache.count()).toBe(1);
    cache.close();
  });

  it('reports progress, rejects unknown languages and disposes its executors', async () => {
    const executor = new CountingExecutor(() => completed(['pass']));
    const oracle = new sut({ executors: { python: executor } });
    const progress: Array<[number, number]> = [];
    await oracle.run(
      [1, 2, 3].map((index) => ({ language: 'python' as const, code: `x = ${index}`, tests: ['t'] })),
      { onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    await expect(oracle.run([{ language: 'typescript', code: '', tests: [] }])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await oracle.dispose();
    expect(executor.disposed).toBe(true);
  });

  it('answers a crashed job from the cache with its stored status and reason', async () => {
    const executor = new CountingExecutor(() => ({ status: 'crashed', testResults: ['ERROR: ProcessExited: exit code 3'], passesAllTests: false, durationMs: 12.5, reason: 'the job process exited with code 3 before reporting every test' }));
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = { language: 'python' as const, code: 'import os\nos._exit(3)', tests: ['assert True'] };
    const [fresh] = await oracle.run([job]);
    const [cached] = await oracle.run([job]);
    expect(executor.calls.length).toBe(1);
    expect(cached).toEqual({ ...fresh, cached: true });
    cache.close();
  });

  it('answers an imported row with status "imported" (the release format keeps only outcomes)', async () => {
    const executor = new CountingExecutor(() => completed(['pass']));
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = { language: 'python' as const, code: 'x = 1', tests: ['assert x == 2'] };
    const runtime = (await oracle.describeRuntime('python')).fingerprint;
    cache.putMany([{ key: executionCacheKey(runtime, job), entry: { testResults: ['FAIL: assert x == 2'], passesAllTests: false, status: 'imported' } }]);
    expect(await oracle.run([job])).toEqual([{ status: 'imported', testResults: ['FAIL: assert x == 2'], passesAllTests: false, durationMs: 0, cached: true }]);
    expect(executor.calls).toEqual([]);
    cache.close();
  });

  it('returns the stored verdict of a job that timed out or crashed, not a bare cache status (real Python executor)', async () => {
    const executor = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 300, jobTimeoutMs: 1500 } });
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    try {
      const jobs = [
        // C code that ignores the per-test timer: the wall clock ends the job.
        { language: 'python' as const, code: 'x = 1\n', tests: ['assert x == 1', 'total = sum(range(10**13))', 'assert True'] },
        { language: 'python' as const, code: 'import os\n', tests: ['assert True', 'os._exit(7)', 'assert True'] },
      ];
      const first = await oracle.run(jobs);
      expect(first.map((verdict) => verdict.status)).toEqual(['timeout', 'crashed']);
      const second = await oracle.run(jobs);
      expect(executor.executedJobs).toBe(2);
      expect(second).toEqual(first.map((verdict) => ({ ...verdict, cached: true })));
      expect(second[1]).toMatchObject({ status: 'crashed', reason: 'the job process exited with code 7 before reporting every test' });
    } finally {
      await oracle.dispose();
      cache.close();
    }
  });

  it('with stopAtFirstFailure, ends a job at its first failing test, never stores such a verdict, and answers from a stored full one (real Python executor)', async () => {
    const executor = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 300, jobTimeoutMs: 2000 } });
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    try {
      const tests = ['assert spin(0) == 0', 'assert spin(1) == 1', 'assert spin(2) == 2', 'assert spin(3) == 3'];
      const hangs = { language: 'python' as const, code: 'def spin(n):\n    while n > 0:\n        pass\n    return n\n', tests };
      const passes = { language: 'python' as const, code: 'def spin(n):\n    return n\n', tests };
      const first = await oracle.run([hangs, passes], { stopAtFirstFailure: true });
      expect(first[0]).toMatchObject({ status: 'stopped', testResults: ['pass', 'TIMEOUT', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME], passesAllTests: false });
      // A job that passes ran in full: its verdict is the runtime's and is stored.
      expect(first[1]).toMatchObject({ status: 'completed', testResults: ['pass', 'pass', 'pass', 'pass'], passesAllTests: true });
      const runtime = (await oracle.describeRuntime('python')).fingerprint;
      expect(cache.count(runtime)).toBe(1);
      // The partial verdict answers nothing: a full run executes the job.
      const full = await oracle.run([hangs]);
      expect(full[0]).toMatchObject({ status: 'completed', testResults: ['pass', 'TIMEOUT', 'TIMEOUT', 'TIMEOUT'] });
      expect(full[0]?.cached).toBeUndefined();
      expect(executor.executedJobs).toBe(3);
      // A stored full verdict answers a run that would stop early.
      expect((await oracle.run([hangs], { stopAtFirstFailure: true }))[0]).toEqual({ ...full[0], cached: true });
      expect(executor.executedJobs).toBe(3);
    } finally {
      await oracle.dispose();
      cache.close();
    }
  });

  it('re-running a verified set hits the cache for every job (real Python executor)', async () => {
    const executor = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 500, jobTimeoutMs: 2000 } });
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    try {
      const tests = ['assert clamp(5, 0, 10) == 5', 'assert clamp(-1, 0, 10) == 0', 'assert clamp(11, 0, 10) == 10'];
      const canonical = 'def clamp(x, low, high):\n    return max(low, min(x, high))\n';
      const jobs = [
        canonical,
        canonical.replace('max(low', 'min(low'),
        canonical.replace('min(x', 'max(x'),
        'def clamp(x, low, high):\n    while True:\n        pass\n',
      ].map((code) => ({ language: 'python' as const, code, tests }));
      const first = await oracle.run(jobs);
      expect(first.map((verdict) => verdict.passesAllTests)).toEqual([true, false, false, false]);
      expect(executor.executedJobs).toBe(4);
      const second = await oracle.run(jobs);
      expect(second.map((verdict) => verdict.cached)).toEqual([true, true, true, true]);
      expect(second).toEqual(first.map((verdict) => ({ ...verdict, cached: true })));
      expect(executor.executedJobs).toBe(4);
      expect(oracle.stats).toMatchObject({ executed: 4, cacheHits: 4, deduplicated: 0 });
    } finally {
      await oracle.dispose();
      cache.close();
    }
  });
});

describe('Oracle.checkSyntax', () => {
  /** Counts syntax checks; a check of code containing `hang` gives no answer (a TIMEOUT). */
  class CheckCounter extends CountingExecutor {
    checks = 0;
    override async checkSyntax(job: SyntaxCheckJob): Promise<SyntaxCheckResult> {
      this.checks += 1;
      if (job.code.includes('hang')) return { status: 'invalid', problems: [{ part: 'code', message: 'TIMEOUT' }] };
      return job.code.includes('(') ? { status: 'ok' } : { status: 'invalid', problems: [{ part: 'code', message: 'ERROR: SyntaxError: invalid syntax' }] };
    }
  }

  it('answers a conclusive check from the cache and never stores one that gave no answer', async () => {
    const executor = new CheckCounter(() => completed(['pass']));
    const cache = new ExecutionCache(':memory:');
    const oracle = new sut({ executors: { python: executor }, cache });
    const job = (code: string) => ({ language: 'python' as const, code, tests: ['assert f() == 1'], entryPoint: 'f' });
    expect(await oracle.checkSyntax(job('def f(): return 1'))).toEqual({ status: 'ok' });
    expect(await oracle.checkSyntax(job('def f: return 1'))).toEqual({ status: 'invalid', problems: [{ part: 'code', message: 'ERROR: SyntaxError: invalid syntax' }] });
    expect(await oracle.checkSyntax(job('def f(): hang'))).toEqual({ status: 'invalid', problems: [{ part: 'code', message: 'TIMEOUT' }] });
    expect(executor.checks).toBe(3);
    // Again: the two conclusive checks come from the cache, the inconclusive one runs again.
    expect(await oracle.checkSyntax(job('def f(): return 1'))).toEqual({ status: 'ok' });
    expect(await oracle.checkSyntax(job('def f: return 1'))).toEqual({ status: 'invalid', problems: [{ part: 'code', message: 'ERROR: SyntaxError: invalid syntax' }] });
    await oracle.checkSyntax(job('def f(): hang'));
    expect(executor.checks).toBe(4);
    // Another entry point is another check.
    await oracle.checkSyntax({ ...job('def f(): return 1'), entryPoint: 'g' });
    expect(executor.checks).toBe(5);
    cache.close();
  });
});
