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

  it('fails a worker that exits before it is ready with its own stderr output', async () => {
    const worker = new sut(nodeLaunch("process.stderr.write('cannot open the interpreter\\n'); process.exit(3);"));
    await expect(worker.start()).rejects.toThrow('worker exited before it was ready (exit code 3): cannot open the interpreter');
    await worker.dispose();
  });
});
