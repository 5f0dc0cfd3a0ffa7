import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { methodName } from './typescript-syntax.js';

/**
 * `wrong_comparison`: a sort's result is reversed: `xs.sort()` → `xs.sort().reverse()`,
 * `[...xs].sort(cmp)` → `[...xs].sort(cmp).reverse()` (also `toSorted`). Reversing an ascending
 * order makes it descending, the type's `<` ↔ `>` flip; `sort-order` makes the opposite edit
 * (removing a `reverse()`), and `swap-operands` flips a comparator `(a, b) => a - b`.
 */
export const typescriptReverseSort: TypeScriptMutator = {
  name: 'reverse-sort',
  bugType: 'wrong_comparison',
  language: 'typescript',
  description: 'a sorted result is reversed: xs.sort() → xs.sort().reverse()',
  *mutate(node) {
    const name = methodName(node);
    if (!Node.isCallExpression(node) || (name !== 'sort' && name !== 'toSorted')) return;
    // Already reversed: `sort-order` removes that reverse() instead.
    const parent = node.getParent();
    if (parent !== undefined && Node.isPropertyAccessExpression(parent) && parent.getName() === 'reverse') return;
    yield { start: node.getEnd(), end: node.getEnd(), replacement: '.reverse()' };
  },
};
