import type { ExecutionVerdict } from '../executor.js';
import type { OracleJob } from '../oracle.js';
import { calibrateTimeLimits, CALIBRATION_MARGIN, CALIBRATION_RUNGS, failsOnlyByTimeout, type TimeLimitCalibration } from '../time-limit-calibration.js';
import { CONFIRMATION_TIME_SCALE } from './g4-distractor-fails.js';
import { failTask, passTask, type GateTask, type ValidationGate } from './validation-gate.js';

/**
 * G3 canonical passes, at the task's per-test time limit:
 *
 * 1. **Probe**: every canonical runs at the floor (`testTimeoutFloorMs`, `execret build --timeout`,
 *    else the runtime's own per-test limit) through the cache (`read-write`).
 * 2. **Calibration**: a canonical whose probe failed only by timing out (every test not passed is
 *    `TIMEOUT`) may be correct and slow: it climbs the ladder of `calibrateTimeLimits` (2, 4 and 8
 *    times the floor, through the cache), and the task's limit becomes the first rung it passes at
 *    × {@link CALIBRATION_MARGIN}; when no rung passes, the task is rejected, saying so. Every
 *    other task keeps the floor, so a task whose canonical is fast keeps exactly the limits, cache
 *    keys and bundle bytes it had before calibration existed.
 * 3. **Two fresh runs** at the task's limit (the cache is neither read nor written: a run slowed
 *    by the machine's load must not answer the next build's probe); both must pass every test. Runs that disagree mark the
 *    canonical as flaky. The probe is the first run when it executed here at that limit; when it
 *    was answered from the cache, or the task was calibrated, a fresh first run takes its place.
 *
 * Both runs execute on every build, also on a rebuild whose cache was seeded from an exported
 * build cache: a cached answer would make the two runs agree by construction, so flakiness can
 * only be caught by running; each run's `status` is in the audit, and an imported row knows only
 * outcomes (`imported`), so answering from it would change `dataset_validation.json`; and a
 * canonical passes far from its limit, so its runs are cheap and give the same outcomes on a
 * loaded machine. The probe and the rungs, by contrast, decide the limit, so they come from the
 * cache when it has them: a rebuild seeded with `--export-cache` of a build chooses every task's
 * limit as that build did. A rebuild from an imported cache that holds every candidate's verdict
 * and G4's confirming runs therefore executes the canonicals twice (and G2's syntax checks, never
 * cached) and nothing else.
 *
 * 4. **Load**: a fresh run that fails only by timing out ({@link failsOnlyByTimeout}) runs once more
 *    with every time limit × `CONFIRMATION_TIME_SCALE` (cache off); when that run passes every
 *    test it takes the place of the run that timed out, since a canonical that passes given more
 *    time was slowed by the machine, not wrong, so a busy machine does not reject (or call flaky)
 *    a task an idle one accepts. A canonical that times out again, or fails otherwise, is judged
 *    by the run that timed out.
 *
 * The task's limit (`GateTask.testTimeoutMs`, left undefined when it is the runtime's own) is what
 * G4 runs its candidates with, and what the bundle records in the query's `metadata.test_timeout_ms`.
 */
export const canonicalPassesGate: ValidationGate = {
  name: 'G3',
  async run(tasks, context) {
    const signal = context.abortSignal;
    const oracle = context.oracle;
    const count = tasks.length;
    const runtimeLimits: number[] = [];
    for (const item of tasks) runtimeLimits.push((await oracle.describeRuntime(item.task.language)).limits.testTimeoutMs);
    const floors = runtimeLimits.map((runtimeLimit) => context.testTimeoutFloorMs ?? runtimeLimit);
    const job = (item: GateTask, testTimeoutMs: number): OracleJob & { testTimeoutMs: number } => ({
      language: item.task.language,
      code: item.task.canonical,
      tests: item.task.tests,
      testSetup: item.task.testSetup,
      testTimeoutMs,
    });

    const probe = await oracle.run(
      tasks.map((item, position) => job(item, floors[position] as number)),
      { abortSignal: signal, onProgress: (done) => context.onProgress('G3', done, 2 * count) },
    );
    const slow = tasks.flatMap((_, position) => {
      const verdict = probe[position] as ExecutionVerdict;
      return !verdict.passesAllTests && failsOnlyByTimeout(verdict) ? [position] : [];
    });
    const calibrations = new Map<number, TimeLimitCalibration>();
    if (slow.length > 0) {
      const found = await calibrateTimeLimits(
        slow.map((position) => job(tasks[position] as GateTask, floors[position] as number)),
        { oracle, abortSignal: signal, onProgress: (done, total) => context.onProgress('G3', done, total) },
      );
      slow.forEach((position, index) => calibrations.set(position, found[index] as TimeLimitCalibration));
    }
    const limits = tasks.map((_, position) => calibrations.get(position)?.testTimeoutMs ?? (floors[position] as number));

    // The first run: the probe when it executed here at the task's limit, else a fresh run.
    const first = probe.slice();
    const again = tasks.flatMap((_, position) => ((probe[position] as ExecutionVerdict).cached === true || limits[position] !== floors[position] ? [position] : []));
    if (again.length > 0) {
      const fresh = await oracle.run(
        again.map((position) => job(tasks[position] as GateTask, limits[position] as number)),
        { cacheMode: 'off', abortSignal: signal, onProgress: (done, total) => context.onProgress('G3', done, total) },
      );
      again.forEach((position, index) => {
        first[position] = fresh[index] as ExecutionVerdict;
      });
    }
    const second = await oracle.run(
      tasks.map((item, position) => job(item, limits[position] as number)),
      // Not stored: a run slowed by the machine's load would otherwise answer the next build's probe.
      { cacheMode: 'off', abortSignal: signal, onProgress: (done) => context.onProgress('G3', count + done, 2 * count) },
    );
    // A run slowed past its limit by the machine's load, not by the code, is run again with more time.
    // One run per task, for both of its runs; none when calibration already saw the canonical time
    // out with at least that much time.
    const timedOut = (verdict: ExecutionVerdict | undefined): boolean => verdict !== undefined && !verdict.passesAllTests && failsOnlyByTimeout(verdict);
    const slowed = tasks.flatMap((_, position) => {
      if (!timedOut(first[position]) && !timedOut(second[position])) return [];
      const top = calibrations.get(position)?.rungs.at(-1);
      const limit = limits[position] as number;
      if (top !== undefined && top.testTimeoutMs >= CONFIRMATION_TIME_SCALE * limit && !top.passesAllTests && failsOnlyByTimeout(top)) return [];
      return [position];
    });
    if (slowed.length > 0) {
      const confirming = await oracle.run(
        slowed.map((position) => job(tasks[position] as GateTask, limits[position] as number)),
        { cacheMode: 'off', timeScale: CONFIRMATION_TIME_SCALE, abortSignal: signal },
      );
      slowed.forEach((position, index) => {
        const verdict = confirming[index] as ExecutionVerdict;
        if (!verdict.passesAllTests) return;
        for (const runs of [first, second]) if (timedOut(runs[position])) runs[position] = verdict;
      });
    }

    tasks.forEach((item, position) => {
      const limit = limits[position] as number;
      const floor = floors[position] as number;
      const calibration = calibrations.get(position);
      item.testTimeoutMs = limit === runtimeLimits[position] ? undefined : limit;
      const runs = [first[position], second[position]] as ExecutionVerdict[];
      item.canonicalRuns = runs;
      item.audit.canonical.runs = runs.map((verdict) => ({ status: verdict.status, test_results: verdict.testResults, passes_all_tests: verdict.passesAllTests }));
      if (calibration !== undefined) {
        item.audit.canonical.time_limit = {
          floor_ms: floor,
          rungs: calibration.rungs.map((rung) => ({ test_timeout_ms: rung.testTimeoutMs, test_results: rung.testResults, passes_all_tests: rung.passesAllTests })),
          test_timeout_ms: calibration.testTimeoutMs,
        };
      }
      const problems: string[] = [];
      runs.forEach((verdict, run) => {
        if (verdict.passesAllTests) return;
        problems.push(`run ${run + 1}: the canonical fails ${describeFailures(verdict.testResults)}`);
      });
      if (problems.length > 0) {
        if (runs.some((verdict) => verdict.passesAllTests)) problems.push('the two runs disagree: the canonical is flaky');
        if (calibration !== undefined) problems.push(calibrationProblem(calibration));
        failTask(item, 'G3', problems);
      } else {
        passTask(item, 'G3');
      }
    });
  },
};

/** `2 of 7 tests (test 3: TIMEOUT; test 5: TIMEOUT)`: the tests not passed, up to three shown. */
function describeFailures(outcomes: readonly string[]): string {
  const failing = outcomes.map((outcome, index) => ({ outcome, index })).filter(({ outcome }) => outcome !== 'pass');
  const shown = failing.slice(0, 3).map(({ outcome, index }) => `test ${index}: ${outcome}`).join('; ');
  return `${failing.length} of ${outcomes.length} tests (${shown}${failing.length > 3 ? '; …' : ''})`;
}

/** Why a slow canonical's calibration gave no limit, or which limit its failing runs had. */
function calibrationProblem(calibration: TimeLimitCalibration): string {
  if (calibration.testTimeoutMs !== null) {
    return `its per-test limit was calibrated to ${calibration.testTimeoutMs} ms (it timed out at the ${calibration.floorMs} ms floor)`;
  }
  const last = calibration.rungs[calibration.rungs.length - 1];
  if (last === undefined) return `it timed out at the ${calibration.floorMs} ms floor`;
  const ceiling = calibration.floorMs * 2 ** CALIBRATION_RUNGS;
  if (last.testResults.every((outcome) => outcome === 'pass' || outcome === 'TIMEOUT')) {
    return `the canonical is too slow: it times out even with a per-test limit of ${ceiling} ms (${2 ** CALIBRATION_RUNGS}× the ${calibration.floorMs} ms floor): ${describeFailures(last.testResults)}`;
  }
  return `given more time (a per-test limit of ${last.testTimeoutMs} ms) the canonical that timed out at the ${calibration.floorMs} ms floor fails ${describeFailures(last.testResults)}`;
}
