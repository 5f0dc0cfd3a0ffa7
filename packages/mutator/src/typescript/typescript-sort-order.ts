import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { methodName } from './typescript-syntax.js';

/**
 * `wrong_comparison`: the order of a sorted sequence is flipped by removing a `reverse()` from a
 * chain: `[...xs].sort(cmp).reverse()` → `[...xs].sort(cmp)`, `text.split('').reverse().join('')`
 * → `text.split('').join('')`. Reversing an ascending order makes it descending, the type's
 * `<` ↔ `>` flip. (A comparator `(a, b) => a - b` is flipped by `swap-operands`.)
 */
export const typescriptSortOrder: TypeScriptMutator = {
  name: 'sort-order',
  bugType: 'wrong_comparison',
  language: 'typescript',
  description: 'removes a reverse() from a chain: xs.sort(cmp).reverse() → xs.sort(cmp)',
  *mutate(node) {
    if (!Node.isCallExpression(node) || methodName(node) !== 'reverse' || node.getArguments().length > 0) return;
    const callee = node.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.hasQuestionDotToken()) return;
    // A statement `xs.reverse();` reverses in place; removing it is not a change of one expression's order.
    if (Node.isExpressionStatement(node.getParent())) return;
    yield { start: callee.getExpression().getEnd(), end: node.getEnd(), replacement: '' };
  },
};
