import { BUG_TYPES, SeededRandom, sha256Hex, compareCodeUnits } from '@execret/core';

/** The seed of one task's selection: the first 32 bits of SHA-256(`"<seed>:<taskId>"`). */
export function taskSeed(seed: number, taskId: string): number {
  return Number.parseInt(sha256Hex(`${seed}:${taskId}`).slice(0, 8), 16);
}

/**
 * Orders eligible distractors for selection: a seeded shuffle (seed mixed with the task id, so a
 * task's choice does not depend on the other tasks), then round-robin over bug types in
 * `typeOrder` (default: `BUG_TYPES` order; types not listed come after, sorted), so the first picks
 * cover as many types as possible, the earliest listed types first.
 */
export function selectionOrder<T extends { bugType: string }>(items: readonly T[], seed: number, taskId: string, typeOrder: readonly string[] = BUG_TYPES): T[] {
  const shuffled = new SeededRandom(taskSeed(seed, taskId)).shuffle(items);
  const byType = new Map<string, T[]>();
  for (const item of shuffled) {
    const list = byType.get(item.bugType) ?? [];
    list.push(item);
    byType.set(item.bugType, list);
  }
  const known = typeOrder.filter((type) => byType.has(type));
  const others = [...byType.keys()].filter((type) => !typeOrder.includes(type)).sort();
  const types = [...known, ...others];
  const ordered: T[] = [];
  for (let round = 0; ordered.length < items.length; round += 1) {
    for (const type of types) {
      const item = byType.get(type)?.[round];
      if (item !== undefined) ordered.push(item);
    }
  }
  return ordered;
}

/**
 * The order in which bug types are preferred when choosing distractors: ascending by the number of
 * tasks that have at least one eligible distractor of that type (rarest first), ties in
 * `BUG_TYPES` order, then other types sorted.
 */
export function bugTypePriority(eligibleTypesPerTask: ReadonlyArray<readonly string[]>): string[] {
  const tasksOffering = tasksOfferingTypes(eligibleTypesPerTask);
  const rank = (type: string): number => {
    const index = (BUG_TYPES as readonly string[]).indexOf(type);
    return index === -1 ? BUG_TYPES.length : index;
  };
  return [...tasksOffering.keys()].sort((left, right) => (tasksOffering.get(left) as number) - (tasksOffering.get(right) as number) || rank(left) - rank(right) || compareCodeUnits(left, right));
}

/**
 * The bug-type order of one task's selection: the global {@link bugTypePriority} with its common
 * types (offered by at least half of the tasks) rotated by a seeded, per-task offset when there are
 * more of them than `slots` (the distractors kept per task) and more than one task. Rare types stay first wherever they
 * are offered; the common ones take turns, so every one of them still gets its share of picks
 * instead of the commonest being left out everywhere. Depends only on the seed, the task id, the
 * priority and the counts.
 */
export function taskTypeOrder(priority: readonly string[], tasksOffering: ReadonlyMap<string, number>, taskCount: number, slots: number, seed: number, taskId: string): string[] {
  const common = priority.filter((type) => 2 * (tasksOffering.get(type) ?? 0) >= taskCount);
  const rare = priority.filter((type) => !common.includes(type));
  // With no more common types than slots each gets its pick where it is offered, and a single task
  // has no other task to take turns with: nothing to rotate.
  if (common.length <= slots || taskCount < 2) return [...priority];
  const offset = taskSeed(seed, `types:${taskId}`) % common.length;
  return [...rare, ...common.slice(offset), ...common.slice(0, offset)];
}

/** How many tasks offer each bug type (at least one eligible distractor of it). */
export function tasksOfferingTypes(eligibleTypesPerTask: ReadonlyArray<readonly string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const types of eligibleTypesPerTask) for (const type of new Set(types)) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}
