import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';

/**
 * `remove_edge_case_check`: an optional-chaining guard is removed, so a missing value throws instead
 * of giving `undefined`: `config?.timeout` → `config.timeout`, `row?.[key]` → `row[key]`,
 * `callback?.()` → `callback()`. `?.` is a null check written as an operator.
 */
export const typescriptRemoveOptionalChaining: TypeScriptMutator = {
  name: 'remove-optional-chaining',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'removes an optional-chaining guard: a?.b → a.b, a?.[k] → a[k], f?.() → f()',
  *mutate(node) {
    if (!(Node.isPropertyAccessExpression(node) || Node.isElementAccessExpression(node) || Node.isCallExpression(node))) return;
    const questionDot = node.getQuestionDotTokenNode();
    if (questionDot === undefined) return;
    yield { start: questionDot.getStart(), end: questionDot.getEnd(), replacement: Node.isPropertyAccessExpression(node) ? '.' : '' };
  },
};
