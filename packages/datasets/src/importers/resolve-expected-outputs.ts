import type { Task } from '@execret/core';
import type { DroppedInput, EvalPlusTestPlan } from './evalplus-test-plan.js';
import { ALLCLOSE_SETUP, expectedOutputProbe, expectedOutputTest, readProbeOutcome, type ExpectedOutputProbeJob, type ProbeResult } from './expected-output-probe.js';
import { skippedRecord, type ImportResult, type SkippedRecord } from './import-result.js';

/**
 * Runs probe jobs: `@execret/oracle`'s `Oracle` is one as it is (`oracle.run(jobs, options)`), so
 * the canonicals run in its sandbox with its limits.
 */
export interface ExpectedOutputRunner {
  run(
    jobs: readonly ExpectedOutputProbeJob[],
    options: { cacheMode: 'off'; abortSignal?: AbortSignal; onProgress?: (done: number, total: number) => void },
  ): Promise<ReadonlyArray<{ readonly testResults: readonly string[] }>>;
}

/** Options of {@link resolveExpectedOutputs}. */
export interface ResolveExpectedOutputsOptions {
  /** Runs the probe jobs (an `Oracle`). */
  runner: ExpectedOutputRunner;
  /** Stops the runs; the promise then rejects with the runner's abort error. */
  abortSignal?: AbortSignal;
  /** Called as probe jobs finish: jobs done and the total of both runs. */
  onProgress?: (done: number, total: number) => void;
}

/** `metadata.evalplus` of a task once its expected outputs are resolved. */
export interface EvalPlusTestSummary {
  /** The record's `atol`. */
  atol: number;
  /** Number of `base_input` entries in the record. */
  base_inputs: number;
  /** Number of `plus_input` entries in the record. */
  plus_inputs: number;
  /** The cap on plus inputs that was applied. */
  max_plus_inputs: number;
  /** Tests made from base and from plus inputs. */
  tests: { base: number; plus: number };
  /** The input each test calls the entry point with (`base_input[0]`, `plus_input[17]`), aligned with the task's tests. */
  test_inputs: string[];
  /** Inputs that were tried and did not become tests, with the reason (base inputs, and plus inputs tried while the cap was not reached). */
  dropped: DroppedInput[];
  /** Plus inputs that could not be picked, counted by reason. */
  plus_excluded: Record<string, number>;
}

/** The EvalPlus plan of a task that still waits for its expected outputs, if it has one. */
export function pendingTestPlan(task: Task): EvalPlusTestPlan | undefined {
  const plan = task.metadata?.['evalplus'];
  if (typeof plan !== 'object' || plan === null || !Array.isArray((plan as { inputs?: unknown }).inputs)) return undefined;
  return plan as EvalPlusTestPlan;
}

/** Position of an input in its record field (`plus_input[17]` → 17). */
function inputIndex(field: string): number {
  return Number(/\[(\d+)\]$/.exec(field)?.[1] ?? 0);
}

/** One probe outcome of both runs: the output when they agree, else why not. */
function agreedResult(first: string | undefined, second: string | undefined): ProbeResult {
  if (first === undefined || second === undefined) return { problem: 'the probe job reported no outcome for it' };
  if (first !== second) {
    const shorten = (outcome: string): string => (outcome.length > 80 ? `${outcome.slice(0, 79)}…` : outcome);
    return { problem: `two runs of the canonical disagree (${shorten(first)} / ${shorten(second)})` };
  }
  return readProbeOutcome(first);
}

/**
 * The task with tests from its probe outcomes, or why it has none. Every base input with an
 * output becomes a test; plus picks and then reserves are tried in plan order until
 * `max_plus_inputs` have one. Tests are base inputs then plus inputs, each in record order.
 */
function resolvedTask(task: Task, plan: EvalPlusTestPlan, first: readonly string[], second: readonly string[]): Task | { skip: string } {
  const dropped: DroppedInput[] = [...plan.dropped];
  const kept: Array<{ field: string; role: 'base' | 'plus'; test: string; tolerant: boolean }> = [];
  let plusKept = 0;
  plan.inputs.forEach((input, index) => {
    if (input.role !== 'base' && plusKept >= plan.max_plus_inputs) return;
    const result = agreedResult(first[index], second[index]);
    if ('problem' in result) {
      dropped.push({ field: input.field, reason: result.problem });
      return;
    }
    if (input.role !== 'base') plusKept += 1;
    kept.push({ field: input.field, role: input.role === 'base' ? 'base' : 'plus', ...expectedOutputTest(task.entryPoint, input.arguments, result, plan.atol) });
  });
  if (kept.length === 0) {
    const shown = dropped.slice(0, 3).map((entry) => `field "${entry.field}": ${entry.reason}`);
    return { skip: `no input gave a test (${dropped.length} tried): ${shown.join('; ')}${dropped.length > 3 ? '; …' : ''}` };
  }
  const ordered = [...kept.filter((entry) => entry.role === 'base'), ...kept.filter((entry) => entry.role === 'plus').sort((left, right) => inputIndex(left.field) - inputIndex(right.field))];
  dropped.sort((left, right) => Number(left.field.startsWith('plus')) - Number(right.field.startsWith('plus')) || inputIndex(left.field) - inputIndex(right.field));
  const summary: EvalPlusTestSummary = {
    atol: plan.atol,
    base_inputs: plan.base_inputs,
    plus_inputs: plan.plus_inputs,
    max_plus_inputs: plan.max_plus_inputs,
    tests: { base: ordered.filter((entry) => entry.role === 'base').length, plus: plusKept },
    test_inputs: ordered.map((entry) => entry.field),
    dropped,
    plus_excluded: plan.plus_excluded,
  };
  // A planned task has no setup of its own: the importer gives it none.
  const tolerant = ordered.some((entry) => entry.tolerant);
  return {
    ...task,
    tests: ordered.map((entry) => entry.test),
    ...(tolerant ? { testSetup: ALLCLOSE_SETUP } : {}),
    metadata: { ...task.metadata, evalplus: summary },
  };
}

/**
 * Gives the tasks of an EvalPlus import their tests: runs each canonical on its planned inputs in
 * two separate runs through `runner` (nothing cached: both always execute), and turns every input
 * whose two runs give the same output, written as a Python literal, into
 * `assert f(args) == output` (or a float comparison with the record's tolerance, see
 * {@link expectedOutputTest}). An input on which the canonical raises, times out, gives an output
 * that is not a literal or is too long, or gives different outputs in the two runs is dropped and
 * named in the task's `metadata.evalplus.dropped` (field and reason); a task left with no test is
 * moved to `report.skipped` with its file, line and the fields at fault. Tasks without a plan
 * (every other importer's) pass through unchanged, and the runner is not called when none has one.
 */
export async function resolveExpectedOutputs(result: ImportResult, options: ResolveExpectedOutputsOptions): Promise<ImportResult> {
  const pending = result.tasks.flatMap((task, position) => {
    const plan = pendingTestPlan(task);
    return plan === undefined ? [] : [{ task, plan, position }];
  });
  if (pending.length === 0) return result;
  const jobs = pending.map(({ task, plan }) => expectedOutputProbe(task.canonical, task.entryPoint, plan));
  const progress = options.onProgress;
  const run = (offset: number) =>
    options.runner.run(jobs, {
      cacheMode: 'off',
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
      ...(progress === undefined ? {} : { onProgress: (done: number, total: number) => progress(offset + done, 2 * total) }),
    });
  const first = await run(0);
  const second = await run(jobs.length);

  const tasks = [...result.tasks];
  const removed = new Set<number>();
  const skipped: SkippedRecord[] = [];
  const locations = new Map(result.locations ?? []);
  pending.forEach(({ task, plan, position }, index) => {
    const resolved = resolvedTask(task, plan, first[index]?.testResults ?? [], second[index]?.testResults ?? []);
    if ('skip' in resolved) {
      const location = locations.get(task.taskId);
      skipped.push(skippedRecord(location?.file ?? '?', location?.line, task.taskId, resolved.skip));
      locations.delete(task.taskId);
      removed.add(position);
      return;
    }
    tasks[position] = resolved;
  });
  // Skip entries stay in file order, the importer's and these together.
  const report = { ...result.report, skipped: [...result.report.skipped, ...skipped].sort((left, right) => (left.line ?? Number.POSITIVE_INFINITY) - (right.line ?? Number.POSITIVE_INFINITY)) };
  return { ...result, tasks: tasks.filter((_, position) => !removed.has(position)), report, locations };
}
