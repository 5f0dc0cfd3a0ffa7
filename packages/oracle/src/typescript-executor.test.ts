import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, pidsWithCommandLine } from './__fixtures__/host-processes.js';
import { TypeScriptExecutor as sut } from './typescript-executor.js';

const nonce = randomBytes(6).toString('hex');
const secretName = `EXECRET_TS_SECRET_${nonce}`;
const hostFile = `/tmp/execret-ts-escape-${nonce}`;
const marker = `execret-ts-marker-${nonce}`;
let executor: sut;
let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  process.env[secretName] = 'hunter2';
  server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
  executor = new sut({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 500, jobTimeoutMs: 4000, memoryBytes: 1024 ** 3 } });
  await executor.init();
});

afterAll(async () => {
  delete process.env[secretName];
  await executor?.dispose();
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
        `await new Promise((resolve, reject) => { const socket = net.connect(${port}, '127.0.0.1'); socket.on('connect', () => reject(new Error('connected'))); socket.on('error', resolve); })`,
        `childProcess.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', ${JSON.stringify(marker)}], { detached: true, stdio: 'ignore' }).unref()`,
      ],
    });
    expect(verdict.testResults).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
    expect(existsSync(hostFile)).toBe(false);
    expect(connections).toBe(0);
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

  it('describes the runtime: Node.js and TypeScript versions and limits', async () => {
    const runtime = await executor.describeRuntime();
    expect(runtime.version).toBe(process.versions.node);
    expect(runtime.components).toEqual({ typescript: '5.9.3' });
    expect(runtime.fingerprint).toBe(`typescript/node-${process.versions.node}|tsc-5.9.3|harness-1|test-500ms|job-4000ms|as-1073741824|fsize-16777216|nproc-64|nofile-256|msg-500`);
  });
});
