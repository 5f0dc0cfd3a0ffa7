import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { WorkerLaunch } from './sandbox-plan.js';
import { SandboxWorker as sut } from './sandbox-worker.js';

/** A launch of a small Node.js program standing in for a fork server. */
function nodeLaunch(program: string): WorkerLaunch {
  return { command: process.execPath, args: ['-e', program], env: {}, uid: undefined, gid: undefined, sandboxUid: undefined, workerConfig: {}, hostTemporaryFolder: undefined };
}

/** Writes a hello frame after `delayMs`, then stays until its input closes. */
const slowHello = (delayMs: number): string =>
  `setTimeout(() => { const body = Buffer.from(JSON.stringify({ t: 'hello', protocol: 1 })); const head = Buffer.alloc(4); head.writeUInt32BE(body.length, 0); process.stdout.write(Buffer.concat([head, body])); }, ${delayMs}); process.stdin.resume();`;

describe(sut.name, () => {
  it('waits for a slow start, with notes while it waits', async () => {
    const notes: string[] = [];
    const worker = new sut(nodeLaunch(slowHello(400)), { onSlowStart: (message) => notes.push(message), noteEveryMs: 50 });
    try {
      await expect(worker.start()).resolves.toMatchObject({ t: 'hello', protocol: 1 });
      expect(notes.length).toBeGreaterThanOrEqual(1);
      expect(notes[0]).toMatch(/^a sandbox worker has not started after \d+ s \(load average [\d. ]+\); still waiting$/);
    } finally {
      await worker.dispose();
    }
  });

  it('fails a worker that keeps running without a hello only after giveUpAfterMs, quoting its stderr', async () => {
    const worker = new sut(nodeLaunch("process.stderr.write('stuck in set-up\\n'); setInterval(() => {}, 1000);"), { noteEveryMs: 50, giveUpAfterMs: 300 });
    await expect(worker.start()).rejects.toThrow(/^worker did not start within \d+ ms although it kept running: stuck in set-up$/);
    await worker.dispose();
  });

  it('takes a hello that waits in the pipe while the host was blocked past giveUpAfterMs', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'execret-start-'));
    const marker = join(folder, 'hello-sent');
    const worker = new sut(nodeLaunch(`${slowHello(0)} setTimeout(() => require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''), 20);`), { noteEveryMs: 50, giveUpAfterMs: 200 });
    try {
      const started = worker.start();
      // The host's event loop is busy (say, transpiling a huge input) until the hello was sent and the give-up time passed.
      const blockedSince = performance.now();
      while (!existsSync(marker) || performance.now() - blockedSince < 300) {
        // blocked
      }
      await expect(started).resolves.toMatchObject({ t: 'hello' });
      expect(worker.alive).toBe(true);
    } finally {
      await worker.dispose();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("takes a job's reply that waits in the pipe while the host was blocked past the job's backstop", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'execret-reply-'));
    const marker = join(folder, 'reply-sent');
    // Answers every run frame with one passing outcome, then leaves a marker.
    const answering = `${slowHello(0)}
let pending = Buffer.alloc(0);
process.stdin.on('data', (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  while (pending.length >= 4 && pending.length >= 4 + pending.readUInt32BE(0)) {
    const message = JSON.parse(pending.subarray(4, 4 + pending.readUInt32BE(0)).toString());
    pending = pending.subarray(4 + pending.readUInt32BE(0));
    const body = Buffer.from(JSON.stringify({ t: 'done', id: message.id, st: 'ok', r: [[0, 'pass']], code: 0, ms: 1 }));
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length, 0);
    process.stdout.write(Buffer.concat([head, body]), () => require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''));
  }
});`;
    const worker = new sut(nodeLaunch(answering));
    try {
      await worker.start();
      const reply = worker.run({ kind: 'python' }, 100);
      const blockedSince = performance.now();
      while (!existsSync(marker) || performance.now() - blockedSince < 300) {
        // blocked
      }
      await expect(reply).resolves.toMatchObject({ status: 'ok', outcomes: ['pass'] });
      // The worker was not killed: it answers the next job too.
      await expect(worker.run({ kind: 'python' }, 60_000)).resolves.toMatchObject({ status: 'ok', outcomes: ['pass'] });
    } finally {
      await worker.dispose();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops counting a worker as alive as soon as a reply retires it, before its process is gone', async () => {
    const retiring = `${slowHello(0)}
process.stdin.on('data', (chunk) => {
  const message = JSON.parse(chunk.subarray(4).toString());
  const body = Buffer.from(JSON.stringify({ t: 'done', id: message.id, st: 'ok', r: [[0, 'pass']], code: 0, ms: 1, leak: true }));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length, 0);
  process.stdout.write(Buffer.concat([head, body]));
});`;
    const worker = new sut(nodeLaunch(retiring));
    try {
      await worker.start();
      await expect(worker.run({ kind: 'python' }, 60_000)).resolves.toMatchObject({ status: 'ok', outcomes: ['pass'] });
      // A pool releasing the worker now must not hand it the next job.
      expect(worker.alive).toBe(false);
    } finally {
      await worker.dispose();
    }
  });

  it('fails a worker that exits before it is ready with its own stderr output', async () => {
    const worker = new sut(nodeLaunch("process.stderr.write('cannot open the interpreter\\n'); process.exit(3);"));
    await expect(worker.start()).rejects.toThrow('worker exited before it was ready (exit code 3): cannot open the interpreter');
    await worker.dispose();
  });
});
