import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway `redis-server` on 127.0.0.1, without persistence, in its own temporary folder. */
export interface RedisServer {
  readonly port: number;
  /** `redis://127.0.0.1:<port>` (with the password when one was set). */
  readonly url: string;
  /** Kills the server (SIGKILL: whatever it held is lost, as in a crash without persistence). */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Kills it and removes its folder. */
  dispose(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts `redis-server` (Debian's package) on a free port; `password` sets `requirepass`. */
export async function startRedisServer(options: { password?: string } = {}): Promise<RedisServer> {
  const port = await freePort();
  const folder = await mkdtemp(join(tmpdir(), 'execret-redis-'));
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder, '--maxmemory-policy', 'noeviction', '--daemonize', 'no'];
    if (options.password !== undefined) args.push('--requirepass', options.password);
    const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (data: Buffer): void => {
        output += data.toString();
        if (output.includes('Ready to accept connections')) {
          started.stdout?.off('data', onData);
          started.stdout?.resume();
          resolve();
        }
      };
      started.stdout?.on('data', onData);
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server exited with ${String(code)}: ${output}`)));
    });
  };
  const kill = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  const auth = options.password === undefined ? '' : `:${encodeURIComponent(options.password)}@`;
  return {
    port,
    url: `redis://${auth}127.0.0.1:${port}`,
    kill,
    start,
    async dispose() {
      await kill();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
