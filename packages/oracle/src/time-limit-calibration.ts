import type { ExecutionResult } from '@execret/core';
import type { Oracle, OracleJob } from './oracle.js';

/**
 * Rungs of the calibration ladder above the floor: a canonical too slow for the floor runs with
 * per-test limits of 2, 4 and 8 times the floor (`CALIBRATION_RUNGS` = 3), and a canonical that
 * times out even at 8 times the floor is rejected.
 */
export const CALIBRATION_RUNGS = 3;

/**
 * The documented multiple: a calibrated task's per-test limit is 4 times the lowest rung at which
 * its canonical passes every test. That rung is the first power of two of the floor above the
 * canonical's slowest test, so the limit is between 4 and 8 times the time the canonical needed
 * (the canonical failed at half that rung), and at most 32 times the floor.
 */
export const CALIBRATION_MARGIN = 4;

/** One rung the calibration ran: its per-test limit and what the canonical did there. */
export interface CalibrationRung {
  /** The rung's per-test limit, milliseconds. */
  testTimeoutMs: number;
  /** The canonical's outcomes at that limit. */
  testResults: string[];
  /** Whether it passed every test. */
  passesAllTests: boolean;
}

/** What {@link calibrateTimeLimits} found for one canonical. */
export interface TimeLimitCalibration {
  /** The per-test floor, milliseconds. */
  floorMs: number;
  /** The rungs run, lowest first, up to the first at which the canonical passed. */
  rungs: CalibrationRung[];
  /** The calibrated per-test limit (the passing rung × {@link CALIBRATION_MARGIN}), or null when no rung passed. */
  testTimeoutMs: number | null;
}

/**
 * True when a canonical's run failed only by running out of time: at least one test is not `pass`
 * and every such test is `TIMEOUT` (a wall-clock or CPU kill leaves the unreported tests
 * `TIMEOUT` too). Such a canonical may be correct and slow; one that fails or raises is wrong.
 */
export function failsOnlyByTimeout(result: { readonly testResults: readonly string[] }): boolean {
  const failing = result.testResults.filter((outcome) => outcome !== 'pass');
  return failing.length > 0 && failing.every((outcome) => outcome === 'TIMEOUT');
}

/** The per-test limits of the calibration rungs for `floorMs`: floor × 2, × 4, … × 2^{@link CALIBRATION_RUNGS}. */
export function calibrationRungs(floorMs: number): number[] {
  return Array.from({ length: CALIBRATION_RUNGS }, (_, index) => floorMs * 2 ** (index + 1));
}

/**
 * Calibrates the per-test limit of canonicals that time out at their floor: each runs at the rungs
 * of {@link calibrationRungs}, lowest first, batched over the canonicals still unresolved, until it
 * passes every test; its limit is that rung × {@link CALIBRATION_MARGIN}. The limit is therefore a
 * power of two of the floor (quantised: a measured time never reaches a bundle directly).
 *
 * The rung runs go through the oracle's cache (`read-write`), each under the key of its own limit
 * (`scaledRuntimeFingerprint`): nothing else runs the canonical at those limits, so a first build
 * executes them, and a resumed build, or a rebuild seeded with `execret build --export-cache`
 * (which carries these rows with their `time_scale`), reads the recorded outcomes and chooses the
 * same limit on any machine, however loaded.
 *
 * @param jobs The canonicals' jobs, each with its floor as `testTimeoutMs`.
 */
export async function calibrateTimeLimits(
  jobs: ReadonlyArray<OracleJob & { testTimeoutMs: number }>,
  options: { oracle: Oracle; abortSignal?: AbortSignal | undefined; onProgress?: (done: number, total: number) => void },
): Promise<TimeLimitCalibration[]> {
  const results: TimeLimitCalibration[] = jobs.map((job) => ({ floorMs: job.testTimeoutMs, rungs: [], testTimeoutMs: null }));
  let open = jobs.map((_, index) => index);
  let done = 0;
  const total = jobs.length * CALIBRATION_RUNGS;
  for (let rung = 0; rung < CALIBRATION_RUNGS && open.length > 0; rung += 1) {
    const limits = open.map((index) => calibrationRungs((jobs[index] as OracleJob & { testTimeoutMs: number }).testTimeoutMs)[rung] as number);
    const verdicts = await options.oracle.run(
      open.map((index, position) => ({ ...(jobs[index] as OracleJob), testTimeoutMs: limits[position] as number })),
      { abortSignal: options.abortSignal, onProgress: (finished) => options.onProgress?.(done + finished, total) },
    );
    done += open.length;
    const still: number[] = [];
    open.forEach((index, position) => {
      const verdict = verdicts[position] as ExecutionResult;
      const result = results[index] as TimeLimitCalibration;
      result.rungs.push({ testTimeoutMs: limits[position] as number, testResults: [...verdict.testResults], passesAllTests: verdict.passesAllTests });
      if (verdict.passesAllTests) result.testTimeoutMs = (limits[position] as number) * CALIBRATION_MARGIN;
      else if (failsOnlyByTimeout(verdict)) still.push(index);
    });
    open = still;
  }
  return results;
}
