import type { ClusterClient } from './cluster-client.js';
import { RemoteExecutor, type RemoteExecutorOptions } from './remote-executor.js';

/** The executors of an `Oracle` whose jobs run on the workers (for an oracle without a cache, as `verify --fresh` uses). */
export interface ClusterExecutors {
  python: RemoteExecutor;
  typescript: RemoteExecutor;
}

/** A {@link RemoteExecutor} per language, sharing one client: `new Oracle({ executors: clusterExecutors(client) })`. */
export function clusterExecutors(client: ClusterClient, options: RemoteExecutorOptions = {}): ClusterExecutors {
  return { python: new RemoteExecutor('python', client, options), typescript: new RemoteExecutor('typescript', client, options) };
}
