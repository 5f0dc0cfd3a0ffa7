import { InvalidArgumentError, type Language, type Mutant, type Task, type VerifiedTask } from '@execret/core';
import { TEST_TIMEOUT_FIELD } from '../task-time-limit.js';
import type { ExecutionVerdict } from '../executor.js';
import type { Oracle } from '../oracle.js';
import { summarizeValidation, type DatasetValidation, type GateName } from './dataset-validation.js';
import { schemaGate } from './g1-schema.js';
import { syntaxGate } from './g2-syntax.js';
import { canonicalPassesGate } from './g3-canonical-passes.js';
import { distractorFailsGate } from './g4-distractor-fails.js';
import { integrityGate } from './g5-integrity.js';
import { MAX_STACKED_EDITS } from './stack-edits.js';
import { runStackedValidationGates } from './stacked-validation-gates.js';
import { createGateTask, type GateContext, type GateTask, type TaskCandidates, type ValidationGate } from './validation-gate.js';
import { DEFAULT_SEED } from '@execret/core';

/** The gates in the order they run. */
export const VALIDATION_GATES: readonly ValidationGate[] = [schemaGate, syntaxGate, canonicalPassesGate, distractorFailsGate, integrityGate];

/** Options of {@link runValidationGates}. */
export interface ValidationGateOptions {
  /** Runs the code (its cache makes re-validation cheap). */
  oracle: Oracle;
  /** Most distractors kept per task (default 4). */
  maxDistractors?: number;
  /** Fewest kept distractors for a task to be accepted (default 1). */
  minDistractors?: number;
  /** Seed of the distractor selection (default 20260510); each task mixes in its id. */
  seed?: number;
  /** Aborts the work. */
  abortSignal?: AbortSignal;
  /**
   * The per-test time limit floor in milliseconds (an integer ≥ 1; `execret build --timeout`):
   * every task's limit is at least this; default: the runtime's own per-test limit. G3 calibrates
   * the limit of a task whose canonical times out at the floor (see `canonicalPassesGate`), and the
   * task's candidates run with the task's limit. A limit other than the runtime's is part of every
   * cache key it affects and is recorded in the query's `metadata.test_timeout_ms`.
   */
  testTimeoutMs?: number;
  /**
   * Single edits per distractor (default 1; at most 4). Above 1 the gates run twice: over the
   * single edits alone, then over stacked candidates combining `edits` verified single edits on
   * separate lines (see `runStackedValidationGates`).
   */
  edits?: number;
  /**
   * Called as each gate progresses: the gate, items done, items in the gate, and (with `edits`
   * above 1) which pass: `single-edits` or `stacked`.
   */
  onProgress?: (gate: GateName, done: number, total: number, pass?: ValidationPass) => void;
}

/** The two passes of the gates in a stacked build (`edits` > 1). */
export type ValidationPass = 'single-edits' | 'stacked';

/** What {@link runValidationGates} returns. */
export interface ValidationGateResult {
  /** The audit, ready for `writeDatasetValidation`. */
  validation: DatasetValidation;
  /**
   * Accepted tasks, in input order, with what the gates ran: the canonical's outcomes (its first
   * G3 run) and the kept distractors with their G4 verdicts. This is what `assembleBundle` takes.
   */
  accepted: VerifiedTask[];
  /**
   * Only with `edits` above 1: the stacked candidates of every task whose single edits passed the
   * gates, in input order: what the second pass ran (each mutant a `StackedMutant`).
   */
  stacked?: TaskCandidates[];
}

/**
 * Runs gates G1–G5 over tasks and their candidate mutants, each gate over the tasks that passed
 * the earlier ones:
 * - G1: task and mutant fields have the documented types (a bad mutant is dropped, a bad task rejected);
 * - G2: canonical, setup and tests parse and the canonical defines the entry point; each mutant parses and defines it;
 * - G3: the canonical passes every test in two separate fresh runs (the second refreshes the cache);
 * - G4: each remaining mutant fails at least one test (through the cache); a mutant whose verdict
 *   is timing sensitive (a `TIMEOUT`, a killed process…) is kept only when a fresh second run gives
 *   identical outcomes, else it is `flaky` and never kept (checked for the candidates G5 picks);
 * - G5: no duplicate task id, and no code twice in the pool (canonicals and kept distractors, in
 *   task order; the first occurrence wins). Distractors are taken in selection order, skipping
 *   duplicates and flaky ones, until `maxDistractors` are kept.
 * A task is accepted when all five pass and at least `minDistractors` distractors are kept.
 *
 * With `edits` above 1 every kept distractor is a stacked one, made of `edits` single edits that
 * each passed G1–G5 alone (see `runStackedValidationGates`).
 *
 * @throws InvalidArgumentError when `edits` is not an integer from 1 to 4.
 */
export async function runValidationGates(candidates: readonly TaskCandidates[], options: ValidationGateOptions): Promise<ValidationGateResult> {
  const edits = options.edits ?? 1;
  if (!Number.isSafeInteger(edits) || edits < 1 || edits > MAX_STACKED_EDITS) {
    throw new InvalidArgumentError(`edits must be an integer from 1 to ${MAX_STACKED_EDITS}, got ${String(edits)}`);
  }
  const floor = options.testTimeoutMs;
  if (floor !== undefined && (typeof floor !== 'number' || !Number.isSafeInteger(floor) || floor < 1)) {
    throw new InvalidArgumentError(`testTimeoutMs must be an integer ≥ 1 (milliseconds), got ${String(floor)}`);
  }
  if (edits === 1) return runGates(candidates, options);
  return runStackedValidationGates(candidates, { ...options, edits }, runGates);
}

/** The five gates over the candidates as given (`runValidationGates` with one edit per distractor). */
async function runGates(candidates: readonly TaskCandidates[], options: ValidationGateOptions): Promise<ValidationGateResult> {
  const context: GateContext = {
    oracle: options.oracle,
    maxDistractors: options.maxDistractors ?? 4,
    minDistractors: options.minDistractors ?? 1,
    seed: options.seed ?? DEFAULT_SEED,
    abortSignal: options.abortSignal,
    taskCount: candidates.length,
    onProgress: (gate, done, total) => options.onProgress?.(gate, done, total),
    testTimeoutFloorMs: options.testTimeoutMs,
    bugTypePriority: [],
  };
  const tasks = candidates.map(createGateTask);
  for (const gate of VALIDATION_GATES) await gate.run(tasks.filter((item) => item.failedAt === null), context);

  const languages = [...new Set(tasks.filter((item) => item.audit.gates.G1.status === 'pass').map((item) => item.task.language))].sort();
  const runtimes: Record<string, string> = {};
  for (const language of languages) runtimes[language] = (await context.oracle.describeRuntime(language as Language)).fingerprint;
  const validation = summarizeValidation(
    tasks.map((item) => item.audit),
    { seed: context.seed, maxDistractors: context.maxDistractors, minDistractors: context.minDistractors, runtimes, bugTypePriority: context.bugTypePriority, testTimeoutFloorMs: options.testTimeoutMs },
  );
  return { validation, accepted: tasks.filter((item) => item.audit.accepted).map(verifiedTask) };
}

/**
 * The task as the bundle records it: with `metadata.test_timeout_ms` when its per-test limit is not
 * the runtime's own (and without one it may have brought along, which its verdicts do not follow).
 */
function recordedTask(item: GateTask): Task {
  const { [TEST_TIMEOUT_FIELD]: stale, ...metadata } = item.task.metadata ?? {};
  if (item.testTimeoutMs !== undefined) return { ...item.task, metadata: { ...metadata, [TEST_TIMEOUT_FIELD]: item.testTimeoutMs } };
  if (stale === undefined) return item.task;
  return { ...item.task, metadata };
}

function verifiedTask(item: GateTask): VerifiedTask {
  return {
    task: recordedTask(item),
    canonicalResults: (item.canonicalRuns[0] as ExecutionVerdict).testResults,
    distractors: item.kept.map((index) => {
      const verdict = item.distractorVerdicts.get(index) as ExecutionVerdict;
      return { ...(item.mutants[index] as Mutant), testResults: verdict.testResults, passesAllTests: verdict.passesAllTests };
    }),
  };
}
