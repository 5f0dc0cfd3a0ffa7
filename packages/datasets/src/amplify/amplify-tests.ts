import { DEFAULT_SEED, InvalidArgumentError, SeededRandom, sha256Hex, sortedRecord, throwIfAborted, type Mutant, type Task } from '@execret/core';
import { ALLCLOSE_SETUP, EXPECTED_OUTPUT_PROBE_SETUP, expectedOutputTest, readProbeOutcome, type ProbeResult } from '../importers/expected-output-probe.js';
import { codeConstants } from './code-constants.js';
import { findEntryPointCalls } from './find-entry-point-calls.js';
import { generateCallInputs } from './generate-call-inputs.js';
import { formatPythonArguments, type PythonCall } from './python-value.js';

/** The query metadata field listing the 0-based indexes of generated tests in `test_suite`. */
export const GENERATED_TESTS_FIELD = 'generated_tests';

/** Inputs generated and probed per test a task may gain (`maxTests × INPUTS_PER_TEST` per task). */
export const INPUTS_PER_TEST = 10;

/** Why a task gained no generated test. */
export const NOT_AMPLIFIED_REASONS = {
  notPython: 'not a Python task (amplification is Python-only)',
  noLiteralCall: 'no test calls the entry point with literal arguments',
  canonicalFails: 'the canonical fails its own tests',
  noSurvivor: 'every candidate already fails a test',
  noInput: 'no new input could be made from the calls in the tests',
  noOutput: 'the canonical gave no usable output (in time, twice the same, a literal) on any new input',
  noKill: 'no generated test kills a candidate that passes the tests',
  canonicalFailsAmplified: 'the canonical fails the tests with the generated ones added',
} as const;

/** A stage of {@link amplifyTests}, for progress. */
export type AmplifyStage = 'survivors' | 'probe' | 'kills' | 'check';

/** A task with its candidate distractors (as `runValidationGates` of `@execret/oracle` takes them). */
export interface AmplifyCandidates {
  task: Task;
  mutants: readonly Mutant[];
}

/** One job for an {@link AmplifyRunner}: Python code against tests. */
export interface AmplifyJob {
  language: 'python';
  code: string;
  tests: string[];
  testSetup?: string | undefined;
}

/**
 * Runs jobs in the sandbox: `@execret/oracle`'s `Oracle` is one as it is (`oracle.run(jobs,
 * options)`); `cacheMode: 'off'` runs every job afresh, `'read-write'` answers from the cache.
 */
export interface AmplifyRunner {
  run(
    jobs: readonly AmplifyJob[],
    options: { cacheMode: 'read-write' | 'off'; abortSignal?: AbortSignal; onProgress?: (done: number, total: number) => void },
  ): Promise<ReadonlyArray<{ readonly testResults: readonly string[]; readonly passesAllTests: boolean }>>;
}

/** Options of {@link amplifyTests}. */
export interface AmplifyTestsOptions {
  /** Runs every job (an `Oracle`: in the sandbox, nothing runs in the calling process). */
  runner: AmplifyRunner;
  /**
   * True for an outcome that can change with machine load (`@execret/oracle`'s G4 rule: a
   * `TIMEOUT`, a killed or exited process, a `MemoryError`). Such a failure of a survivor does not
   * count as a kill, so no generated test is kept on an outcome another run might not repeat.
   */
  timingSensitive: (outcome: string) => boolean;
  /** Most generated tests added per task (a positive integer). */
  maxTests: number;
  /** Seed of the input mutations (default 20260510); each task mixes in its id. */
  seed?: number;
  /** Inputs generated per test a task may gain (default {@link INPUTS_PER_TEST}). */
  inputsPerTest?: number;
  /** Aborts the work (the promise rejects with `ABORTED`). */
  abortSignal?: AbortSignal;
  /** Called as each stage progresses: the stage, jobs done, jobs in the stage. */
  onProgress?: (stage: AmplifyStage, done: number, total: number) => void;
}

/** What amplification did for one task that had candidates passing its tests. */
export interface TaskAmplification {
  task_id: string;
  /** Candidates (distinct code) that pass every test of the task as given. */
  survivors: number;
  /** New inputs made and probed. */
  inputs: number;
  /** Inputs on which the canonical's output was usable (in time, the same in two runs, a literal). */
  usable_inputs: number;
  /** Tests added. */
  generated: number;
  /** Survivors that fail at least one added test. */
  killed: number;
  /** Why no test was added (absent when some were). */
  reason?: string;
}

/** The amplification part of a build report: deterministic (no timings). */
export interface AmplificationReport {
  max_tests_per_task: number;
  inputs_per_test: number;
  tasks_amplified: number;
  generated_tests: number;
  /** Survivors over the tasks with survivors, and how many of them the added tests kill. */
  survivors: number;
  survivors_killed: number;
  /** Tasks that gained no test, by reason. */
  not_amplified: Record<string, number>;
  /** Every task with survivors, in input order. */
  tasks: TaskAmplification[];
}

/** What {@link amplifyTests} returns. */
export interface AmplifyTestsResult {
  /** The tasks in input order, amplified ones with their generated tests appended and listed in `metadata.generated_tests`. */
  candidates: AmplifyCandidates[];
  report: AmplificationReport;
}

interface Plan {
  readonly index: number;
  readonly task: Task;
  readonly calls: PythonCall[];
  /** Distinct candidate code other than the canonical, in candidate order. */
  readonly codes: string[];
  survivors: string[];
  inputs: PythonCall[];
  /** Candidate generated tests, in input order (`tolerant`: a float comparison that needs `ALLCLOSE_SETUP`). */
  tests: Array<{ test: string; tolerant: boolean }>;
  kept: Array<{ test: string; tolerant: boolean }>;
  row?: TaskAmplification;
}

/** The seed of one task's input mutations: the first 32 bits of SHA-256(`"amplify:<seed>:<taskId>"`). */
function amplifySeed(seed: number, taskId: string): number {
  return Number.parseInt(sha256Hex(`amplify:${seed}:${taskId}`).slice(0, 8), 16);
}

/** The task's setup with the float comparison helper of generated float tests added (once). */
function withAllclose(setup: string | undefined): string {
  if (setup === undefined || setup === '') return ALLCLOSE_SETUP;
  return setup.includes(ALLCLOSE_SETUP) ? setup : `${setup}\n${ALLCLOSE_SETUP}`;
}

/** One probe input read from both runs: the output when they agree. */
function agreedOutput(first: string | undefined, second: string | undefined): ProbeResult | undefined {
  if (first === undefined || first !== second) return undefined;
  return readProbeOutcome(first);
}

function existingGenerated(task: Task): number[] {
  const value = task.metadata?.[GENERATED_TESTS_FIELD];
  return Array.isArray(value) && value.every((index) => Number.isSafeInteger(index) && index >= 0) ? (value as number[]) : [];
}

/**
 * Adds up to `maxTests` generated tests to each Python task whose tests let candidate distractors
 * survive, EvalPlus-style. For each task:
 * 1. the calls of the entry point with literal arguments are read from its tests (`findEntryPointCalls`);
 * 2. the canonical and every distinct candidate run against the task's tests (cached): the
 *    candidates that pass them all are the survivors (none: nothing to do);
 * 3. `maxTests × inputsPerTest` new inputs are made by type-aware mutation of those calls, with
 *    the canonical's literals among the ingredients (`generateCallInputs`, `codeConstants`;
 *    seeded by `seed` and the task id);
 * 4. the canonical runs on every new input, after the task's own tests, twice in fresh runs (the
 *    cache neither read nor written) through the EvalPlus importer's probe
 *    (`EXPECTED_OUTPUT_PROBE_SETUP`): an input is usable when both runs gave the same outcome, a
 *    value returned within the per-test time limit that is a Python literal reading back as the
 *    same value and type; each usable input gives a test `assert f(input) == output`, or for a
 *    float output (or a list of floats) `_execret_allclose` with EvalPlus's tolerance 1e-6
 *    (`expectedOutputTest`; `ALLCLOSE_SETUP` is then added to the task's setup);
 * 5. every survivor runs against the task's tests followed by those tests (cached), and a test kills
 *    a survivor when the survivor fails it with an outcome that does not depend on timing
 *    (`timingSensitive`);
 * 6. tests are kept greedily: the one killing the most survivors not killed yet (ties: the earliest
 *    input), until `maxTests` are kept or none kills a new one; kept tests keep their input order;
 * 7. the canonical runs once more on the task's tests plus the kept ones (fresh) and must pass them
 *    all; then the kept tests are appended to `tests` and their indexes added to
 *    `metadata.generated_tests`.
 * TypeScript tasks, and tasks where a step finds nothing, are returned as they were, with the
 * reason counted in the report. Every job goes through `runner` (the oracle's sandbox).
 *
 * @throws InvalidArgumentError when `maxTests` or `inputsPerTest` is not a positive integer.
 */
export async function amplifyTests(candidates: readonly AmplifyCandidates[], options: AmplifyTestsOptions): Promise<AmplifyTestsResult> {
  const { runner, maxTests, abortSignal, timingSensitive } = options;
  const inputsPerTest = options.inputsPerTest ?? INPUTS_PER_TEST;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(maxTests) || maxTests < 1) throw new InvalidArgumentError(`the number of generated tests per task must be a positive integer, got ${String(maxTests)}`);
  if (!Number.isSafeInteger(inputsPerTest) || inputsPerTest < 1) throw new InvalidArgumentError(`inputsPerTest must be a positive integer, got ${String(inputsPerTest)}`);
  const run = (jobs: readonly AmplifyJob[], cacheMode: 'read-write' | 'off', onProgress: (done: number, total: number) => void) =>
    runner.run(jobs, { cacheMode, onProgress, ...(abortSignal === undefined ? {} : { abortSignal }) });
  const progress = (stage: AmplifyStage) => (done: number, total: number) => options.onProgress?.(stage, done, total);
  const notAmplified = new Map<string, number>();
  const rows: TaskAmplification[] = [];
  // Counts the reason, notes it on the task's row, and says "drop this plan".
  const skip = (plan: Plan | undefined, reason: string): false => {
    notAmplified.set(reason, (notAmplified.get(reason) ?? 0) + 1);
    if (plan?.row !== undefined) plan.row.reason = reason;
    return false;
  };

  // 1. The calls in the tests.
  let plans: Plan[] = [];
  candidates.forEach(({ task, mutants }, index) => {
    if (task.language !== 'python') {
      skip(undefined, NOT_AMPLIFIED_REASONS.notPython);
      return;
    }
    const calls = new Map<string, PythonCall>();
    for (const test of task.tests) for (const call of findEntryPointCalls(test, task.entryPoint)) if (!calls.has(formatPythonArguments(call))) calls.set(formatPythonArguments(call), call);
    if (![...calls.values()].some((call) => call.args.length + call.keywords.length > 0)) {
      skip(undefined, NOT_AMPLIFIED_REASONS.noLiteralCall);
      return;
    }
    const codes = [...new Set(mutants.map((mutant) => mutant.code))].filter((code) => code !== task.canonical);
    plans.push({ index, task, calls: [...calls.values()], codes, survivors: [], inputs: [], tests: [], kept: [] });
  });

  // 2. Survivors of the task's own tests (the jobs G3 and G4 run on a task without generated tests).
  const ownJobs = plans.flatMap(({ task, codes }) => [task.canonical, ...codes].map((code): AmplifyJob => ({ language: 'python', code, tests: task.tests, testSetup: task.testSetup })));
  const ownVerdicts = await run(ownJobs, 'read-write', progress('survivors'));
  let offset = 0;
  plans = plans.filter((plan) => {
    const verdicts = ownVerdicts.slice(offset, offset + 1 + plan.codes.length);
    offset += 1 + plan.codes.length;
    if (verdicts[0]?.passesAllTests !== true) return skip(plan, NOT_AMPLIFIED_REASONS.canonicalFails);
    plan.survivors = plan.codes.filter((_, position) => verdicts[position + 1]?.passesAllTests === true);
    if (plan.survivors.length === 0) return skip(plan, NOT_AMPLIFIED_REASONS.noSurvivor);
    // 3. New inputs.
    plan.inputs = generateCallInputs(plan.calls, maxTests * inputsPerTest, new SeededRandom(amplifySeed(seed, plan.task.taskId)), codeConstants(plan.task.canonical));
    plan.row = { task_id: plan.task.taskId, survivors: plan.survivors.length, inputs: plan.inputs.length, usable_inputs: 0, generated: 0, killed: 0 };
    rows.push(plan.row);
    if (plan.inputs.length === 0) return skip(plan, NOT_AMPLIFIED_REASONS.noInput);
    return true;
  });
  throwIfAborted(abortSignal, () => 'amplification interrupted');

  // 4. The canonical's output on each input, in two fresh runs.
  const probeJobs = plans.map(({ task, inputs }): AmplifyJob => ({
    language: 'python',
    code: task.canonical,
    testSetup: task.testSetup === undefined || task.testSetup === '' ? EXPECTED_OUTPUT_PROBE_SETUP : `${task.testSetup}\n${EXPECTED_OUTPUT_PROBE_SETUP}`,
    tests: [...task.tests, ...inputs.map((input) => `_execret_probe(lambda: ${task.entryPoint}(${formatPythonArguments(input)}))`)],
  }));
  const probeProgress = progress('probe');
  const first = await run(probeJobs, 'off', (done, total) => probeProgress(done, 2 * total));
  const second = await run(probeJobs, 'off', (done, total) => probeProgress(total + done, 2 * total));
  plans = plans.filter((plan, position) => {
    const own = plan.task.tests.length;
    plan.tests = [];
    plan.inputs = plan.inputs.filter((input, index) => {
      const output = agreedOutput(first[position]?.testResults[own + index], second[position]?.testResults[own + index]);
      if (output === undefined || 'problem' in output) return false;
      // A float output (or a list of floats) is compared with EvalPlus's tolerance (1e-6).
      plan.tests.push(expectedOutputTest(plan.task.entryPoint, formatPythonArguments(input), output, 0));
      return true;
    });
    (plan.row as TaskAmplification).usable_inputs = plan.inputs.length;
    if (plan.tests.length === 0) return skip(plan, NOT_AMPLIFIED_REASONS.noOutput);
    return true;
  });

  // 5. Which generated test kills which survivor.
  const setupFor = (task: Task, tests: ReadonlyArray<{ tolerant: boolean }>): string | undefined => (tests.some((test) => test.tolerant) ? withAllclose(task.testSetup) : task.testSetup);
  const killJobs = plans.flatMap(({ task, survivors, tests }) =>
    survivors.map((code): AmplifyJob => ({ language: 'python', code, tests: [...task.tests, ...tests.map((entry) => entry.test)], testSetup: setupFor(task, tests) })),
  );
  const killVerdicts = await run(killJobs, 'read-write', progress('kills'));
  offset = 0;
  plans = plans.filter((plan) => {
    const own = plan.task.tests.length;
    const verdicts = killVerdicts.slice(offset, offset + plan.survivors.length);
    offset += plan.survivors.length;
    const kills = (outcome: string): boolean => outcome !== 'pass' && !timingSensitive(outcome);
    const killed = plan.tests.map((_, test) => new Set(verdicts.flatMap((verdict, survivor) => (kills(verdict.testResults[own + test] ?? 'pass') ? [survivor] : []))));
    // 6. Greedy cover of the survivors.
    const alive = new Set(plan.survivors.map((_, survivor) => survivor));
    const chosen: number[] = [];
    while (chosen.length < maxTests) {
      let best = -1;
      let bestCount = 0;
      killed.forEach((set, test) => {
        const count = [...set].filter((survivor) => alive.has(survivor)).length;
        if (count > bestCount) [best, bestCount] = [test, count];
      });
      if (best === -1) break;
      chosen.push(best);
      for (const survivor of killed[best] as Set<number>) alive.delete(survivor);
    }
    plan.kept = chosen.sort((left, right) => left - right).map((test) => plan.tests[test] as { test: string; tolerant: boolean });
    (plan.row as TaskAmplification).killed = plan.survivors.length - alive.size;
    if (plan.kept.length === 0) return skip(plan, NOT_AMPLIFIED_REASONS.noKill);
    return true;
  });

  // 7. The canonical passes the amplified suite.
  const checkJobs = plans.map(({ task, kept }): AmplifyJob => ({ language: 'python', code: task.canonical, tests: [...task.tests, ...kept.map((entry) => entry.test)], testSetup: setupFor(task, kept) }));
  const checkVerdicts = await run(checkJobs, 'off', progress('check'));
  const amplified = new Map<number, Task>();
  plans.forEach((plan, position) => {
    const row = plan.row as TaskAmplification;
    if (checkVerdicts[position]?.passesAllTests !== true) {
      row.killed = 0;
      skip(plan, NOT_AMPLIFIED_REASONS.canonicalFailsAmplified);
      return;
    }
    row.generated = plan.kept.length;
    const own = plan.task.tests.length;
    const generated = [...existingGenerated(plan.task), ...plan.kept.map((_, index) => own + index)];
    const testSetup = setupFor(plan.task, plan.kept);
    amplified.set(plan.index, {
      ...plan.task,
      tests: [...plan.task.tests, ...plan.kept.map((entry) => entry.test)],
      ...(testSetup === undefined ? {} : { testSetup }),
      metadata: { ...plan.task.metadata, [GENERATED_TESTS_FIELD]: generated },
    });
  });

  const amplifiedRows = rows.filter((row) => row.reason === undefined);
  return {
    candidates: candidates.map((entry, index) => {
      const task = amplified.get(index);
      return task === undefined ? entry : { task, mutants: entry.mutants };
    }),
    report: {
      max_tests_per_task: maxTests,
      inputs_per_test: inputsPerTest,
      tasks_amplified: amplifiedRows.length,
      generated_tests: amplifiedRows.reduce((sum, row) => sum + row.generated, 0),
      survivors: rows.reduce((sum, row) => sum + row.survivors, 0),
      survivors_killed: rows.reduce((sum, row) => sum + row.killed, 0),
      not_amplified: sortedRecord(Object.fromEntries(notAmplified)),
      tasks: rows,
    },
  };
}
