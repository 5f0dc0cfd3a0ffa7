import { validateBundle, type BundleProblem, type Mutant } from '@execret/core';
import type { BundleAudit, DistractorAudit } from './dataset-validation.js';
import { bugTypePriority, selectionOrder } from './select-distractors.js';
import { failTask, passTask, rejectCandidate, type ValidationGate } from './validation-gate.js';

/**
 * G5 integrity, across tasks in input order: no duplicate task id and no code twice in the pool
 * (canonicals and kept distractors; the first occurrence wins). Eligible distractors are taken in
 * {@link selectionOrder} (bug types by {@link bugTypePriority}, rarest first), skipping code already
 * in the pool, until `maxDistractors` are kept; a task is accepted with at least `minDistractors`.
 */
export const integrityGate: ValidationGate = {
  name: 'G5',
  async run(tasks, context) {
    // Bug types that few tasks can offer are picked first wherever they are offered; otherwise
    // the round-robin would fill four slots with the common types and starve the rare ones.
    const typePriority = bugTypePriority(tasks.map((item) => item.eligible.map((index) => (item.mutants[index] as Mutant).bugType)));
    context.bugTypePriority = typePriority;
    const seenTaskIds = new Set<string>();
    const poolCode = new Map<string, string>();
    for (const item of tasks) {
      const taskId = item.task.taskId;
      if (seenTaskIds.has(taskId)) {
        failTask(item, 'G5', [`duplicate task id "${taskId}"`]);
        continue;
      }
      const owner = poolCode.get(item.task.canonical);
      if (owner !== undefined) {
        failTask(item, 'G5', [`the canonical's code is already in the pool (${owner})`]);
        continue;
      }
      const order = selectionOrder(
        item.eligible.map((index) => ({ index, bugType: (item.mutants[index] as Mutant).bugType })),
        context.seed,
        taskId,
        typePriority,
      );
      const kept: number[] = [];
      for (const { index } of order) {
        const mutant = item.mutants[index] as Mutant;
        if (kept.length >= context.maxDistractors) {
          (item.audit.distractors[index] as DistractorAudit).decision = 'not-selected';
          continue;
        }
        const other = poolCode.get(mutant.code);
        if (other !== undefined) {
          rejectCandidate(item, index, 'G5', `same code as ${other}`);
          continue;
        }
        kept.push(index);
      }
      if (kept.length < context.minDistractors) {
        failTask(item, 'G5', [`${kept.length} distractor(s) left after removing code already in the pool; at least ${context.minDistractors} needed`]);
        continue;
      }
      seenTaskIds.add(taskId);
      poolCode.set(item.task.canonical, `canonical of task "${taskId}"`);
      kept.sort((left, right) => left - right);
      for (const index of kept) {
        poolCode.set((item.mutants[index] as Mutant).code, `candidate ${index} of task "${taskId}"`);
        (item.audit.distractors[index] as DistractorAudit).decision = 'kept';
      }
      item.kept = kept;
      passTask(item, 'G5');
      item.audit.accepted = true;
    }
    context.onProgress('G5', context.taskCount, context.taskCount);
  },
};

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
