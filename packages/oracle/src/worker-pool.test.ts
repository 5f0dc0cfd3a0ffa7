import { describe, expect, it } from '@jest/globals';
import type { WorkerLaunch } from './sandbox-plan.js';
import { SandboxWorker } from './sandbox-worker.js';
import { WORKER_START_ATTEMPTS, WorkerPool as sut } from './worker-pool.js';

function nodeLaunch(program: string): WorkerLaunch {
  return { command: process.execPath, args: ['-e', program], env: {}, uid: undefined, gid: undefined, sandboxUid: undefined, workerConfig: {}, hostTemporaryFolder: undefined };
}

const HELLO =
  "const body = Buffer.from(JSON.stringify({ t: 'hello', protocol: 1 })); const head = Buffer.alloc(4); head.writeUInt32BE(body.length, 0); process.stdout.write(Buffer.concat([head, body])); process.stdin.resume();";
const exitsAtOnce = (attempt: number): string => `process.stderr.write('start ${attempt} failed\\n'); process.exit(1);`;

describe(sut.name, () => {
  it('tries a failed worker start again and runs with the worker that started', async () => {
    let attempts = 0;
    const pool = new sut(1, () => {
      attempts += 1;
      return new SandboxWorker(nodeLaunch(attempts < WORKER_START_ATTEMPTS ? exitsAtOnce(attempts) : HELLO));
    });
    try {
      await expect(pool.hello()).resolves.toMatchObject({ t: 'hello' });
      expect(attempts).toBe(WORKER_START_ATTEMPTS);
    } finally {
      await pool.dispose();
    }
  });

  it('fails the waiting jobs of a worker that cannot start at all, with the last start\'s stderr', async () => {
    let attempts = 0;
    const pool = new sut(1, () => {
      attempts += 1;
      return new SandboxWorker(nodeLaunch(exitsAtOnce(attempts)));
    });
    try {
      await expect(pool.run({ request: { kind: 'check' }, backstopMs: 1000 })).rejects.toThrow(`worker exited before it was ready (exit code 1): start ${WORKER_START_ATTEMPTS} failed`);
      expect(attempts).toBe(WORKER_START_ATTEMPTS);
    } finally {
      await pool.dispose();
    }
  });
});
