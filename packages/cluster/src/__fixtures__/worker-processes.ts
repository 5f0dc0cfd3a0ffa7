import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StartWorkerOptions } from '../start-worker.js';

const here = dirname(fileURLToPath(import.meta.url));
// Inside the package's node_modules, so that the compiled worker finds bullmq and the @execret packages.
const compiled = join(here, '..', '..', 'node_modules', '.cache', 'execret-cluster-tests', `worker-process-${process.pid}.mjs`);
let compiling: Promise<string> | undefined;

/** Compiles `worker-process.ts` (with this package's sources) once per test process. */
function workerScript(): Promise<string> {
  compiling ??= (async () => {
    await mkdir(dirname(compiled), { recursive: true });
    const { build } = await import('esbuild');
    await build({ entryPoints: [join(here, 'worker-process.ts')], outfile: compiled, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' });
    process.once('exit', () => rmSync(compiled, { force: true }));
    return compiled;
  })();
  return compiling;
}

/** A worker process started by {@link spawnWorker}. */
export interface WorkerProcess {
  readonly child: ChildProcess;
  /** `host/pid`, as jobs' `processedBy` names it. */
  readonly name: string;
  /** Everything it logged. */
  readonly log: string[];
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (graceful close), then waits for the exit. */
  stop(): Promise<void>;
}

/** Starts a worker process and waits until it serves. */
export async function spawnWorker(options: StartWorkerOptions): Promise<WorkerProcess> {
  const script = await workerScript();
  const child = spawn(process.execPath, [script, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stderr?.on('data', (data: Buffer) => log.push(...data.toString().split('\n').filter((line) => line !== '')));
  const name = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /ready (\S+)\n/.exec(output);
      if (match !== null) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${String(code)} before serving: ${log.join('\n')}`)));
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    name,
    log,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await ended;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
}
