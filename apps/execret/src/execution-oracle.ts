import { clusterExecutors, ClusterClient, openClusterOracle } from '@execret/cluster';
import { openLocalOracle, Oracle, PythonExecutor, TypeScriptExecutor, type LocalOracle } from '@execret/oracle';
import { REDIS_URL_VARIABLE } from './commands/worker.js';

/** Where a command's executions run. */
export interface ExecutionTarget {
  /** `--redis <url>`; else `$EXECRET_REDIS_URL`; else this machine. */
  redis?: string | undefined;
  /** Receives warnings (a worker pool restarted, a job re-queued). */
  onWarning: (message: string) => void;
  /** The environment the Redis URL variable is read from (default `process.env`). */
  env?: Record<string, string | undefined>;
}

/** The Redis URL a command uses: `--redis`, else `$EXECRET_REDIS_URL` (empty counts as unset). */
export function redisUrlOf(target: Pick<ExecutionTarget, 'redis' | 'env'>): string | undefined {
  const url = target.redis ?? (target.env ?? process.env)[REDIS_URL_VARIABLE];
  return url === undefined || url === '' ? undefined : url;
}

/**
 * The oracle of `build`, `verify`, `run` and `score`: the execution cache `executions.sqlite` in
 * `cacheDirectory` with this machine's sandboxed executors, or, given a Redis URL, with the workers
 * of a BullMQ cluster (`execret worker`), whose verdicts and cache rows are those of a local run.
 * The cache stays on this machine either way.
 */
export function openExecutionOracle(cacheDirectory: string, target: ExecutionTarget): LocalOracle & { client?: ClusterClient } {
  const redisUrl = redisUrlOf(target);
  // A slow worker start (a loaded machine) is waited for; its notes go where warnings go.
  return redisUrl === undefined ? openLocalOracle(cacheDirectory, { onWarning: target.onWarning, onSlowStart: target.onWarning }) : openClusterOracle(cacheDirectory, { redisUrl, onWarning: target.onWarning });
}

/**
 * An oracle without a cache (`verify --fresh`): this machine's executors, or the cluster's.
 * `dispose()` also closes the cluster client.
 */
export function openUncachedOracle(target: ExecutionTarget): { oracle: Oracle; dispose: () => Promise<void> } {
  const redisUrl = redisUrlOf(target);
  if (redisUrl === undefined) {
    const executorOptions = { onWarning: target.onWarning, onSlowStart: target.onWarning };
    const oracle = new Oracle({ executors: { python: new PythonExecutor(executorOptions), typescript: new TypeScriptExecutor(executorOptions) } });
    return { oracle, dispose: () => oracle.dispose() };
  }
  const client = new ClusterClient({ redisUrl, onWarning: target.onWarning });
  const oracle = new Oracle({ executors: clusterExecutors(client) });
  return {
    oracle,
    async dispose() {
      await oracle.dispose();
      await client.close();
    },
  };
}
