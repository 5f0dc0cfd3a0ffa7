import { InvalidArgumentError } from '@execret/core';
import { parseRedisUrl, startWorker } from '@execret/cluster';
import type { Command } from 'commander';
import { EXIT_CODES } from '../exit-codes.js';
import { interruptible } from '../interruptible.js';
import type { CommandIo } from '../io.js';
import { nonNegativeInteger, positiveInteger } from '../option-parsers.js';
import { HEARTBEAT_MS } from '../progress.js';

/** The environment variable `worker` (and the commands that fan out) read the Redis URL from. */
export const REDIS_URL_VARIABLE = 'EXECRET_REDIS_URL';

/** Options of `execret worker`. */
export interface WorkerCommandOptions {
  redis?: string;
  concurrency?: number;
  embedConcurrency?: number;
  models?: string;
  allowRemoteModels?: boolean;
}

/** What tests inject: a stop signal instead of SIGINT/SIGTERM, the environment, and the heartbeat period. */
export interface WorkerCommandHooks {
  stopSignal?: AbortSignal;
  env?: Record<string, string | undefined>;
  /** Milliseconds between the worker's progress lines (default `HEARTBEAT_MS`, 10 s). */
  heartbeatMs?: number;
}

/**
 * Adds `execret worker` to the program: it serves the BullMQ queues on Redis (executions with the
 * sandboxed executors of a local run, embedding batches with local models) until SIGINT or SIGTERM,
 * then finishes its running jobs and exits 0. Log lines go to stderr; the Redis password never does.
 */
export function registerWorkerCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void, hooks: WorkerCommandHooks = {}): void {
  program
    .command('worker')
    .description('run execution jobs and local-model embedding batches from the BullMQ queues on Redis (what build, verify, run and score send with --redis) until SIGINT/SIGTERM')
    .option('--redis <url>', `Redis URL: redis://[[user]:password@]host[:port][/db], rediss://… for TLS (default: $${REDIS_URL_VARIABLE}, which keeps a password out of the process list)`)
    .option('--concurrency <n>', 'executions at once (default: one per CPU)', positiveInteger)
    .option('--embed-concurrency <n>', 'embedding batches at once; 0 takes none (default 1)', nonNegativeInteger)
    .option('--models <dir>', 'folder of local ONNX models for embedding batches (as run --models)')
    .option('--allow-remote-models', 'let transformers.js download models missing from --models')
    .action(async (options: WorkerCommandOptions) => {
      const env = hooks.env ?? process.env;
      const fromVariable = options.redis === undefined;
      const url = options.redis ?? env[REDIS_URL_VARIABLE];
      if (url === undefined || url === '') throw new InvalidArgumentError(`execret worker needs --redis <url> or ${REDIS_URL_VARIABLE}`);
      parseRedisUrl(url, fromVariable ? REDIS_URL_VARIABLE : '--redis');
      const interrupt = hooks.stopSignal === undefined ? interruptible() : undefined;
      const stop = hooks.stopSignal ?? (interrupt as { signal: AbortSignal }).signal;
      const log = (line: string): void => io.stderr(`execret worker: ${line}\n`);
      const worker = startWorker({
        redisUrl: url,
        ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
        ...(options.embedConcurrency === undefined ? {} : { embedConcurrency: options.embedConcurrency }),
        embeddings: { ...(options.models === undefined ? {} : { modelsDirectory: options.models }), allowRemoteModels: options.allowRemoteModels === true },
        onLog: log,
      });
      // A line every 10 s: a log (CI, nohup, | tee) shows the worker alive and how fast it works.
      let previous = 0;
      const heartbeat = setInterval(() => {
        const { chunks, executions, embeddingBatches } = worker.stats;
        log(`${executions} executions in ${chunks} chunks, ${embeddingBatches} embedding batches; ${((executions - previous) / (HEARTBEAT_MS / 1000)).toFixed(1)} executions/s over the last ${HEARTBEAT_MS / 1000} s`);
        previous = executions;
      }, hooks.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
      try {
        if (!stop.aborted) await new Promise((resolve) => stop.addEventListener('abort', resolve, { once: true }));
        clearInterval(heartbeat);
        log('stopping: no new jobs; finishing the running ones (kill -9 leaves them to other workers)');
        await worker.close();
        const { chunks, executions, embeddingBatches } = worker.stats;
        log(`stopped after ${executions} executions in ${chunks} chunks and ${embeddingBatches} embedding batches`);
        setExitCode(EXIT_CODES.OK);
      } finally {
        clearInterval(heartbeat);
        interrupt?.release();
      }
    });
}
