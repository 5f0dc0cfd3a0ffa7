import { Node, SyntaxKind } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { parenthesize, precedenceOf, replaceNode, requiredPrecedence } from './typescript-syntax.js';

/**
 * `remove_edge_case_check`: the check of a conditional expression is removed and one branch stays:
 * `n === 0 ? 0 : total / n` → `0` and `total / n`. A conditional expression is an inline guard, so
 * dropping its condition removes the check; both branches are tried, because either one may be the
 * special case. Branches are parenthesised where their new place needs it (an object literal as an
 * arrow body always is); conditionals holding a statement body are skipped.
 */
export const typescriptRemoveConditional: TypeScriptMutator = {
  name: 'remove-conditional',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'removes the check of a conditional expression, keeping one branch: c ? a : b → a, b',
  *mutate(node) {
    if (!Node.isConditionalExpression(node) || node.getDescendantsOfKind(SyntaxKind.Block).length > 0) return;
    const required = requiredPrecedence(node);
    const arrowBody = Node.isArrowFunction(node.getParent());
    for (const branch of [node.getWhenTrue(), node.getWhenFalse()]) {
      const text = arrowBody && Node.isObjectLiteralExpression(branch) ? `(${branch.getText()})` : parenthesize(branch.getText(), precedenceOf(branch), required);
      yield replaceNode(node, text);
    }
  },
};
