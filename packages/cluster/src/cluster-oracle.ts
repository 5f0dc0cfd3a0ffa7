import { join } from 'node:path';
import { ExecutionCache, Oracle, type LocalOracle } from '@execret/oracle';
import { ClusterClient, type ClusterClientOptions } from './cluster-client.js';
import { clusterExecutors } from './cluster-executors.js';
import type { RemoteExecutorOptions } from './remote-executor.js';

/** Options of {@link openClusterOracle}: a Redis URL (the oracle owns its client) or a client shared with embeddings. */
export type ClusterOracleOptions = RemoteExecutorOptions &
  ({ client: ClusterClient; redisUrl?: never } | (Omit<ClusterClientOptions, 'redisUrl'> & { redisUrl: string; client?: never }));

/** An oracle whose executions run on `execret worker` processes; the same shape as `openLocalOracle`'s. */
export interface ClusterOracle extends LocalOracle {
  /** The queue client (shared with embedding systems when given one). */
  readonly client: ClusterClient;
}

/**
 * Opens (or creates) the execution cache `executions.sqlite` in `cacheDirectory`, exactly as
 * `openLocalOracle` does, and an `Oracle` whose Python and TypeScript executors are
 * {@link RemoteExecutor}s: the cache stays on this machine (cached jobs never reach the queue), the
 * executions run on the workers, and verdicts, cache rows and every file written from them are
 * those of a local run with the workers' runtime. `dispose()` drops what has not run, closes the
 * client when the oracle opened it, then closes the cache.
 */
export function openClusterOracle(cacheDirectory: string, options: ClusterOracleOptions): ClusterOracle {
  const owned = options.client === undefined;
  const client = options.client ?? new ClusterClient(options as ClusterClientOptions);
  const executorOptions: RemoteExecutorOptions = {
    ...(options.chunkSize === undefined ? {} : { chunkSize: options.chunkSize }),
    ...(options.maxChunksInFlight === undefined ? {} : { maxChunksInFlight: options.maxChunksInFlight }),
  };
  let cache: ExecutionCache;
  try {
    cache = new ExecutionCache(join(cacheDirectory, 'executions.sqlite'));
  } catch (error) {
    if (owned) void client.close();
    throw error;
  }
  const executors = clusterExecutors(client, executorOptions);
  const oracle = new Oracle({ executors: { ...executors }, cache });
  return {
    oracle,
    cache,
    client,
    async dispose() {
      await Promise.allSettled([executors.python.dispose(), executors.typescript.dispose()]);
      if (owned) await client.close();
      cache.close();
    },
  };
}
