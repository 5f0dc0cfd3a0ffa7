import { validateBundle, type BundleProblem, type Mutant } from '@execret/core';
import type { ExecutionVerdict } from '../executor.js';
import type { BundleAudit, DistractorAudit } from './dataset-validation.js';
import { completeCandidates, confirmDistractors, isTimingSensitive } from './g4-distractor-fails.js';
import { bugTypePriority, selectionOrder, taskTypeOrder, tasksOfferingTypes } from './select-distractors.js';
import { failTask, passTask, rejectCandidate, type GateContext, type GateTask, type ValidationGate } from './validation-gate.js';

/** What G5 decides for one task, before it is written into the audit. */
interface TaskSelection {
  /** Why the task fails G5 (absent when it passes). */
  problems?: string[];
  /** Candidates kept, in selection order. */
  kept: number[];
  /** Eligible candidates left out because `maxDistractors` were kept. */
  notSelected: number[];
  /** Candidates whose code is already in the pool, with where. */
  duplicates: Array<{ index: number; reason: string }>;
}

/**
 * G5 integrity, across tasks in input order: no duplicate task id and no code twice in the pool
 * (canonicals and kept distractors; the first occurrence wins). Eligible distractors are taken in
 * {@link selectionOrder} (bug types by {@link bugTypePriority}, rarest first, the common ones taking
 * turns per task, see {@link taskTypeOrder}), skipping code already
 * in the pool, until `maxDistractors` are kept; a task is accepted with at least `minDistractors`.
 * A candidate whose verdict is timing sensitive is kept only once a second run confirmed it
 * ({@link confirmDistractors}): the selection is made, the unconfirmed picks run again, and when
 * one turns out flaky the selection is made again without it (the next candidate in order takes
 * its place), until every pick is confirmed. Only candidates about to be kept run twice, so a build
 * whose verdicts come from an imported cache re-executes few jobs. The bug-type priority counts
 * candidates as G4 first judged them, so it does not change while picks are confirmed.
 */
export const integrityGate: ValidationGate = {
  name: 'G5',
  async run(tasks, context) {
    // Bug types that few tasks can offer are picked first wherever they are offered; otherwise
    // the round-robin would fill four slots with the common types and starve the rare ones.
    const eligibleTypes = tasks.map((item) => item.eligible.map((index) => (item.mutants[index] as Mutant).bugType));
    const typePriority = bugTypePriority(eligibleTypes);
    context.bugTypePriority = typePriority;
    // Types most tasks offer take turns per task (else the commonest would be left out everywhere).
    const offering = tasksOfferingTypes(eligibleTypes);
    const orders = tasks.map((item) =>
      selectionOrder(
        item.eligible.map((index) => ({ index, bugType: (item.mutants[index] as Mutant).bugType })),
        context.seed,
        item.task.taskId,
        taskTypeOrder(typePriority, offering, tasks.length, context.maxDistractors, context.seed, item.task.taskId),
      ).map(({ index }) => index),
    );
    let selections = selectAll(tasks, orders, context);
    for (;;) {
      // Picks get their full outcomes first (G4 stopped at their first failing test), then those
      // whose outcomes met a limit are confirmed.
      await completeCandidates(
        tasks.flatMap((item, position) => (selections[position] as TaskSelection).kept.map((index) => ({ item, index }))),
        context,
      );
      const unconfirmed = tasks.flatMap((item, position) =>
        (selections[position] as TaskSelection).kept
          .filter((index) => !item.confirmed.has(index) && needsConfirmation(item.distractorVerdicts.get(index)))
          .map((index) => ({ item, index })),
      );
      if (unconfirmed.length === 0) break;
      await confirmDistractors(unconfirmed, context);
      selections = selectAll(tasks, orders, context);
    }
    tasks.forEach((item, position) => {
      const selection = selections[position] as TaskSelection;
      for (const index of selection.notSelected) (item.audit.distractors[index] as DistractorAudit).decision = 'not-selected';
      for (const { index, reason } of selection.duplicates) rejectCandidate(item, index, 'G5', reason);
      if (selection.problems !== undefined) {
        failTask(item, 'G5', selection.problems);
        return;
      }
      const kept = [...selection.kept].sort((left, right) => left - right);
      for (const index of kept) (item.audit.distractors[index] as DistractorAudit).decision = 'kept';
      item.kept = kept;
      passTask(item, 'G5');
      item.audit.accepted = true;
    });
    context.onProgress('G5', context.taskCount, context.taskCount);
  },
};

/** A pick runs a second time when G4 gave it a timing-sensitive verdict (a pick without one has nothing to confirm). */
function needsConfirmation(verdict: ExecutionVerdict | undefined): boolean {
  return verdict !== undefined && isTimingSensitive(verdict);
}

/** The G5 selection of every task, in input order, skipping candidates no longer alive (flaky ones); changes nothing. */
function selectAll(tasks: readonly GateTask[], orders: ReadonlyArray<readonly number[]>, context: GateContext): TaskSelection[] {
  const seenTaskIds = new Set<string>();
  const poolCode = new Map<string, string>();
  return tasks.map((item, position) => {
    const taskId = item.task.taskId;
    const selection: TaskSelection = { kept: [], notSelected: [], duplicates: [] };
    if (seenTaskIds.has(taskId)) return { ...selection, problems: [`duplicate task id "${taskId}"`] };
    const owner = poolCode.get(item.task.canonical);
    if (owner !== undefined) return { ...selection, problems: [`the canonical's code is already in the pool (${owner})`] };
    for (const index of orders[position] as readonly number[]) {
      if (!item.alive.has(index)) continue;
      const mutant = item.mutants[index] as Mutant;
      if (selection.kept.length >= context.maxDistractors) {
        selection.notSelected.push(index);
        continue;
      }
      const other = poolCode.get(mutant.code);
      if (other !== undefined) {
        selection.duplicates.push({ index, reason: `same code as ${other}` });
        continue;
      }
      selection.kept.push(index);
    }
    if (selection.kept.length < context.minDistractors) {
      const flaky = item.audit.distractors.filter((audit) => audit.decision === 'flaky').length;
      const removed = flaky === 0 ? 'code already in the pool' : `code already in the pool and ${flaky} flaky candidate(s)`;
      return { ...selection, problems: [`${selection.kept.length} distractor(s) left after removing ${removed}; at least ${context.minDistractors} needed`] };
    }
    seenTaskIds.add(taskId);
    poolCode.set(item.task.canonical, `canonical of task "${taskId}"`);
    for (const index of [...selection.kept].sort((left, right) => left - right)) poolCode.set((item.mutants[index] as Mutant).code, `candidate ${index} of task "${taskId}"`);
    return selection;
  });
}

function problemRow(problem: BundleProblem): { kind: string; file: string; line: number | null; message: string } {
  return { kind: problem.kind, file: problem.location.file, line: problem.location.line ?? null, message: problem.message };
}

/** G5 over a written bundle folder: core's `validateBundle` (ids, pairing, labels, cache consistency, manifest hashes). */
export async function auditBundle(directory: string, options: { abortSignal?: AbortSignal } = {}): Promise<BundleAudit> {
  const report = await validateBundle(directory, { abortSignal: options.abortSignal });
  return {
    directory: report.directory,
    valid: report.valid,
    counts: report.counts,
    problems: report.problems.map(problemRow),
    warnings: report.warnings.map(problemRow),
  };
}
