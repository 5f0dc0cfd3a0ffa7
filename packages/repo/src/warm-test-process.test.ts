import { spawn } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { switchVerdictOfReply, WarmTestProcess as sut, type WarmTestReply } from './warm-test-process.js';

const start = { abortSignal: undefined, timeoutMs: 10_000, timeoutMessage: 'no start-up', abortMessage: 'aborted' };

/** A warm process in a few lines: ready at once, then answers each request with its own tests as passing. */
const echoServer = `
process.stdout.write(JSON.stringify({ ready: true }) + '\\n');
let buffer = '';
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let newline = buffer.indexOf('\\n'); newline >= 0; newline = buffer.indexOf('\\n')) {
    const request = JSON.parse(buffer.slice(0, newline));
    buffer = buffer.slice(newline + 1);
    if (request.op === 'exit') process.exit(0);
    setTimeout(() => process.stdout.write(JSON.stringify({ id: request.id, status: 'completed', results: request.tests.map(() => 'pass') }) + '\\n'), request.delay);
  }
});
`;

describe(sut.name, () => {
  it('matches replies to requests by id, whatever order they come back in, and stops the process', async () => {
    const child = spawn(process.execPath, ['-e', echoServer], { stdio: ['pipe', 'pipe', 'pipe'] });
    const warm = new sut<WarmTestReply>(child, child.stdout, 'the echo server', undefined);
    expect(await warm.handshake(start)).toEqual({ ready: true });
    const [slow, fast] = await Promise.all([warm.request({ tests: ['a', 'b'], delay: 200 }), warm.request({ tests: ['c'], delay: 0 })]);
    expect(slow).toEqual({ id: 1, status: 'completed', results: ['pass', 'pass'] });
    expect(fast).toEqual({ id: 2, status: 'completed', results: ['pass'] });
    await warm.stop();
    expect(warm.exited).toBe(true);
  });

  it('answers start-up and later requests with crashed once the process has ended, with the tail of its stderr', async () => {
    // The pause lets its stderr be read before its exit is seen ('exit' may come before the pipes drain).
    const child = spawn('/bin/sh', ['-c', 'echo "cannot import the project" >&2; sleep 0.2; exit 3'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const logged: string[] = [];
    const warm = new sut<WarmTestReply>(child, child.stdout, 'the failing process', (line) => logged.push(line));
    expect(await warm.handshake(start)).toEqual({ ready: false, status: 'crashed', reason: 'the failing process ended (exit code 3): cannot import the project', exit_code: 3 });
    expect(logged).toEqual(['cannot import the project']);
    expect(await warm.request({ tests: ['a'] })).toEqual({ status: 'crashed', reason: 'the failing process has ended' });
  });
});

describe(switchVerdictOfReply.name, () => {
  it('gives every test the reply does not answer the lost worker error, and the fallback time', () => {
    expect(switchVerdictOfReply({ status: 'crashed', reason: 'killed', results: ['pass'], durations_ms: [3] }, ['a', 'b'], 42)).toEqual({
      testResults: ['pass', 'ERROR: WorkerLost: killed'],
      passesAllTests: false,
      status: 'crashed',
      reason: 'killed',
      durationMs: 42,
      durationsMs: [3, null],
    });
  });
});
