import type { Mutant } from '@execret/core';
import type { DistractorAudit } from './dataset-validation.js';
import type { ExecutionVerdict } from '../executor.js';
import type { OracleJob } from '../oracle.js';
import { NOT_RUN_OUTCOME } from '../executor.js';
import { completeVerdicts, isLimitOutcome, outcomesToFirstFailure, runUntilLimit } from '../run-until-limit.js';
import { failTask, passTask, rejectCandidate, type GateContext, type GateTask, type ValidationGate } from './validation-gate.js';

/**
 * True when a verdict may change with machine load: the job ended by a limit (`timeout`,
 * `crashed`) or any outcome is `TIMEOUT`, a killed or exited process, or `MemoryError` (a verdict
 * imported from an `execution_cache.jsonl` keeps only outcomes, so the outcomes decide).
 */
export function isTimingSensitive(verdict: ExecutionVerdict): boolean {
  if (verdict.status === 'timeout' || verdict.status === 'crashed') return true;
  return verdict.testResults.some(isLimitOutcome);
}

/**
 * G4 distractor fails: a candidate textually equal to the canonical or to an earlier candidate is
 * dropped (as G5, a duplicate); the others run through the cache and must fail at least one test.
 * A task needs at least `minDistractors` such candidates. Each candidate runs only up to its first
 * test not passed (`stopAtFirstFailure`): one failing test is all it takes to be eligible, so a
 * candidate whose first test hangs costs one time limit, not one per test. Its audit records
 * those outcomes ({@link outcomesToFirstFailure}: the later tests read `NOT_RUN_OUTCOME`, also
 * when a full verdict came from the cache). Only candidates G5 is about to keep get the rest of
 * their outcomes ({@link completeCandidates}). Candidates whose verdict is timing sensitive
 * ({@link isTimingSensitive}) stay eligible here; before G5 keeps one it runs again with generous
 * time limits ({@link confirmDistractors}; that run is cached under its own key).
 */
export const distractorFailsGate: ValidationGate = {
  name: 'G4',
  async run(tasks, context) {
    const jobs: OracleJob[] = [];
    const owners: Array<{ item: GateTask; index: number }> = [];
    for (const item of tasks) {
      const seenCode = new Map<string, string>([[item.task.canonical, 'the canonical']]);
      for (const index of [...item.alive].sort((left, right) => left - right)) {
        const mutant = item.mutants[index] as Mutant;
        const previous = seenCode.get(mutant.code);
        if (previous !== undefined) {
          rejectCandidate(item, index, 'G5', `same code as ${previous}`);
          continue;
        }
        seenCode.set(mutant.code, `candidate ${index}`);
        jobs.push(distractorJob(item, index));
        owners.push({ item, index });
      }
    }
    const verdicts = await context.oracle.run(jobs, { stopAtFirstFailure: true, abortSignal: context.abortSignal, onProgress: (done, total) => context.onProgress('G4', done, total) });
    verdicts.forEach((verdict, position) => {
      const { item, index } = owners[position] as { item: GateTask; index: number };
      item.distractorVerdicts.set(index, verdict);
      (item.audit.distractors[index] as DistractorAudit).test_results = outcomesToFirstFailure(verdict.testResults);
      if (verdict.passesAllTests) rejectCandidate(item, index, 'G4', 'passes every test (an equivalent mutant)');
      else item.eligible.push(index);
    });
    for (const item of tasks) {
      if (item.eligible.length < context.minDistractors) {
        failTask(item, 'G4', [`${item.eligible.length} candidate distractor(s) fail at least one test; at least ${context.minDistractors} needed`]);
      } else {
        passTask(item, 'G4');
      }
    }
  },
};

/** A candidate's job: the task's tests (and setup) with the task's per-test limit from G3 (its G4 confirmation multiplies it). */
function distractorJob(item: GateTask, index: number): OracleJob {
  return { language: item.task.language, code: (item.mutants[index] as Mutant).code, tests: item.task.tests, testSetup: item.task.testSetup, testTimeoutMs: item.testTimeoutMs };
}

const KILLED = 'ERROR: ProcessKilled';

/**
 * Gives the candidates G5 is about to keep the outcomes the bundle records: a candidate whose
 * G4 run stopped at a plain failure runs again in full (cheap: its code finishes), one that stopped
 * at a limit (a hang, a kill) is not run again, and every verdict is cut after its first outcome
 * that met a limit (`truncateAfterLimit`: the tests after a hang read `NOT_RUN_OUTCOME`). The
 * completed verdict replaces the G4 one in `distractorVerdicts`, and its outcomes the G4 ones in
 * the audit's `test_results`. Candidates already completed are skipped.
 */
export async function completeCandidates(candidates: ReadonlyArray<{ item: GateTask; index: number }>, context: GateContext): Promise<void> {
  const pending = candidates.filter(({ item, index }) => !item.completed.has(index) && item.alive.has(index) && item.distractorVerdicts.has(index));
  if (pending.length === 0) return;
  const recorded = await completeVerdicts(
    context.oracle,
    pending.map(({ item, index }) => distractorJob(item, index)),
    pending.map(({ item, index }) => item.distractorVerdicts.get(index) as ExecutionVerdict),
    { abortSignal: context.abortSignal },
  );
  pending.forEach(({ item, index }, position) => {
    const verdict = recorded[position] as ExecutionVerdict;
    item.distractorVerdicts.set(index, verdict);
    item.completed.add(index);
    (item.audit.distractors[index] as DistractorAudit).test_results = verdict.testResults;
  });
}

/**
 * True when the generous second run repeats the first: every test has the same outcome, with two
 * tolerated differences, both about a job that never completes a test:
 * - a test the first run timed out on may, given more time, end by exhausting memory instead
 *   (`ERROR: MemoryError…`, or the process killed, `ERROR: ProcessKilled…`, after which the later
 *   tests were never observed): on any slower machine it times out again, so the recorded
 *   `TIMEOUT` stands;
 * - a process killed in the same test by another signal (a Node.js process out of memory aborts
 *   or segfaults depending on which limit it meets first, `SIGABRT` or `SIGSEGV`): the job died in
 *   that test both times and no later test ran; the first run's words are recorded.
 * A test that completes given more time (passes, fails or raises anything else) makes the runs
 * disagree.
 */
export function confirmsOutcomes(first: readonly string[], second: readonly string[]): boolean {
  if (first.length !== second.length) return false;
  // From a kill on, a verdict holds the kill for every test (or, cut after it, NOT_RUN): those
  // tests were never observed.
  const killedFrom = (outcomes: readonly string[], index: number): boolean => outcomes.slice(index + 1).every((outcome) => outcome === outcomes[index] || outcome === NOT_RUN_OUTCOME);
  for (let index = 0; index < first.length; index += 1) {
    const before = first[index] as string;
    const after = second[index] as string;
    if (before === after) continue;
    if (before.startsWith(KILLED) && after.startsWith(KILLED)) return killedFrom(first, index) && killedFrom(second, index);
    if (before !== 'TIMEOUT') return false;
    if (after.startsWith('ERROR: MemoryError')) continue;
    if (after.startsWith(KILLED)) return killedFrom(second, index);
    return false;
  }
  return true;
}

/** Up to three differing tests of two outcome lists, as `test 3: TIMEOUT / ERROR: …`. */
function describeDifference(first: readonly string[], second: readonly string[]): string {
  const differing: string[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index += 1) {
    if (first[index] !== second[index] && first[index] !== NOT_RUN_OUTCOME && second[index] !== NOT_RUN_OUTCOME) differing.push(`test ${index}: ${first[index] ?? '(none)'} / ${second[index] ?? '(none)'}`);
  }
  return `${differing.slice(0, 3).join('; ')}${differing.length > 3 ? `; … (${differing.length} tests differ)` : ''}`;
}

/** The time limits of a confirming run, as a multiple of the task's (see {@link confirmDistractors}). */
export const CONFIRMATION_TIME_SCALE = 3;

/**
 * The second half of G4, for candidates about to be kept: each candidate whose verdict is timing
 * sensitive runs again with every time limit of its task (its calibrated per-test limit, when G3
 * calibrated one) multiplied by {@link CONFIRMATION_TIME_SCALE}, and is
 * confirmed when both runs give identical outcomes; otherwise it is `flaky`: rejected at G4, with
 * both runs in its audit, and never kept. The generous second run is what makes the decision
 * independent of machine load: a `TIMEOUT` kept is one that survives three times the time (code
 * that does not finish), and an error the code reaches in time on an idle machine is reached again
 * on a busy one, whereas a `TIMEOUT` that only a slow machine produced (the code raises or fails
 * given time) makes the two runs disagree (see {@link confirmsOutcomes} for a timeout that ends in
 * memory exhaustion given more time). So an outcome that differs between runs never decides what
 * is kept, and a kept distractor's recorded outcomes are the runtime's own (its first run, at the
 * runtime's limits). Candidates already confirmed or judged are skipped.
 *
 * The second run goes through the cache (`read-write`) under its own key: the runtime fingerprint
 * with the scale (`scaledRuntimeFingerprint`), never the key of the first run. Nothing else runs at
 * these limits, so a first build executes it; a rebuild from the same verdicts (a resumed build,
 * or `--import-cache` of an `--export-cache`, which carries these rows with their `time_scale`)
 * reads the recorded second run and so makes the same decision on any machine.
 */
export async function confirmDistractors(candidates: ReadonlyArray<{ item: GateTask; index: number }>, context: GateContext): Promise<void> {
  const pending = candidates.filter(({ item, index }) => !item.confirmed.has(index) && item.alive.has(index));
  if (pending.length === 0) return;
  // Like the first, the second run stops at a hang: both are cut after their first limit outcome.
  const second = await runUntilLimit(
    context.oracle,
    pending.map(({ item, index }) => distractorJob(item, index)),
    { timeScale: CONFIRMATION_TIME_SCALE, abortSignal: context.abortSignal, onProgress: (done, total) => context.onProgress('G4', done, total) },
  );
  pending.forEach(({ item, index }, position) => {
    const first = item.distractorVerdicts.get(index) as ExecutionVerdict;
    const rerun = second[position] as ExecutionVerdict;
    if (confirmsOutcomes(first.testResults, rerun.testResults)) {
      item.confirmed.add(index);
      return;
    }
    rejectCandidate(item, index, 'G4', `flaky: a second run with ${CONFIRMATION_TIME_SCALE}× the time limits disagrees (${describeDifference(first.testResults, rerun.testResults)})`);
    const audit = item.audit.distractors[index] as DistractorAudit;
    audit.decision = 'flaky';
    audit.rerun_test_results = rerun.testResults;
  });
}
