import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { operatorText, replaceNode } from './typescript-syntax.js';

/** True for a literal that serves as the fallback of `x || <literal>`. */
function isFallbackLiteral(node: Node): boolean {
  return (
    Node.isStringLiteral(node) ||
    Node.isNoSubstitutionTemplateLiteral(node) ||
    Node.isNumericLiteral(node) ||
    Node.isArrayLiteralExpression(node) ||
    Node.isObjectLiteralExpression(node) ||
    Node.isTrueLiteral(node) ||
    Node.isFalseLiteral(node) ||
    Node.isNullLiteral(node)
  );
}

/**
 * `remove_edge_case_check`: the fallback for a missing value is removed, so the missing case is no
 * longer handled: `counts.get(k) ?? 0` → `counts.get(k)`, `config?.timeout ?? fallback` →
 * `config?.timeout`, `name || 'anonymous'` → `name`. A `??` default (or a `||` with a literal
 * fallback) is an edge-case check written as an operator: it answers "what if the value is
 * missing". (`logical-operator` turns `??` into `||` instead.)
 */
export const typescriptDropDefault: TypeScriptMutator = {
  name: 'drop-default',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: "removes a fallback for a missing value: a ?? d → a, name || 'anonymous' → name",
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = operatorText(node);
    if (operator === '??' || (operator === '||' && isFallbackLiteral(node.getRight()))) yield replaceNode(node, node.getLeft().getText());
  },
};
