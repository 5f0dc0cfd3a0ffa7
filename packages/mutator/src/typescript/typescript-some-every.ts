import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';

/** Each array method and its opposite. */
const OPPOSITES = { some: 'every', every: 'some' } as const;

function hasOpposite(name: string): name is keyof typeof OPPOSITES {
  return Object.hasOwn(OPPOSITES, name);
}

/**
 * `wrong_operator`: a call to the array method `some` becomes `every` and the reverse:
 * `xs.some((x) => x > 0)` → `xs.every((x) => x > 0)`. `some` folds the predicate's results with
 * `||` and `every` with `&&`, so the swap replaces the logical operator of the fold (`||` ↔ `&&`,
 * as `logical-operator` does for two operands).
 */
export const typescriptSomeEvery: TypeScriptMutator = {
  name: 'some-every',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'swaps the array methods some and every: xs.some(p) → xs.every(p)',
  *mutate(node) {
    if (!Node.isCallExpression(node)) return;
    const callee = node.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) return;
    const method = callee.getNameNode();
    const name = method.getText();
    if (hasOpposite(name)) yield { start: method.getStart(), end: method.getEnd(), replacement: OPPOSITES[name] };
  },
};
