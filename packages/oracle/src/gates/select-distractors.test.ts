import { describe, expect, it } from '@jest/globals';
import { bugTypePriority, selectionOrder, taskTypeOrder } from './select-distractors.js';

describe(selectionOrder.name, () => {
  const items = ['a1', 'a2', 'a3', 'b1', 'c1', 'c2'].map((name) => ({ name, bugType: { a: 'wrong_operator', b: 'off_by_one', c: 'custom_type' }[name[0] as 'a' | 'b' | 'c'] }));

  it('puts one item of every bug type first (known types in BUG_TYPES order, then others)', () => {
    const order = selectionOrder(items, 1, 'task');
    expect(order.slice(0, 3).map((item) => item.bugType)).toEqual(['off_by_one', 'wrong_operator', 'custom_type']);
    expect(order.map((item) => item.name).sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'c2']);
  });

  it('is deterministic for a seed and task id', () => {
    expect(selectionOrder(items, 3, 'task')).toEqual(selectionOrder(items, 3, 'task'));
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => selectionOrder(items, seed, 'task').map((item) => item.name).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe(bugTypePriority.name, () => {
  it('puts the bug types that the fewest tasks can offer first, ties in BUG_TYPES order', () => {
    const perTask = [
      ['wrong_operator', 'off_by_one', 'wrong_operator'],
      ['wrong_operator', 'swap_arguments', 'off_by_one'],
      ['wrong_operator', 'remove_edge_case_check'],
      ['off_by_one', 'wrong_comparison'],
    ];
    // Tasks offering: wrong_operator 3, off_by_one 3, swap_arguments 1, remove_edge_case_check 1, wrong_comparison 1.
    expect(bugTypePriority(perTask)).toEqual(['wrong_comparison', 'swap_arguments', 'remove_edge_case_check', 'off_by_one', 'wrong_operator']);
  });

  it('makes selectionOrder take a rare type before the common ones', () => {
    const items = [
      { name: 'a', bugType: 'off_by_one' },
      { name: 'b', bugType: 'wrong_operator' },
      { name: 'c', bugType: 'swap_arguments' },
    ];
    expect(selectionOrder(items, 1, 'task', ['swap_arguments', 'off_by_one', 'wrong_operator'])[0]?.name).toBe('c');
  });
});

describe(taskTypeOrder.name, () => {
  const priority = ['swap_arguments', 'off_by_one', 'wrong_operator', 'wrong_comparison', 'remove_edge_case_check', 'off_by_one_boundary'];
  // swap_arguments is rare (1 of 10 tasks); the other five are common (every task offers them).
  const offering = new Map(priority.map((type) => [type, type === 'swap_arguments' ? 1 : 10]));

  it('keeps rare types first and rotates the common ones per task when there are more of them than slots', () => {
    const orders = Array.from({ length: 40 }, (_, task) => taskTypeOrder(priority, offering, 10, 4, 7, `task-${task}`));
    for (const order of orders) {
      expect(order[0]).toBe('swap_arguments');
      expect([...order].sort()).toEqual([...priority].sort());
    }
    // Every common type is first among the common ones for some task, and none is always last.
    expect(new Set(orders.map((order) => order[1]))).toEqual(new Set(priority.slice(1)));
    expect(new Set(orders.map((order) => order[5])).size).toBeGreaterThan(1);
    // Seeded by task id: the same task gets the same order.
    expect(taskTypeOrder(priority, offering, 10, 4, 7, 'task-3')).toEqual(orders[3]);
  });

  it('keeps the global priority with no more common types than slots, or a single task', () => {
    expect(taskTypeOrder(priority, offering, 10, 5, 7, 'task-1')).toEqual(priority);
    expect(taskTypeOrder(priority, offering, 1, 4, 7, 'task-1')).toEqual(priority);
  });
});
