import { describe, expect, it } from '@jest/globals';
import { useHostileEnvironment } from './__fixtures__/hostile-environment.js';
import type { ExecutionJob } from './executor.js';
import { JavaScriptExecutor as sut } from './javascript-executor.js';

const environment = useHostileEnvironment('js', () => new sut({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 500, jobTimeoutMs: 6000 } }));
const { secretName, privateFile } = environment;

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
        tests: [`await new Promise((resolve, reject) => { const socket = net.connect(${environment.listener.port}, '127.0.0.1'); socket.on('connect', () => reject(new Error('connected'))); socket.on('error', resolve); })`],
      },
      { code: '', tests: ["const xs = []; while (true) xs.push(new Array(1e6).fill(1));", 'assert.ok(true)'] },
      { code: '', tests: ["for (let i = 0; i < 1e6; i++) console.log('x'.repeat(1000));", 'assert.ok(true)'] },
    ];
    const verdicts = await Promise.all(jobs.map((job) => environment.executor.execute(job)));
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
    expect(environment.listener.connections).toBe(0);
  });

  it('files its verdicts under a JavaScript fingerprint', async () => {
    const runtime = await environment.executor.describeRuntime();
    expect(runtime.language).toBe('javascript');
    expect(runtime.fingerprint).toMatch(/^javascript\/node-/);
  });
});
