import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startConnectionCounter, type ConnectionCounter } from './__fixtures__/connection-counter.js';
import { descendantPids, eventually, pidsWithCommandLine } from './__fixtures__/host-processes.js';
import type { ExecutionJob, ExecutionVerdict } from './executor.js';
import { TypeScriptExecutor } from './typescript-executor.js';

// The hostile suite for TypeScript: programs that attack the host, the pool or later jobs, each run
// through the context pool (the default isolation) and through a fresh Node.js process per job
// (the reference), with the expected verdict, equal outcomes on both runners, and checks that the
// host is unharmed. Needs bubblewrap, like the Python suite.

const nonce = randomBytes(6).toString('hex');
const packageFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
const hostTmpFile = `/tmp/execret-ts-escape-${nonce}`;
const packageFile = join(packageFolder, `ts-escape-${nonce}`);
const secretName = `EXECRET_TS_SECRET_${nonce}`;
const secretValue = `hunter2-${nonce}`;
const spawnMarker = `execret-ts-spawn-marker-${nonce}`;
const limits = { testTimeoutMs: 400, jobTimeoutMs: 3000, memoryBytes: 1024 ** 3 };
const notPass = /^(ERROR: ProcessKilled: SIG(ABRT|SEGV|TRAP|KILL)|TIMEOUT|ERROR: RangeError: .+)$/;

interface Hostile {
  name: string;
  job: () => ExecutionJob;
  expectVerdict: (verdict: ExecutionVerdict) => void;
  /** False when the outcome depends on how fast the machine is (memory bombs): then both runners only have to meet the expectation. */
  deterministic?: false;
  /**
   * Time limits × this (default 1) for a program that does real work before the outcome it expects
   * (building and writing megabytes, overflowing the stack, reading files): on a loaded machine
   * 400 ms per test is not enough for that work, and the outcome expected is not a TIMEOUT.
   */
  timeScale?: number;
}

/** Scale of the programs that do real work (see `Hostile.timeScale`): 3.2 s per test. */
const WORKING_SCALE = 8;

let listener: ConnectionCounter;
let pool: TypeScriptExecutor;
let reference: TypeScriptExecutor;
const warnings: string[] = [];

const hostile: Hostile[] = [
  {
    name: 'infinite loop (per-test timer, later tests still run)',
    job: () => ({ code: 'export const one = (): number => 1;', tests: ['while (true) {}', 'assert.strictEqual(one(), 1)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['TIMEOUT', 'pass']),
  },
  {
    name: 'a promise that never settles',
    job: () => ({ code: '', tests: ['await new Promise(() => {})', 'assert.ok(true)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['TIMEOUT', 'pass']),
  },
  {
    name: 'an endless chain of promise jobs (starves every timer: the wall clock ends the job)',
    job: () => ({ code: '', tests: ['assert.ok(true)', 'await (async () => { for (;;) await null; })()', 'assert.ok(true)'] }),
    expectVerdict: (verdict) => expect(verdict).toMatchObject({ status: 'timeout', testResults: ['pass', 'TIMEOUT', 'TIMEOUT'] }),
  },
  {
    name: 'promise jobs left running after the last test',
    job: () => ({ code: 'function spin(): void { Promise.resolve().then(spin); }', tests: ['spin()', 'assert.ok(true)'] }),
    // The reference runner exits right after its last test, so the chain never runs there.
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass']),
  },
  {
    name: 'Atomics.wait forever',
    job: () => ({ code: '', tests: ['Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)', 'assert.ok(true)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['TIMEOUT', 'pass']),
  },
  {
    name: 'memory bomb (growing array)',
    job: () => ({ code: '', tests: ['const chunks: number[][] = [];\nfor (;;) chunks.push(new Array(1e6).fill(1));', 'assert.ok(true)'] }),
    expectVerdict: (verdict) => {
      expect(verdict.passesAllTests).toBe(false);
      expect(verdict.testResults[0]).toMatch(notPass);
    },
    deterministic: false,
  },
  {
    name: 'memory bomb (one huge buffer)',
    timeScale: WORKING_SCALE,
    job: () => ({ code: '', tests: ['const big = new ArrayBuffer(8 * 1024 ** 3);', 'assert.ok(true)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: RangeError: Array buffer allocation failed', 'pass']),
  },
  {
    name: 'recursion without end',
    timeScale: WORKING_SCALE,
    job: () => ({ code: 'function down(n: number): number { return down(n + 1) + 1; }', tests: ['assert.ok(true)', 'down(0)', 'assert.ok(true)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'ERROR: RangeError: Maximum call stack size exceeded', 'pass']),
  },
  {
    name: 'process.exit(0) in the middle never counts as pass',
    job: () => ({ code: '', tests: ['assert.ok(true)', 'process.exit(0)', 'assert.ok(true)'] }),
    expectVerdict: (verdict) => {
      expect(verdict.status).toBe('crashed');
      expect(verdict.testResults).toEqual(['pass', 'ERROR: ProcessExited: exit code 0', 'ERROR: ProcessExited: exit code 0']);
    },
  },
  {
    name: 'process.exit(0) while the code loads',
    job: () => ({ code: 'process.exit(0);', tests: ['assert.ok(true)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: ProcessExited: exit code 0']),
  },
  {
    name: 'killing its own process',
    job: () => ({ code: '', tests: ['assert.ok(true)', "process.kill(process.pid, 'SIGKILL')", 'assert.ok(true)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'ERROR: ProcessKilled: SIGKILL', 'ERROR: ProcessKilled: SIGKILL']),
  },
  {
    name: 'reading a secret from the environment',
    timeScale: WORKING_SCALE,
    job: () => ({
      code: "const fs = require('node:fs');",
      tests: [
        `assert.strictEqual(process.env[${JSON.stringify(secretName)}], undefined)`,
        'assert.deepStrictEqual(Object.keys(process.env), [])',
        `assert.ok(!fs.readFileSync('/proc/self/environ', 'utf8').includes(${JSON.stringify(secretValue)}))`,
      ],
    }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass', 'pass']),
  },
  {
    name: 'writing files outside the private folder',
    timeScale: WORKING_SCALE,
    job: () => ({
      code: "const fs = require('node:fs');",
      tests: [`fs.writeFileSync(${JSON.stringify(hostTmpFile)}, 'x')`, `assert.throws(() => fs.writeFileSync(${JSON.stringify(packageFile)}, 'x'), /EROFS|ENOENT/)`],
    }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass']),
  },
  {
    name: 'connecting to a TCP listener on 127.0.0.1',
    job: () => ({
      code: "const net = require('node:net');",
      tests: [`await new Promise((resolve, reject) => { const socket = net.connect(${listener.port}, '127.0.0.1'); socket.on('connect', () => reject(new Error('connected'))); socket.on('error', resolve); })`],
    }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass']),
  },
  {
    name: 'fork bomb',
    job: () => ({
      code: "const childProcess = require('node:child_process');",
      tests: [`for (;;) childProcess.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', ${JSON.stringify(spawnMarker)}], { detached: true, stdio: 'ignore' })`, 'assert.ok(true)'],
    }),
    expectVerdict: (verdict) => {
      expect(verdict.testResults[0]).toMatch(/^(TIMEOUT|ERROR: Error: spawn .*EAGAIN.*)$/);
      expect(verdict.passesAllTests).toBe(false);
    },
    deterministic: false,
  },
  {
    name: 'output flood (console, process.stdout, a huge assertion message)',
    timeScale: WORKING_SCALE,
    job: () => ({
      code: '',
      tests: ["for (let i = 0; i < 50; i += 1) process.stdout.write('x'.repeat(100000))", "console.log('y'.repeat(10000000)); console.error('z'.repeat(1000000))", "assert.fail('z'.repeat(1000000))"],
    }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass', `FAIL: ${'z'.repeat(499)}…`]),
  },
  {
    name: 'forging a result line',
    job: () => ({ code: "const fs = require('node:fs');", tests: ["fs.writeSync(3, 'not json\\n')", 'assert.ok(true)'] }),
    expectVerdict: (verdict) => {
      expect(verdict.status).toBe('crashed');
      expect(verdict.passesAllTests).toBe(false);
    },
  },
  {
    name: 'the classic vm escape through constructors',
    timeScale: WORKING_SCALE,
    job: () => ({
      code: '',
      tests: [
        "const leaked = this.constructor.constructor('return process')(); assert.strictEqual(typeof leaked.pid, 'number')",
        "const viaAssert = assert.strictEqual.constructor('return typeof process')(); assert.strictEqual(viaAssert, 'object')",
        "try { assert.strictEqual(1, 2) } catch (error) { assert.strictEqual(error.constructor.constructor('return typeof require')(), 'function') }",
      ],
    }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass', 'pass']),
  },
  {
    name: 'looking for the runner in stack frames',
    job: () => ({
      code: '',
      tests: [
        'Error.prepareStackTrace = (error, frames) => frames;\nconst frames = new Error().stack as unknown as Array<{ getThis(): any; getFunction(): any }>;\nError.prepareStackTrace = undefined;\nconst reached = frames.flatMap((frame) => [frame.getThis(), frame.getFunction()]).filter((value) => value !== undefined && value !== null && value !== globalThis);\nassert.ok(reached.every((value) => typeof value.run !== "function" && typeof value.report !== "function"))',
        'assert.ok(true)',
      ],
    }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass']),
  },
  {
    name: 'dynamic import of a Node.js module (TypeScript turns it into require)',
    timeScale: WORKING_SCALE,
    job: () => ({ code: '', tests: ["const fs = await import('node:fs'); assert.strictEqual(typeof fs.readFileSync, 'function')", 'assert.ok(true)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass']),
  },
  {
    name: 'a raw import() (in eval), and an attempt to change the error class it rejects with',
    job: () => ({
      code: '',
      tests: ['const raw = await eval("import(\'node:fs\')"); assert.ok(raw)', "try { await eval(\"import('node:fs')\"); } catch (error) { Object.getPrototypeOf(error).name = 'Forged'; }", 'assert.ok(true)'],
    }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: TypeError: A dynamic import callback was not specified.', 'pass', 'pass']),
  },
  {
    name: 'patching builtins to make its own tests pass (only this job is affected)',
    job: () => ({ code: 'Array.prototype.includes = () => true;\nMath.max = () => 42;', tests: ['assert.ok([1].includes(2))', 'assert.strictEqual(Math.max(1, 2), 42)'] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass']),
  },
  {
    name: 'patching the builtins the runner formats outcomes with',
    job: () => ({ code: "String.prototype.split = function () { return ['forged']; };", tests: ["throw new Error('real message')"] }),
    expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: forged: forged']),
  },
  {
    name: 'an Error subclass that does not match in assert.throws',
    job: () => ({ code: 'class ParseError extends Error {}', tests: ["assert.throws(() => { throw new TypeError('bad') }, ParseError)", "assert.throws(() => { throw new TypeError('bad') }, RangeError)"] }),
    expectVerdict: (verdict) =>
      expect(verdict.testResults).toEqual([
        'FAIL: The error is expected to be an instance of "ParseError". Received "TypeError" Error message: bad',
        'FAIL: The error is expected to be an instance of "RangeError". Received "TypeError" Error message: bad',
      ]),
  },
];

beforeAll(async () => {
  process.env[secretName] = secretValue;
  listener = await startConnectionCounter();
  pool = new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 2, limits, onWarning: (message) => warnings.push(message) });
  reference = new TypeScriptExecutor({ isolation: 'process', sandbox: 'bwrap', concurrency: 2, limits });
  await Promise.all([pool.init(), reference.init()]);
});

afterAll(async () => {
  delete process.env[secretName];
  await Promise.all([pool?.dispose(), reference?.dispose()]);
  await listener?.close();
  rmSync(packageFile, { force: true });
  rmSync(hostTmpFile, { force: true });
});

describe('hostile TypeScript programs', () => {
  const verdicts = new Map<string, { pool: ExecutionVerdict; reference: ExecutionVerdict }>();

  beforeAll(async () => {
    const results = await Promise.all(
      hostile.map(async (program) => {
        const job = program.job();
        const options = { timeScale: program.timeScale };
        const [fromPool, fromReference] = await Promise.all([pool.execute(job, options), reference.execute(job, options)]);
        return [program.name, { pool: fromPool, reference: fromReference }] as const;
      }),
    );
    for (const [name, pair] of results) verdicts.set(name, pair);
  }, 120_000);

  for (const program of hostile) {
    it(`gives the expected verdict, the reference's: ${program.name}`, () => {
      const pair = verdicts.get(program.name) as { pool: ExecutionVerdict; reference: ExecutionVerdict };
      program.expectVerdict(pair.pool);
      program.expectVerdict(pair.reference);
      if (program.deterministic !== false) expect(pair.pool.testResults).toEqual(pair.reference.testResults);
      expect(pair.pool.passesAllTests).toBe(pair.pool.testResults.every((outcome) => outcome === 'pass'));
    });
  }

  it('answers from contexts, handing over only what a context cannot reproduce', () => {
    const reasons = Object.keys(pool.fallbackReasons).join('\n');
    expect(reasons).toMatch(/uses the Node\.js global "process"/);
    expect(reasons).toMatch(/uses the Node\.js global "require"/);
    expect(reasons).toMatch(/with an Error subclass that does not match/);
    expect(reasons).toMatch(/more than 0\.5 of its time limit|a test timed out/);
    // Three never leave their context: both builtin patches and the stack-frame search.
    expect(pool.fallbackJobs).toBeLessThanOrEqual(hostile.length - 3);
  });

  it('leaves no file outside the sandbox, lets no connection through and kills spawned processes', async () => {
    expect(existsSync(hostTmpFile)).toBe(false);
    expect(existsSync(packageFile)).toBe(false);
    expect(listener.connections).toBe(0);
    expect(await eventually(() => pidsWithCommandLine(spawnMarker).length === 0)).toBe(true);
  });

  it('keeps both pools working afterwards', async () => {
    const jobs = Array.from({ length: 12 }, (_, index) => pool.execute({ code: `export const times = (x: number): number => x * ${index};`, tests: [`assert.strictEqual(times(3), ${3 * index})`] }));
    expect((await Promise.all(jobs)).map((verdict) => verdict.testResults[0])).toEqual(Array.from({ length: 12 }, () => 'pass'));
  });

  it('runs its context workers under bubblewrap with the worker protections on and no warning', async () => {
    const report = await pool.hardeningReport();
    expect(report.sandbox).toBe('bwrap');
    const off = Object.entries(report.protections).filter(([, active]) => !active).map(([name]) => name);
    // Jobs run inside the worker process and reach no process API, so "not dumpable" does not apply.
    expect(off).toEqual(['workerNotDumpable']);
    expect(warnings).toEqual([]);
  });
});

describe('isolation between jobs of one context worker', () => {
  // A second per test: "slow" (over half the limit) would hand a job over even on a loaded machine.
  const isolationLimits = { ...limits, testTimeoutMs: 1000 };

  it('does not let a job see globals, patched builtins or worker changes of the jobs before it', async () => {
    const single = new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 1, limits: isolationLimits });
    try {
      const first = await single.execute({
        code: 'var leakedVar = 1;\nconst leakedConst = 2;\nfunction leakedFunction(): number { return 3; }\nglobalThis.leakedProperty = 4;\n',
        tests: [
          'Object.prototype.polluted = 1; Array.prototype.includes = () => true; Error.prepareStackTrace = () => "forged"; JSON.parse = () => 42;',
          "try { assert.strictEqual(1, 2) } catch (error) { Object.getPrototypeOf(Object.getPrototypeOf(error)).polluted = 2; (error as any).constructor.prototype.toString = () => 'forged'; }",
          "try { await eval(\"import('node:fs')\"); } catch (error) { const proto = Object.getPrototypeOf(error); Object.defineProperty(proto, 'name', { get: () => 'Forged' }); }",
          'assert.ok(true)',
        ],
      });
      expect(first.testResults).toEqual(['pass', 'pass', 'pass', 'pass']);
      const second = await single.execute({
        code: '',
        tests: [
          "assert.strictEqual(typeof leakedVar + typeof leakedConst + typeof leakedFunction + typeof (globalThis as any).leakedProperty, 'undefinedundefinedundefinedundefined')",
          'assert.strictEqual(({} as any).polluted, undefined); assert.strictEqual([1].includes(2), false)',
          'assert.strictEqual(Error.prepareStackTrace, undefined); assert.deepStrictEqual(JSON.parse("[1]"), [1])',
          'assert.strictEqual(1, 2)',
          'await Promise.resolve(); assert.ok(true)',
          'await eval("import(\'node:fs\')")',
        ],
      });
      expect(second.testResults).toEqual(['pass', 'pass', 'pass', 'FAIL: Expected values to be strictly equal: 1 !== 2', 'pass', 'ERROR: TypeError: A dynamic import callback was not specified.']);
      // The first job changed the class of import()'s error (as it may, in its own worker): handed over, its worker retired.
      expect(single.fallbackReasons).toEqual({ 'the job changed util.inspect or a Node.js error class': 1 });
    } finally {
      await single.dispose();
    }
  });

  it('replaces a worker whose util.inspect defaults a job changed, so the next job sees the defaults', async () => {
    const single = new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 1, limits: isolationLimits });
    try {
      const evil =
        "const evil = { [Symbol.for('nodejs.util.inspect.custom')](depth: number, options: unknown, inspect: any) { inspect.defaultOptions = { depth: 0, maxStringLength: 1 }; return 'evil'; } };";
      const first = await single.execute({ code: evil, tests: ['assert.match(evil as any, /x/)'] });
      expect(first.testResults).toEqual(['FAIL: The "string" argument must be of type string. Received type object (evil)']);
      const second = await single.execute({ code: '', tests: ["assert.throws(() => { throw 'abcdef' }, /z/)"] });
      expect(second.testResults).toEqual(["FAIL: The input did not match the regular expression /z/. Input: 'abcdef'"]);
    } finally {
      await single.dispose();
    }
  });

  it('leaves no process behind after dispose()', async () => {
    const before = descendantPids();
    const temporary = new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 2, limits });
    await temporary.execute({ code: '', tests: ['assert.ok(true)'] });
    expect(descendantPids().length).toBeGreaterThan(before.length);
    await temporary.dispose();
    expect(await eventually(() => descendantPids().filter((pid) => !before.includes(pid)).length === 0)).toBe(true);
  });
});

// Cooperating pairs: a writer job leaves a flag on something it can reach and a later job in the
// same context worker (concurrency 1) looks for it. Each reader must get the verdict it gets alone
// (from a worker that ran only readers); alone, every reader fails, so a leak shows as a pass.
const customInspect = "Symbol.for('nodejs.util.inspect.custom')";
const cooperatingPairs: Array<{ channel: string; writer: ExecutionJob; reader: ExecutionJob }> = [
  {
    channel: "the getter of a Node.js global's accessor",
    writer: { code: '', tests: ["(Object.getOwnPropertyDescriptor(globalThis, 'process')!.get as any).flag = 1"] },
    reader: { code: '', tests: ["assert.strictEqual((Object.getOwnPropertyDescriptor(globalThis, 'process')!.get as any).flag, 1)"] },
  },
  {
    channel: "a Node.js global's accessor, through __lookupGetter__",
    writer: { code: '', tests: ["((globalThis as any).__lookupGetter__('process') as any).flag = 1"] },
    reader: { code: '', tests: ["assert.strictEqual(((globalThis as any).__lookupGetter__('process') as any).flag, 1)"] },
  },
  {
    channel: 'assert, its functions and its AssertionError',
    writer: { code: '', tests: ['(assert as any).flag = 1; (assert.strictEqual as any).flag = 1; (assert.AssertionError.prototype as any).flag = 1'] },
    reader: { code: '', tests: ['assert.ok((assert as any).flag === 1 || (assert.strictEqual as any).flag === 1 || (assert.AssertionError.prototype as any).flag === 1)'] },
  },
  {
    channel: 'the class of an error thrown by node:assert',
    writer: { code: '', tests: ['try { assert.strictEqual(1, 2) } catch (error) { (error as any).constructor.flag = 1; Object.getPrototypeOf(Object.getPrototypeOf(error)).flag = 1 }'] },
    reader: { code: '', tests: ['try { assert.strictEqual(1, 2) } catch (error) { assert.ok((error as any).constructor.flag === 1 || (error as any).flag === 1) }'] },
  },
  {
    channel: 'the watched reflection functions and Function.prototype.toString',
    writer: { code: '', tests: ['(Object.keys as any).flag = 1; (Function.prototype.toString as any).flag = 1; (Date.now as any).flag = 1'] },
    reader: { code: '', tests: ['assert.ok((Object.keys as any).flag === 1 || (Function.prototype.toString as any).flag === 1)'] },
  },
  {
    channel: 'util.inspect, reached through a custom inspect function',
    writer: { code: `const spy = { [${customInspect}](depth: number, options: unknown, inspect: any) { inspect.flag = 1; return 'spy'; } };`, tests: ['try { assert.match(spy as any, /x/) } catch {}'] },
    reader: { code: `const spy = { [${customInspect}](depth: number, options: unknown, inspect: any) { return String(inspect.flag); } };`, tests: ['assert.match(spy as any, /x/)'] },
  },
  {
    channel: 'the error class of import()',
    writer: { code: '', tests: ['try { await eval("import(\'node:fs\')") } catch (error) { Object.getPrototypeOf(error).flag = 1 }'] },
    reader: { code: '', tests: ['try { await eval("import(\'node:fs\')") } catch (error) { assert.strictEqual((error as any).flag, 1) }'] },
  },
  {
    channel: 'Error.stackTraceLimit and Object.prototype',
    writer: { code: '', tests: ['Error.stackTraceLimit = 0; (Object.prototype as any).flag = 1'] },
    reader: { code: '', tests: ['assert.ok(Error.stackTraceLimit === 0 || ({} as any).flag === 1)'] },
  },
  {
    // One pair for every channel of the fresh processes these jobs are handed to (each hand-over
    // retires a context worker, so one pair keeps the test short).
    channel: "a fresh process's runtime (handed over): require's module cache, signal handlers, env, files, the PID counter",
    writer: {
      code: "const fs = require('node:fs');\nconst os = require('node:os');\nconst childProcess = require('node:child_process');",
      tests: ["(os as any).execretFlag = 1; process.on('SIGUSR2', () => {}); process.env.EXECRET_FLAG = '1'; fs.writeFileSync('/tmp/flag', '1'); fs.writeFileSync('flag', '1'); childProcess.execFileSync('/bin/true')"],
    },
    reader: {
      code: "const fs = require('node:fs');\nconst os = require('node:os');",
      tests: ["assert.fail(JSON.stringify([(os as any).execretFlag, process.listenerCount('SIGUSR2'), process.env.EXECRET_FLAG, fs.existsSync('/tmp/flag'), fs.existsSync('flag'), process.pid]))"],
    },
  },
];

describe('cooperating jobs of one context worker', () => {
  it('gives every reader its verdict alone, whatever the job before it left behind', async () => {
    const isolationLimits = { ...limits, testTimeoutMs: 1000 };
    const alone = new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 1, limits: isolationLimits });
    const shared = new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 1, limits: isolationLimits });
    try {
      const channels = cooperatingPairs.map((pair) => pair.channel);
      const reference: Record<string, string[]> = {};
      const writers: Record<string, string[]> = {};
      const afterWriter: Record<string, string[]> = {};
      // The two workers run side by side; each runs its jobs one after the other.
      await Promise.all([
        (async () => {
          for (const pair of cooperatingPairs) reference[pair.channel] = (await alone.execute(pair.reader)).testResults;
        })(),
        (async () => {
          for (const pair of cooperatingPairs) {
            writers[pair.channel] = (await shared.execute(pair.writer)).testResults;
            afterWriter[pair.channel] = (await shared.execute(pair.reader)).testResults;
          }
        })(),
      ]);
      expect(writers).toEqual(Object.fromEntries(channels.map((channel) => [channel, ['pass']])));
      expect(channels.filter((channel) => reference[channel]?.includes('pass'))).toEqual([]);
      expect(afterWriter).toEqual(reference);
    } finally {
      await Promise.all([alone.dispose(), shared.dispose()]);
    }
  }, 60_000);
});
