import { describe, expect, it } from '@jest/globals';
import { bugTypePriority, selectionOrder } from './select-distractors.js';

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
