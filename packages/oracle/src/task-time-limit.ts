import { InvalidArgumentError, type QueryRow } from '@execret/core';
import type { ExecutionVerdict } from './executor.js';
import type { OracleJob, OracleRunOptions } from './oracle.js';

/**
 * The query metadata field holding a task's per-test time limit in milliseconds, written by a
 * build only when the limit differs from the runtime's own (a calibrated task, or `execret build
 * --timeout`), so bundles of fast tasks built with default limits carry no such field.
 */
export const TEST_TIMEOUT_FIELD = 'test_timeout_ms';

/**
 * The per-test time limit a query's tests ran with when its bundle was built (`metadata.test_timeout_ms`),
 * or undefined when it has none (the runtime's own limit). Every job against the query's tests runs
 * with it (`OracleJob.testTimeoutMs`), so a verdict here is computed under the same limits as the
 * bundle's.
 *
 * @throws InvalidArgumentError naming the query and field when the value is not an integer ≥ 1.
 */
export function queryTestTimeoutMs(query: QueryRow): number | undefined {
  const value = query.metadata[TEST_TIMEOUT_FIELD];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new InvalidArgumentError(`query "${query.query_id}": field "metadata.${TEST_TIMEOUT_FIELD}" must be an integer ≥ 1 (milliseconds), got ${JSON.stringify(value)}`);
  }
  return value;
}

/** What {@link withTestTimeout} needs of an oracle, and gives: `Oracle.run`. */
export interface JobRunner {
  run(jobs: readonly OracleJob[], options?: OracleRunOptions): Promise<ExecutionVerdict[]>;
}

/**
 * The oracle's `run` with a per-test time limit for every job that sets none of its own
 * (`OracleJob.testTimeoutMs`): the build's steps that run canonicals before the gates (EvalPlus
 * expected outputs, test amplification) honour `execret build --timeout` with it. Undefined keeps
 * the runtime's own limit (the oracle itself is returned).
 */
export function withTestTimeout(oracle: JobRunner, testTimeoutMs: number | undefined): JobRunner {
  if (testTimeoutMs === undefined) return oracle;
  return { run: (jobs, options) => oracle.run(jobs.map((job) => (job.testTimeoutMs === undefined ? { ...job, testTimeoutMs } : job)), options) };
}
