import { Node, SyntaxKind } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { methodName, parenthesize, replaceNode, requiredPrecedence, TypeScriptPrecedence } from './typescript-syntax.js';

/** Methods that test membership. */
const MEMBERSHIP_METHODS: ReadonlySet<string> = new Set(['includes', 'has']);

/**
 * `wrong_comparison`: a membership test is negated: `xs.includes(x)` → `!xs.includes(x)`,
 * `seen.has(k)` → `!seen.has(k)`, and `!xs.includes(x)` → `xs.includes(x)`. This is TypeScript's
 * `in` ↔ `not in` of the type's definition. A call whose value is discarded (`set.has(x);`) is
 * skipped.
 */
export const typescriptMembershipNegation: TypeScriptMutator = {
  name: 'membership-negation',
  bugType: 'wrong_comparison',
  language: 'typescript',
  description: 'negates an includes() or has() membership test: xs.includes(x) → !xs.includes(x)',
  *mutate(node) {
    if (!Node.isCallExpression(node) || !MEMBERSHIP_METHODS.has(methodName(node) ?? '')) return;
    const parent = node.getParent();
    if (parent === undefined || Node.isExpressionStatement(parent)) return;
    if (Node.isPrefixUnaryExpression(parent) && parent.getOperatorToken() === SyntaxKind.ExclamationToken) {
      yield replaceNode(parent, node.getText());
      return;
    }
    yield replaceNode(node, parenthesize(`!${node.getText()}`, TypeScriptPrecedence.UNARY, requiredPrecedence(node)));
  },
};
