import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ExecretError } from '@execret/core';
import { descendantPids } from './__fixtures__/host-processes.js';
import { NOT_RUN_OUTCOME } from './executor.js';
import { PythonExecutor as sut } from './python-executor.js';

// Independent reference for CPython's own messages: compile() in a plain interpreter, outside the
// oracle, with the same file names the oracle uses.
function referenceCompileError(source: string, fileName: string): string {
  const script = 'import sys\ntry:\n    compile(sys.argv[1], sys.argv[2], "exec")\nexcept SyntaxError as error:\n    print(f"{type(error).__name__}: {error}")';
  const result = spawnSync('python3', ['-c', script, source, fileName], { encoding: 'utf8' });
  return result.stdout.trim();
}

const limits = { testTimeoutMs: 500, jobTimeoutMs: 2000 };
let executor: sut;

beforeAll(async () => {
  executor = new sut({ sandbox: 'bwrap', concurrency: 2, limits });
  await executor.init();
});

afterAll(async () => {
  await executor?.dispose();
});

const increment = 'def increment(x):\n    return x + 1\n';

describe(sut.name, () => {
  describe('verdicts', () => {
    it('passes correct code on every test', async () => {
      const verdict = await executor.execute({ code: increment, tests: ['assert increment(1) == 2', 'assert increment(-1) == 0', 'assert increment(10) == 11'] });
      expect(verdict).toMatchObject({ status: 'completed', testResults: ['pass', 'pass', 'pass'], passesAllTests: true });
    });

    it('fails buggy code with the assertion message, or the test source when the assert has none', async () => {
      const buggy = 'def increment(x):\n    return x + 2\n';
      const verdict = await executor.execute({ code: buggy, tests: ['assert increment(1) == 2', 'assert increment(1) == 3', 'assert increment(0) == 1, "zero case"'] });
      expect(verdict.testResults).toEqual(['FAIL: assert increment(1) == 2', 'pass', 'FAIL: zero case']);
      expect(verdict.passesAllTests).toBe(false);
    });

    it('reports an exception raised inside a test as ERROR with its type and message', async () => {
      const code = 'def divide(a, b):\n    return a / b\n\ndef pick(items, key):\n    return items[key]\n';
      const verdict = await executor.execute({ code, tests: ['assert divide(1, 0) == 0', 'assert pick({}, "k") is None', 'assert pick([1], 5) == 1', 'raise StopIteration'] });
      expect(verdict.testResults).toEqual(['ERROR: ZeroDivisionError: division by zero', "ERROR: KeyError: 'k'", 'ERROR: IndexError: list index out of range', 'ERROR: StopIteration']);
    });

    it('reports a test that references a missing name', async () => {
      const verdict = await executor.execute({ code: increment, tests: ['assert increment(1) == 2', 'assert decrement(1) == 0'] });
      expect(verdict.testResults).toEqual(['pass', "ERROR: NameError: name 'decrement' is not defined"]);
    });

    it('gives every test the syntax error of code that does not compile', async () => {
      const code = 'def increment(x)\n    return x + 1\n';
      const verdict = await executor.execute({ code, tests: ['assert increment(1) == 2', 'assert True'] });
      const expected = `ERROR: ${referenceCompileError(code, '<solution>')}`;
      expect(expected).toMatch(/^ERROR: SyntaxError: /);
      expect(verdict).toMatchObject({ status: 'completed', testResults: [expected, expected], passesAllTests: false });
    });

    it('reports a test that does not compile as its own ERROR', async () => {
      const verdict = await executor.execute({ code: increment, tests: ['assert increment(1) ==', 'assert increment(1) == 2'] });
      expect(verdict.testResults).toEqual([`ERROR: ${referenceCompileError('assert increment(1) ==', '<test 0>')}`, 'pass']);
    });

    it('gives every test the error of code that raises while loading', async () => {
      const verdict = await executor.execute({ code: 'import does_not_exist_anywhere\n', tests: ['assert True', 'assert True'] });
      expect(verdict.testResults).toEqual(["ERROR: ModuleNotFoundError: No module named 'does_not_exist_anywhere'", "ERROR: ModuleNotFoundError: No module named 'does_not_exist_anywhere'"]);
    });

    it('runs the test setup after the code and before the tests', async () => {
      const verdict = await executor.execute({ code: increment, testSetup: 'from math import gcd\nbase = increment(41)\n', tests: ['assert base == 42', 'assert gcd(base, 12) == 6'] });
      expect(verdict.testResults).toEqual(['pass', 'pass']);
    });

    it('keeps outcomes before a test that times out and runs the tests after it', async () => {
      const verdict = await executor.execute({ code: increment, tests: ['assert increment(1) == 2', 'while True:\n    pass', 'assert increment(2) == 3'] });
      expect(verdict.testResults).toEqual(['pass', 'TIMEOUT', 'pass']);
    });

    it('with stopAtFirstFailure, ends the job at its first test that does not pass; the tests after it read NotRun', async () => {
      const tests = ['assert increment(1) == 2', 'while True:\n    pass', 'while True:\n    pass', 'assert increment(2) == 3'];
      expect((await executor.execute({ code: increment, tests })).testResults).toEqual(['pass', 'TIMEOUT', 'TIMEOUT', 'pass']);
      expect(await executor.execute({ code: increment, tests }, { stopAtFirstFailure: true })).toMatchObject({
        status: 'stopped',
        testResults: ['pass', 'TIMEOUT', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME],
        passesAllTests: false,
      });
      // A quick failure before a test that would hang: the job ends at the failure.
      const quick = await executor.execute({ code: increment, tests: ['assert increment(1) == 3', 'while True:\n    pass', 'assert True'] }, { stopAtFirstFailure: true });
      expect(quick).toMatchObject({ status: 'stopped', testResults: ['FAIL: assert increment(1) == 3', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME] });
      // Code that does not load fails its first test; a failure in the last test, or none, leaves nothing to skip.
      const broken = await executor.execute({ code: 'raise ValueError("broken")\n', tests: ['assert True', 'assert True'] }, { stopAtFirstFailure: true });
      expect(broken).toMatchObject({ status: 'stopped', testResults: ['ERROR: ValueError: broken', NOT_RUN_OUTCOME] });
      const last = await executor.execute({ code: increment, tests: ['assert increment(1) == 2', 'assert increment(1) == 3'] }, { stopAtFirstFailure: true });
      expect(last).toMatchObject({ status: 'completed', testResults: ['pass', 'FAIL: assert increment(1) == 3'] });
      const passing = await executor.execute({ code: increment, tests: ['assert increment(1) == 2'] }, { stopAtFirstFailure: true });
      expect(passing).toMatchObject({ status: 'completed', testResults: ['pass'], passesAllTests: true });
    });

    it('gives a job more time with timeScale: a test that outlives its limit passes with three times the limit', async () => {
      // 0.8 s of sleep: over the 0.5 s test limit, under 1.5 s (the job limit becomes 6 s).
      const job = { code: 'import time\ndef nap():\n    time.sleep(0.8)\n    return 1\n', tests: ['assert nap() == 1'] };
      expect((await executor.execute(job)).testResults).toEqual(['TIMEOUT']);
      expect(await executor.execute(job, { timeScale: 3 })).toMatchObject({ status: 'completed', testResults: ['pass'] });
      await expect(executor.execute(job, { timeScale: 0 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      // Below 1 the limits shrink (`execret build --timeout 0.25`): 0.3 s of sleep outlives 0.25 s.
      const short = { code: 'import time\ndef nap():\n    time.sleep(0.3)\n    return 1\n', tests: ['assert nap() == 1'] };
      expect((await executor.execute(short)).testResults).toEqual(['pass']);
      expect((await executor.execute(short, { timeScale: 0.5 })).testResults).toEqual(['TIMEOUT']);
    });

    it('measures a test without the time it waited for a CPU: work under its limit passes however loaded the machine', async () => {
      // The job pins itself and a spinning child to one CPU, so it gets at most half of it: each
      // test's 0.3 s of CPU take 0.6 s or more of wall-clock time (over the 0.5 s test limit) and
      // the four tests 2.4 s or more (over the 2 s job limit). Only the time spent waiting for the
      // CPU is taken off; a test that sleeps still times out at its limit (blocked time counts).
      const setup = 'import os, time\ncpu = min(os.sched_getaffinity(0))\nos.sched_setaffinity(0, {cpu})\nspinner = os.fork()\nif spinner == 0:\n    while True:\n        pass\n';
      const work = 'start = time.process_time()\nwhile time.process_time() - start < 0.3:\n    pass';
      const verdict = await executor.execute({ code: increment, testSetup: setup, tests: [work, work, work, work] });
      expect(verdict).toMatchObject({ status: 'completed', testResults: ['pass', 'pass', 'pass', 'pass'] });
      const sleeping = await executor.execute({ code: increment, testSetup: setup, tests: ['time.sleep(5)', 'assert increment(1) == 2'] });
      expect(sleeping.testResults).toEqual(['TIMEOUT', 'pass']);
    });

    it('times out code that hangs while loading', async () => {
      const verdict = await executor.execute({ code: 'while True:\n    pass\n', tests: ['assert True', 'assert True'] });
      expect(verdict.testResults).toEqual(['TIMEOUT', 'TIMEOUT']);
    });

    it('does not run `if __name__ == "__main__":` blocks', async () => {
      const verdict = await executor.execute({ code: `${increment}if __name__ == "__main__":\n    raise SystemExit("main ran")\n`, tests: ['assert __name__ == "solution"', 'assert increment(0) == 1'] });
      expect(verdict.testResults).toEqual(['pass', 'pass']);
    });

    it('starts every job from random seed 0 and unrandomised string hashes (PYTHONHASHSEED=0)', async () => {
      const reference = spawnSync('python3', ['-c', 'print(hash("execret"))'], { encoding: 'utf8', env: { ...process.env, PYTHONHASHSEED: '0' } }).stdout.trim();
      const jobs = [1, 2].map(() =>
        executor.execute({
          code: 'import random\nvalue = random.random()\n',
          tests: ['import random as reference\nreference.seed(0)\nassert value == reference.random()', `assert hash("execret") == ${reference}`],
        }),
      );
      for (const verdict of await Promise.all(jobs)) expect(verdict.testResults).toEqual(['pass', 'pass']);
    });

    it('reports no tests as not passing', async () => {
      const verdict = await executor.execute({ code: increment, tests: [] });
      expect(verdict).toMatchObject({ status: 'completed', testResults: [], passesAllTests: false });
    });

    it('caps long messages at messageChars', async () => {
      const small = new sut({ sandbox: 'bwrap', concurrency: 1, limits: { ...limits, messageChars: 20 } });
      try {
        const verdict = await small.execute({ code: '', tests: ['assert False, "abcdefghijklmnopqrstuvwxyz"'] });
        expect(verdict.testResults).toEqual(['FAIL: abcdefghijklmnopqrs…']);
      } finally {
        await small.dispose();
      }
    });

    it('counts executed jobs', async () => {
      const before = executor.executedJobs;
      await executor.execute({ code: increment, tests: ['assert True'] });
      await executor.checkSyntax({ code: increment, tests: ['assert True'], entryPoint: 'increment' });
      expect(executor.executedJobs).toBe(before + 1);
    });
  });

  describe('checkSyntax', () => {
    it('accepts code that compiles and defines the entry point at top level (also inside if/try)', async () => {
      expect(await executor.checkSyntax({ code: increment, tests: ['assert increment(1) == 2'], entryPoint: 'increment' })).toEqual({ status: 'ok' });
      const guarded = 'try:\n    from math import isqrt\nexcept ImportError:\n    def isqrt(n):\n        return int(n ** 0.5)\n';
      expect(await executor.checkSyntax({ code: guarded, tests: ['assert isqrt(9) == 3'], entryPoint: 'isqrt' })).toEqual({ status: 'ok' });
    });

    it('reports syntax errors in code, setup and tests, and a missing entry point', async () => {
      const result = await executor.checkSyntax({ code: 'def other(:\n', testSetup: 'import (', tests: ['assert True', 'assert ('], entryPoint: 'increment' });
      expect(result).toEqual({
        status: 'invalid',
        problems: [
          { part: 'code', message: `ERROR: ${referenceCompileError('def other(:\n', '<solution>')}` },
          { part: 'setup', message: `ERROR: ${referenceCompileError('import (', '<setup>')}` },
          { part: 'test', testIndex: 1, message: `ERROR: ${referenceCompileError('assert (', '<test 1>')}` },
        ],
      });
      expect(await executor.checkSyntax({ code: 'def helper():\n    def increment(x):\n        return x\n', tests: [], entryPoint: 'increment' })).toEqual({
        status: 'invalid',
        problems: [{ part: 'entry-point', message: 'entry point "increment" is not defined at the top level of the code' }],
      });
    });

    it('does not run the code', async () => {
      const result = await executor.checkSyntax({ code: 'import os\nos._exit(3)\ndef increment(x):\n    return x\n', tests: [], entryPoint: 'increment' });
      expect(result).toEqual({ status: 'ok' });
    });

    it('checks a batch of codes against shared tests in one forked process, each with the result of its own check', async () => {
      const tests = ['assert increment(1) == 2', 'assert ('];
      const codes = [increment, 'def increment(x)\n    return x\n', 'def other(x):\n    return x\n', 'import os\nos._exit(3)\ndef increment(x):\n    return x\n'];
      const jobs = codes.map((code) => ({ code, tests, entryPoint: 'increment' }));
      const single = await Promise.all(jobs.map((job) => executor.checkSyntax(job)));
      expect(single.map((result) => result.status)).toEqual(['invalid', 'invalid', 'invalid', 'invalid']);
      const counting = new sut({ sandbox: 'bwrap', concurrency: 1, limits });
      try {
        expect(await counting.checkSyntaxBatch(jobs)).toEqual(single);
        expect(counting.processCount).toMatchObject({ countedJobs: 1, jobTasks: 1 });
        await expect(counting.checkSyntaxBatch([jobs[0]!, { ...jobs[1]!, tests: ['assert True'] }])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      } finally {
        await counting.dispose();
      }
    });
  });

  describe('processCount', () => {
    it('counts the processes and threads each job creates: one process for a job that starts nothing', async () => {
      const counting = new sut({ sandbox: 'bwrap', concurrency: 1, limits });
      try {
        await counting.execute({ code: increment, tests: ['assert increment(1) == 2'] });
        expect(counting.processCount).toEqual({ countedJobs: 1, jobTasks: 1, inWorkerJobs: 0, workerStarts: 1 });
        // Its own process, two children and a thread.
        await counting.execute({
          code: 'import os, threading\n',
          tests: ['for _ in range(2):\n    if os.fork() == 0:\n        os._exit(0)\n    os.wait()', 'thread = threading.Thread(target=lambda: None)\nthread.start()\nthread.join()'],
        });
        expect(counting.processCount).toEqual({ countedJobs: 2, jobTasks: 5, inWorkerJobs: 0, workerStarts: 1 });
      } finally {
        await counting.dispose();
      }
    });
  });

  describe('lifecycle', () => {
    it('rejects with ABORTED when the signal fires, and kills the running job', async () => {
      const controller = new AbortController();
      const started = performance.now();
      // Unaborted, this job takes 1.5 s (three tests that each hit the 500 ms limit).
      const pending = executor.execute({ code: 'import time\n', tests: ['time.sleep(1)', 'time.sleep(1)', 'time.sleep(1)'] }, { abortSignal: controller.signal });
      setTimeout(() => controller.abort(new Error('stop')), 100);
      const error = await pending.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(ExecretError.isInstance(error) && error.code).toBe('ABORTED');
      expect(performance.now() - started).toBeLessThan(1000);
      // The pool still works.
      expect((await executor.execute({ code: increment, tests: ['assert increment(0) == 1'] })).testResults).toEqual(['pass']);
    });

    it('kills a stuck worker from the host after the wall-clock limit plus grace, and replaces it', async () => {
      const before = descendantPids();
      const single = new sut({ sandbox: 'bwrap', concurrency: 1, backstopGraceMs: 300, limits: { testTimeoutMs: 200, jobTimeoutMs: 500 } });
      try {
        await single.init();
        const workers = descendantPids().filter((pid) => !before.includes(pid) && readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('python'));
        expect(workers).toHaveLength(1);
        process.kill(workers[0] as number, 'SIGSTOP');
        const started = performance.now();
        const verdict = await single.execute({ code: '', tests: ['assert True'] });
        expect(verdict).toMatchObject({ status: 'timeout', testResults: ['TIMEOUT'] });
        expect(performance.now() - started).toBeGreaterThanOrEqual(790);
        expect(single.backstopKills).toBe(1);
        expect((await single.execute({ code: '', tests: ['assert True'] })).testResults).toEqual(['pass']);
        expect(single.backstopKills).toBe(1);
      } finally {
        await single.dispose();
      }
    });

    it('drops an aborted job that is still queued, and rejects queued jobs on dispose()', async () => {
      const single = new sut({ sandbox: 'bwrap', concurrency: 1, limits });
      try {
        const running = single.execute({ code: 'import time\n', tests: ['time.sleep(0.3)'] });
        const controller = new AbortController();
        const queued = single.execute({ code: '', tests: ['assert True'] }, { abortSignal: controller.signal });
        controller.abort();
        await expect(queued).rejects.toMatchObject({ code: 'ABORTED' });
        expect((await running).testResults).toEqual(['pass']);
        const blocking = single.execute({ code: 'import time\n', tests: ['time.sleep(0.3)'] });
        const waiting = single.execute({ code: '', tests: ['assert True'] });
        const disposed = single.dispose();
        await expect(waiting).rejects.toMatchObject({ code: 'EXECUTION' });
        // The running job is killed with its worker; it does not count as pass.
        expect(await blocking).toMatchObject({ status: 'crashed', passesAllTests: false, testResults: ['ERROR: WorkerLost: the sandbox worker exited during the job'] });
        await disposed;
      } finally {
        await single.dispose();
      }
    });

    it('rejects at once for an already aborted signal', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(executor.execute({ code: '', tests: ['assert True'] }, { abortSignal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    });

    it('rejects calls after dispose()', async () => {
      const temporary = new sut({ sandbox: 'bwrap', concurrency: 1 });
      await temporary.dispose();
      await expect(temporary.execute({ code: '', tests: [] })).rejects.toMatchObject({ code: 'EXECUTION' });
    });

    it('rejects malformed jobs with INVALID_ARGUMENT', async () => {
      await expect(executor.execute({ code: 1 as unknown as string, tests: [] })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      await expect(executor.execute({ code: '', tests: [1] as unknown as string[] })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    });

    it('describes the runtime with every limit in the fingerprint', async () => {
      const runtime = await executor.describeRuntime();
      const reference = spawnSync('python3', ['-c', 'import sys; print(sys.version.split()[0])'], { encoding: 'utf8' }).stdout.trim();
      expect(runtime.version).toBe(reference);
      expect(runtime.fingerprint).toBe(`python/cpython-${reference}|harness-1|hashseed-0|test-500ms|job-2000ms|as-1073741824|fsize-16777216|nproc-64|nofile-256|msg-500`);
    });
  });
});
