import { DEFAULT_SEED, type VerifiedTask } from '@execret/core';
import { summarizeValidation, type DistractorAudit, type StackedEditsAudit, type TaskAudit } from './dataset-validation.js';
import type { ValidationGateOptions, ValidationGateResult } from './run-validation-gates.js';
import { stackEdits } from './stack-edits.js';
import type { TaskCandidates } from './validation-gate.js';

/** Runs the five gates over candidates as given (`runValidationGates` with one edit per distractor). */
export type RunGates = (candidates: readonly TaskCandidates[], options: ValidationGateOptions) => Promise<ValidationGateResult>;

/** Stacked candidates made per task, per distractor kept: enough spares for the ones that fail a gate. */
const CANDIDATES_PER_KEPT_DISTRACTOR = 2;

/**
 * The gates of a stacked build (`edits` = n > 1), in two passes through `runGates`:
 *
 * 1. the single edits alone: G1–G5 exactly as a one-edit build runs them, with no limit on how
 *    many are kept and at least n needed per task. The kept ones are the verified single edits:
 *    each parses, defines the entry point, fails at least one test (a timing-sensitive verdict
 *    confirmed by a second run with generous limits), and its code is nowhere else in the pool;
 * 2. stacked candidates: for each task, up to twice `maxDistractors` programs, each applying n
 *    verified single edits that touch separate lines (`stackEdits`: seeded choice of anchors,
 *    round-robin over bug types, and of partners). These go through G1–G5 like any candidate: each
 *    must parse and define the entry point (G2), fail at least one test with the same
 *    timing-sensitivity rule (G4), and up to `maxDistractors` are kept by bug type (the anchor's)
 *    and without duplicate code (G5).
 *
 * The audit is the second pass's, with each task's single-edit candidates under `single_edits`
 * (the first pass's entries; `kept` there reads `verified`), each stacked candidate's `edits`
 * (indexes into `single_edits`) and a `stacked_edits` summary. A task rejected by the first pass
 * keeps that pass's gates and has no stacked candidate.
 */
export async function runStackedValidationGates(
  candidates: readonly TaskCandidates[],
  options: ValidationGateOptions & { edits: number },
  runGates: RunGates,
): Promise<ValidationGateResult> {
  const { edits } = options;
  const seed = options.seed ?? DEFAULT_SEED;
  const maxDistractors = options.maxDistractors ?? 4;
  const minDistractors = options.minDistractors ?? 1;
  const limit = CANDIDATES_PER_KEPT_DISTRACTOR * maxDistractors;
  const shared = { oracle: options.oracle, seed, ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }), ...(options.testTimeoutMs === undefined ? {} : { testTimeoutMs: options.testTimeoutMs }) };

  const single = await runGates(candidates, {
    ...shared,
    maxDistractors: Number.MAX_SAFE_INTEGER,
    minDistractors: edits,
    onProgress: (gate, done, total) => options.onProgress?.(gate, done, total, 'single-edits'),
  });

  // Stacked candidates of each task the first pass accepted; `components` maps each candidate's
  // edits to their indexes among the task's single-edit candidates.
  const stackedInput: TaskCandidates[] = [];
  const components: number[][][] = [];
  const unstackableOf: number[] = [];
  const secondPassOf = new Map<number, number>();
  let acceptedIndex = 0;
  single.validation.tasks.forEach((audit, position) => {
    if (!audit.accepted) return;
    const verified = single.accepted[acceptedIndex] as VerifiedTask;
    acceptedIndex += 1;
    // `accepted` lists the kept distractors in index order, as the audit does.
    const indexes = audit.distractors.filter((entry) => entry.decision === 'kept').map((entry) => entry.index);
    const made = stackEdits(verified.task.canonical, verified.distractors, { edits, seed, taskId: verified.task.taskId, limit });
    secondPassOf.set(position, stackedInput.length);
    stackedInput.push({ task: verified.task, mutants: made.candidates.map((candidate) => candidate.mutant) });
    components.push(made.candidates.map((candidate) => candidate.components.map((component) => indexes[component] as number)));
    unstackableOf.push(made.unstackable.length);
  });

  const stacked = await runGates(stackedInput, {
    ...shared,
    maxDistractors,
    minDistractors,
    onProgress: (gate, done, total) => options.onProgress?.(gate, done, total, 'stacked'),
  });

  let withoutCandidates = 0;
  const tasks = single.validation.tasks.map((audit, position): TaskAudit => {
    const singleEdits = audit.distractors.map((entry): DistractorAudit => (entry.decision === 'kept' ? { ...entry, decision: 'verified' } : entry));
    const second = secondPassOf.get(position);
    if (second === undefined) return { ...audit, distractors: [], single_edits: singleEdits };
    const own = stacked.validation.tasks[second] as TaskAudit;
    const made = components[second] as number[][];
    const merged: TaskAudit = { ...own, distractors: own.distractors.map((entry) => ({ ...entry, edits: made[entry.index] as number[] })), single_edits: singleEdits };
    if (made.length === 0) {
      withoutCandidates += 1;
      const verified = singleEdits.filter((entry) => entry.decision === 'verified').length;
      const unstackable = unstackableOf[second] as number;
      merged.gates = {
        ...merged.gates,
        G4: {
          status: 'fail',
          problems: [
            `no stacked candidate: no ${edits} of the ${verified} verified single edits touch separate lines${unstackable > 0 ? ` (${unstackable} left out: their line, before and after do not rebuild their code)` : ''}`,
          ],
        },
      };
    }
    return merged;
  });

  const summarized = summarizeValidation(tasks, {
    seed,
    maxDistractors,
    minDistractors,
    runtimes: { ...single.validation.runtimes, ...stacked.validation.runtimes },
    bugTypePriority: stacked.validation.bug_type_priority,
    testTimeoutFloorMs: options.testTimeoutMs,
  });
  const stackedEdits: StackedEditsAudit = {
    edits,
    candidates_per_task: limit,
    single_edit_candidates: single.validation.summary.candidate_distractors,
    verified_single_edits: single.validation.summary.kept_distractors,
    unstackable_single_edits: unstackableOf.reduce((sum, count) => sum + count, 0),
    tasks_without_stacked_candidates: withoutCandidates,
  };
  // `stacked_edits` goes before the long task list, so the file reads settings first.
  const { tasks: audited, ...head } = summarized;
  return { validation: { ...head, stacked_edits: stackedEdits, tasks: audited }, accepted: stacked.accepted, stacked: stackedInput };
}
