import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startConnectionCounter, type ConnectionCounter } from './__fixtures__/connection-counter.js';
import { descendantPids, eventually, pidsWithCommandLine } from './__fixtures__/host-processes.js';
import { NOT_RUN_OUTCOME, type ExecutionJob } from './executor.js';
import { TypeScriptExecutor as sut } from './typescript-executor.js';

const nonce = randomBytes(6).toString('hex');
const secretName = `EXECRET_TS_SECRET_${nonce}`;
const hostFile = `/tmp/execret-ts-escape-${nonce}`;
const marker = `execret-ts-marker-${nonce}`;
let executor: sut;
let listener: ConnectionCounter;

beforeAll(async () => {
  process.env[secretName] = 'hunter2';
  listener = await startConnectionCounter();
  executor = new sut({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 500, jobTimeoutMs: 4000, memoryBytes: 1024 ** 3 } });
  await executor.init();
});

afterAll(async () => {
  delete process.env[secretName];
  await executor?.dispose();
  await listener?.close();
  rmSync(hostFile, { force: true });
});

const sortNumbers = 'export function sortNumbers(values: number[]): number[] {\n  return [...values].sort((a: number, b: number) => a - b);\n}\n';

describe(sut.name, () => {
  it('strips types and passes correct code with node:assert/strict tests', async () => {
    const verdict = await executor.execute({ code: sortNumbers, tests: ['assert.deepStrictEqual(sortNumbers([3, 1, 2]), [1, 2, 3])', 'assert.deepStrictEqual(sortNumbers([] as number[]), [])'] });
    expect(verdict).toMatchObject({ status: 'completed', testResults: ['pass', 'pass'], passesAllTests: true });
  });

  it('fails buggy code with the assertion message', async () => {
    const buggy = 'function double(x: number): number {\n  return x + 2;\n}\n';
    const verdict = await executor.execute({ code: buggy, tests: ['assert.strictEqual(double(2), 4)', 'assert.strictEqual(double(3), 6)', "assert.ok(double(0) === 0, 'zero case')"] });
    // node:assert's messages: "Expected values to be strictly equal:\n\n5 !== 6\n" collapsed to one line.
    expect(verdict.testResults).toEqual(['pass', 'FAIL: Expected values to be strictly equal: 5 !== 6', 'FAIL: zero case']);
  });

  it('reports exceptions, missing names and non-Error throws', async () => {
    const code = 'export const parse = (text: string): unknown => JSON.parse(text);\n';
    const verdict = await executor.execute({ code, tests: ['parse("{")', 'assert.ok(missingFunction(1))', "throw 'plain string'", 'null.property'] });
    expect(verdict.testResults[0]).toMatch(/^ERROR: SyntaxError: /);
    expect(verdict.testResults.slice(1)).toEqual(['ERROR: ReferenceError: missingFunction is not defined', 'ERROR: ThrownValue: plain string', "ERROR: TypeError: Cannot read properties of null (reading 'property')"]);
  });

  it('gives every test the syntax error of code that does not parse', async () => {
    const verdict = await executor.execute({ code: 'function broken(x: number {\n  return x;\n}\n', tests: ['assert.ok(true)', 'assert.ok(true)'] });
    expect(verdict.testResults).toEqual(["ERROR: SyntaxError: ',' expected. (solution.ts, line 1)", "ERROR: SyntaxError: ',' expected. (solution.ts, line 1)"]);
  });

  it('runs the setup, awaits tests that await, and keeps const/let declarations of the code visible', async () => {
    const code = 'const offset: number = 10;\nlet calls = 0;\nasync function later(x: number): Promise<number> {\n  calls += 1;\n  return x + offset;\n}\n';
    const verdict = await executor.execute({ code, testSetup: 'const expected: number = 15;', tests: ['assert.strictEqual(await later(5), expected)', 'assert.strictEqual(calls, 1)'] });
    expect(verdict.testResults).toEqual(['pass', 'pass']);
  });

  it('times out an endless test and a never-settling promise, and runs the tests after them', async () => {
    const verdict = await executor.execute({ code: 'export const one = (): number => 1;', tests: ['while (true) {}', 'await new Promise(() => {})', 'assert.strictEqual(one(), 1)'] });
    expect(verdict.testResults).toEqual(['TIMEOUT', 'TIMEOUT', 'pass']);
  });

  it('with stopAtFirstFailure, ends a job handed to a fresh process at its first failing test; in a context every test runs', async () => {
    const tests = ['assert.strictEqual(one(), 2)', 'while (true) {}', 'assert.strictEqual(one(), 1)'];
    const code = 'export const one = (): number => 1;';
    // The endless test sends the job to a fresh process, which stops after the first failure.
    expect(await executor.execute({ code, tests }, { stopAtFirstFailure: true })).toMatchObject({ status: 'stopped', testResults: [expect.stringMatching(/^FAIL: /), NOT_RUN_OUTCOME, NOT_RUN_OUTCOME], passesAllTests: false });
    const reference = new sut({ isolation: 'process', sandbox: 'bwrap', concurrency: 1, limits: { testTimeoutMs: 500, jobTimeoutMs: 4000, memoryBytes: 1024 ** 3 } });
    try {
      const timeoutFirst = await reference.execute({ code, tests: ['while (true) {}', 'assert.strictEqual(one(), 1)'] }, { stopAtFirstFailure: true });
      expect(timeoutFirst).toMatchObject({ status: 'stopped', testResults: ['TIMEOUT', NOT_RUN_OUTCOME] });
    } finally {
      await reference.dispose();
    }
    // Quick tests in a context run in full (nothing to save): the verdict is the full one.
    const quick = await executor.execute({ code, tests: ['assert.strictEqual(one(), 2)', 'assert.strictEqual(one(), 1)'] }, { stopAtFirstFailure: true });
    expect(quick).toMatchObject({ status: 'completed', testResults: [expect.stringMatching(/^FAIL: /), 'pass'] });
  });

  it('gives a job more time with timeScale: a test that outlives its limit passes with three times the limit', async () => {
    // A busy wait of 0.8 s: over the 0.5 s test limit, under 1.5 s.
    const job = { code: 'function spin(ms: number): number { const end = Date.now() + ms; while (Date.now() < end) {} return 1; }\n', tests: ['assert.strictEqual(spin(800), 1)'] };
    expect((await executor.execute(job)).testResults).toEqual(['TIMEOUT']);
    expect(await executor.execute(job, { timeScale: 3 })).toMatchObject({ status: 'completed', testResults: ['pass'] });
  });

  it('never counts process.exit(0) in the middle as pass', async () => {
    const verdict = await executor.execute({ code: '', tests: ['assert.ok(true)', 'process.exit(0)', 'assert.ok(true)'] });
    expect(verdict).toMatchObject({ status: 'crashed', passesAllTests: false, testResults: ['pass', 'ERROR: ProcessExited: exit code 0', 'ERROR: ProcessExited: exit code 0'] });
  });

  it('isolates jobs: a patched global does not leak into the next job', async () => {
    const single = new sut({ sandbox: 'bwrap', concurrency: 1, limits: { testTimeoutMs: 500, jobTimeoutMs: 4000 } });
    try {
      const first = await single.execute({ code: 'Math.max = () => 42;', tests: ['assert.strictEqual(Math.max(1, 2), 42)'] });
      const second = await single.execute({ code: '', tests: ['assert.strictEqual(Math.max(1, 2), 2)'] });
      expect([first.testResults, second.testResults]).toEqual([['pass'], ['pass']]);
    } finally {
      await single.dispose();
    }
  });

  it('hides the environment, the network and the host filesystem, and kills leftover processes', async () => {
    const verdict = await executor.execute({
      code: "const fs = require('node:fs');\nconst net = require('node:net');\nconst childProcess = require('node:child_process');\n",
      tests: [
        `assert.strictEqual(process.env[${JSON.stringify(secretName)}], undefined)`,
        `fs.writeFileSync(${JSON.stringify(hostFile)}, 'x')`,
        "assert.throws(() => fs.writeFileSync('/usr/execret-escape', 'x'), /EROFS|EACCES/)",
        `await new Promise((resolve, reject) => { const socket = net.connect(${listener.port}, '127.0.0.1'); socket.on('connect', () => reject(new Error('connected'))); socket.on('error', resolve); })`,
        `childProcess.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', ${JSON.stringify(marker)}], { detached: true, stdio: 'ignore' }).unref()`,
      ],
    });
    expect(verdict.testResults).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
    expect(existsSync(hostFile)).toBe(false);
    expect(listener.connections).toBe(0);
    expect(await eventually(() => pidsWithCommandLine(marker).length === 0)).toBe(true);
  });

  it('checks syntax and the entry point without running anything', async () => {
    expect(await executor.checkSyntax({ code: sortNumbers, tests: ['assert.deepStrictEqual(sortNumbers([1]), [1])'], entryPoint: 'sortNumbers' })).toEqual({ status: 'ok' });
    expect(await executor.checkSyntax({ code: 'export const { sortNumbers } = { sortNumbers: (v: number[]) => v };', tests: [], entryPoint: 'sortNumbers' })).toEqual({ status: 'ok' });
    expect(await executor.checkSyntax({ code: 'function helper(): void {}', tests: ['assert.ok(('], entryPoint: 'sortNumbers' })).toEqual({
      status: 'invalid',
      problems: [
        { part: 'test', testIndex: 0, message: 'ERROR: SyntaxError: Expression expected. (test-0.ts, line 1)' },
        { part: 'entry-point', message: 'entry point "sortNumbers" is not declared at the top level of the code' },
      ],
    });
  });

  it('describes the runtime: Node.js and TypeScript versions, the runner and limits (the context runner has its own fingerprint)', async () => {
    const runtime = await executor.describeRuntime();
    expect(runtime.version).toBe(process.versions.node);
    expect(runtime.components).toEqual({ typescript: '5.9.3', runner: 'context-1' });
    expect(runtime.fingerprint).toBe(`typescript/node-${process.versions.node}|tsc-5.9.3|harness-1|context-1|test-500ms|job-4000ms|as-1073741824|fsize-16777216|nproc-64|nofile-256|msg-500`);
    const reference = new sut({ isolation: 'process', limits: { testTimeoutMs: 500, jobTimeoutMs: 4000 } });
    const processRuntime = await reference.describeRuntime();
    expect(processRuntime.components).toEqual({ typescript: '5.9.3' });
    expect(processRuntime.fingerprint).toBe(`typescript/node-${process.versions.node}|tsc-5.9.3|harness-1|test-500ms|job-4000ms|as-1073741824|fsize-16777216|nproc-64|nofile-256|msg-500`);
    await reference.dispose();
  });

  it('answers plain jobs from contexts and hands a job that reaches for Node.js to a fresh process', async () => {
    const single = new sut({ sandbox: 'bwrap', concurrency: 1, limits: { testTimeoutMs: 1000, jobTimeoutMs: 4000 } });
    try {
      const plain = await single.execute({
        code: sortNumbers,
        tests: ['assert.deepStrictEqual(sortNumbers([2, 1]), [1, 2])', 'assert.throws(() => sortNumbers([]), RangeError)', "assert.throws(() => sortNumbers([]), RangeError, 'empty input')"],
      });
      expect(plain.testResults).toEqual(['pass', 'FAIL: Missing expected exception (RangeError).', 'FAIL: Missing expected exception (RangeError): empty input']);
      expect(single.fallbackJobs).toBe(0);
      // A job a context answers creates no process.
      expect(single.processCount).toEqual({ countedJobs: 0, jobTasks: 0, inWorkerJobs: 1, workerStarts: 1 });
      const noisy = await single.execute({ code: `${sortNumbers}console.log('loaded');\n`, tests: ['assert.deepStrictEqual(sortNumbers([2, 1]), [1, 2])', 'assert.strictEqual(typeof Buffer.from, "function")'] });
      expect(noisy.testResults).toEqual(['pass', 'pass']);
      expect(single.fallbackReasons).toEqual({ 'uses the Node.js global "console"': 1 });
      expect(single.executedJobs).toBe(2);
      // The handed-over job: one Node.js process (and its threads) of the fork server started for it.
      expect(single.processCount).toMatchObject({ countedJobs: 1, inWorkerJobs: 1, workerStarts: 2 });
      expect(single.processCount.jobTasks).toBeGreaterThanOrEqual(1);
    } finally {
      await single.dispose();
    }
  });

  it('replaces its context worker after a timeout, after a use of the Node.js runtime and every jobsPerWorker jobs', async () => {
    // The worker's command line carries its config (as the launcher writes it): this maxJobs is this test's.
    const marker = '"maxJobs": 4,';
    const workers = (): number[] => {
      const below = new Set(descendantPids());
      return pidsWithCommandLine(marker).filter((pid) => below.has(pid));
    };
    const single = new sut({ sandbox: 'bwrap', concurrency: 1, jobsPerWorker: 4, limits: { testTimeoutMs: 500, jobTimeoutMs: 4000 } });
    const plain = { code: 'export const one = (): number => 1;', tests: ['assert.strictEqual(one(), 1)'] };
    const seen: number[][] = [];
    const run = async (job: ExecutionJob): Promise<string[]> => {
      const verdict = await single.execute(job);
      // A retired worker is killed once its reply is in, and replaced on the next job.
      await eventually(() => workers().length <= 1);
      seen.push(workers());
      return verdict.testResults;
    };
    try {
      expect(await run(plain)).toEqual(['pass']);
      expect(await run(plain)).toEqual(['pass']);
      expect(await run({ ...plain, tests: ['while (true) {}'] })).toEqual(['TIMEOUT']);
      expect(await run(plain)).toEqual(['pass']);
      expect(await run({ ...plain, tests: ['assert.strictEqual(typeof process.pid, "number")'] })).toEqual(['pass']);
      for (let index = 0; index < 5; index += 1) expect(await run(plain)).toEqual(['pass']);
      // (Right after a retiring job the old worker may still be on its way out: only snapshots
      // taken after a plain job count.)
      const only = seen.map((pids) => (pids.length === 1 ? pids[0] : undefined));
      const [first, second, , afterTimeout, , ...rest] = only;
      // The same worker for plain jobs; another after the timeout, and another after the job that reached for `process`.
      expect(first).toBeDefined();
      expect(second).toBe(first);
      expect(afterTimeout).toBeDefined();
      expect(afterTimeout).not.toBe(first);
      expect(rest[0]).toBeDefined();
      expect(rest[0]).not.toBe(afterTimeout);
      // Four jobs per worker: that one ran the hand-over job's successor and two more, then retired after its fourth.
      expect(rest.slice(1, 3)).toEqual([rest[0], rest[0]]);
      expect(rest[4]).toBeDefined();
      expect(rest[4]).not.toBe(rest[0]);
      // A synchronous job runs under one timeout of half a test's limit: the endless loop ends there.
      expect(single.fallbackReasons).toEqual({ "the job took more than 0.5 of a test's time limit": 1, 'uses the Node.js global "process"': 1 });
    } finally {
      await single.dispose();
    }
  });

  it('aborts a job waiting in a context promptly: the promise rejects with ABORTED and the executor keeps working', async () => {
    const controller = new AbortController();
    const running = executor.execute({ code: '', tests: ['await new Promise(() => {})', 'assert.ok(true)'] }, { abortSignal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    await expect(running).rejects.toMatchObject({ code: 'ABORTED' });
    // The test's own limit is 500 ms: the job did not run to it.
    expect(performance.now() - started).toBeLessThan(450);
    expect((await executor.execute({ code: '', tests: ['assert.ok(true)'] })).testResults).toEqual(['pass']);
  });

  it('rejects an unknown isolation', () => {
    expect(() => new sut({ isolation: 'thread' as 'context' })).toThrow('option "isolation" must be "context" or "process", got "thread"');
  });

  it('rejects a concurrency or jobsPerWorker that is not a positive integer, naming the option', async () => {
    await expect(new sut({ concurrency: 0 }).init()).rejects.toThrow('option "concurrency" must be a positive integer, got 0');
    await expect(new sut({ jobsPerWorker: 1.5 }).init()).rejects.toThrow('option "jobsPerWorker" must be a positive integer, got 1.5');
  });
});
