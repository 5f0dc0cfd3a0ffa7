import { NOT_RUN_OUTCOME, type ExecutionVerdict } from './executor.js';
import type { Oracle, OracleJob, OracleRunOptions } from './oracle.js';

/**
 * Outcome prefixes whose test depends on how fast the machine runs the job, not only on the code:
 * the time limits (`TIMEOUT`) and the resource limits that end a job from outside (a process killed
 * by a signal, e.g. V8 aborting at its heap limit, or exiting early; Python's `MemoryError` at the
 * address-space limit). On a loaded machine a job that raises on an idle one can reach its time
 * limit first, so such an outcome is trusted only when a second run repeats it.
 */
export const LIMIT_OUTCOME_PREFIXES = ['TIMEOUT', 'ERROR: ProcessKilled', 'ERROR: ProcessExited', 'ERROR: MemoryError'] as const;

/** True when an outcome says the test met a limit ({@link LIMIT_OUTCOME_PREFIXES}): it may change with the machine's load. */
export function isLimitOutcome(outcome: string): boolean {
  return LIMIT_OUTCOME_PREFIXES.some((prefix) => outcome.startsWith(prefix));
}

/**
 * The verdict as a build records it: every outcome up to and including the first one that met a
 * limit ({@link isLimitOutcome}), and {@link NOT_RUN_OUTCOME} for the tests after it (they ran after
 * a hang or a kill, so they cost a limit each and say nothing a user needs: the code already
 * fails). A verdict with no such outcome is returned as it is. `passesAllTests` is unchanged.
 */
export function truncateAfterLimit(verdict: ExecutionVerdict): ExecutionVerdict {
  const index = verdict.testResults.findIndex(isLimitOutcome);
  if (index === -1 || index === verdict.testResults.length - 1 || verdict.testResults.slice(index + 1).every((outcome) => outcome === NOT_RUN_OUTCOME)) return verdict;
  return { ...verdict, testResults: verdict.testResults.map((outcome, test) => (test <= index ? outcome : NOT_RUN_OUTCOME)) };
}

/**
 * The outcomes a stop-early run decides with: up to and including the first test not passed, then
 * {@link NOT_RUN_OUTCOME}. The same whether the verdict ran stopping early or in full (a full
 * verdict from the cache), so an audit made of these does not depend on what the cache held.
 */
export function outcomesToFirstFailure(outcomes: readonly string[]): string[] {
  const index = outcomes.findIndex((outcome) => outcome !== 'pass');
  if (index === -1) return [...outcomes];
  return outcomes.map((outcome, test) => (test <= index ? outcome : NOT_RUN_OUTCOME));
}

/**
 * True when a verdict ended early at a test that did not meet a limit: the tests after it still
 * need a run to be known. Told by its outcomes (a stopped verdict imported from a file has status
 * `imported`).
 */
function stoppedAtPlainFailure(verdict: ExecutionVerdict): boolean {
  if (!verdict.testResults.includes(NOT_RUN_OUTCOME)) return false;
  const index = verdict.testResults.findIndex((outcome) => outcome !== 'pass');
  return index !== -1 && !isLimitOutcome(verdict.testResults[index] as string);
}

/**
 * Completes stop-early verdicts (`Oracle.run` with `stopAtFirstFailure`) into what a build records
 * ({@link truncateAfterLimit}): a job that stopped at a plain failure (`FAIL`, an ordinary error)
 * runs again in full, which is cheap (its code finishes), and every verdict is cut after its first
 * limit outcome. A job that stopped at a limit is not run again: its hang is waited out once.
 *
 * @param first One stop-early verdict per job, in job order.
 */
export async function completeVerdicts(oracle: Oracle, jobs: readonly OracleJob[], first: readonly ExecutionVerdict[], options: Omit<OracleRunOptions, 'stopAtFirstFailure'> = {}): Promise<ExecutionVerdict[]> {
  const again = first.flatMap((verdict, index) => (stoppedAtPlainFailure(verdict) ? [index] : []));
  const verdicts = first.slice();
  if (again.length > 0) {
    const full = await oracle.run(
      again.map((index) => jobs[index] as OracleJob),
      { ...options, stopAtFirstFailure: false },
    );
    again.forEach((index, position) => {
      verdicts[index] = full[position] as ExecutionVerdict;
    });
  }
  return verdicts.map(truncateAfterLimit);
}

/**
 * Runs jobs so that a hang costs one time limit: first stopping at each job's first failing test,
 * then in full only the jobs that stopped at a plain failure (see {@link completeVerdicts}). Every
 * verdict is the full run's up to its first outcome that met a limit, and {@link NOT_RUN_OUTCOME}
 * after it.
 */
export async function runUntilLimit(oracle: Oracle, jobs: readonly OracleJob[], options: Omit<OracleRunOptions, 'stopAtFirstFailure'> = {}): Promise<ExecutionVerdict[]> {
  const first = await oracle.run(jobs, { ...options, stopAtFirstFailure: true });
  return completeVerdicts(oracle, jobs, first, { ...options, onProgress: undefined });
}
