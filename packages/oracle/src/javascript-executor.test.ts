import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startConnectionCounter, type ConnectionCounter } from './__fixtures__/connection-counter.js';
import type { ExecutionJob } from './executor.js';
import { JavaScriptExecutor as sut } from './javascript-executor.js';

const nonce = randomBytes(6).toString('hex');
const secretName = `EXECRET_JS_SECRET_${nonce}`;
// A file only the host user may read (jobs run under another uid, or a sandbox that hides it).
const privateFolder = `/var/tmp/execret-js-private-${nonce}`;
const privateFile = `${privateFolder}/secret.txt`;
let executor: sut;
let listener: ConnectionCounter;

beforeAll(async () => {
  process.env[secretName] = 'hunter2';
  mkdirSync(privateFolder, { mode: 0o700 });
  writeFileSync(privateFile, 'hunter2', { mode: 0o600 });
  listener = await startConnectionCounter();
  executor = new sut({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 500, jobTimeoutMs: 6000 } });
});

afterAll(async () => {
  delete process.env[secretName];
  await executor?.dispose();
  await listener?.close();
  rmSync(privateFolder, { recursive: true, force: true });
});

const add = 'function add(a, b) {\n  return a + b;\n}\n';

describe(sut.name, () => {
  it('runs plain JavaScript jobs, good, failing, hanging and hostile, each with its own verdict', async () => {
    const jobs: ExecutionJob[] = [
      { code: add, tests: ['assert.strictEqual(add(1, 2), 3)', 'assert.deepStrictEqual([add(0, 0)], [0])'] },
      { code: add.replace('a + b', 'a - b'), tests: ['assert.strictEqual(add(1, 2), 3)', 'assert.strictEqual(add(2, 0), 2)'] },
      { code: add, tests: ['while (true) {}', 'assert.strictEqual(add(1, 1), 2)'] },
      { code: add, tests: ['function broken( {', 'assert.ok(true)'] },
      {
        code: "const fs = require('node:fs');",
        tests: [
          `assert.strictEqual(process.env[${JSON.stringify(secretName)}], undefined)`,
          `assert.throws(() => fs.readFileSync(${JSON.stringify(privateFile)}, 'utf8'))`,
          "assert.ok(fs.readdirSync('.').length >= 0)",
        ],
      },
      {
        code: "const net = require('node:net');",
        tests: [`await new Promise((resolve, reject) => { const socket = net.connect(${listener.port}, '127.0.0.1'); socket.on('connect', () => reject(new Error('connected'))); socket.on('error', resolve); })`],
      },
      { code: '', tests: ["const xs = []; while (true) xs.push(new Array(1e6).fill(1));", 'assert.ok(true)'] },
      { code: '', tests: ["for (let i = 0; i < 1e6; i++) console.log('x'.repeat(1000));", 'assert.ok(true)'] },
    ];
    const verdicts = await Promise.all(jobs.map((job) => executor.execute(job)));
    expect(verdicts.map((verdict) => verdict.testResults)).toEqual([
      ['pass', 'pass'],
      ['FAIL: Expected values to be strictly equal: -1 !== 3', 'pass'],
      ['TIMEOUT', 'pass'],
      [expect.stringMatching(/^ERROR: SyntaxError: /), 'pass'],
      ['pass', 'pass', 'pass'],
      ['pass'],
      [expect.stringMatching(/^(ERROR: |TIMEOUT)/), expect.any(String)],
      [expect.stringMatching(/^(pass|TIMEOUT)$/), expect.any(String)],
    ]);
    expect(listener.connections).toBe(0);
  });

  it('files its verdicts under a JavaScript fingerprint', async () => {
    const runtime = await executor.describeRuntime();
    expect(runtime.language).toBe('javascript');
    expect(runtime.fingerprint).toMatch(/^javascript\/node-/);
  });
});
