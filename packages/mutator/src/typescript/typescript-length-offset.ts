import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { indexRoleOf, integerValue, moveByOne, operatorText } from './typescript-syntax.js';

/** True when the expression is written to (`xs.length = 0`, `xs.length++`), not read. */
function isWriteTarget(node: Node): boolean {
  const parent = node.getParent();
  if (parent === undefined) return false;
  if (Node.isBinaryExpression(parent)) return parent.getLeft() === node && /^(?:[-+*/%&|^]|\*\*|<<|>>>?|&&|\|\||\?\?)?=$/.test(operatorText(parent));
  return Node.isPrefixUnaryExpression(parent) || Node.isPostfixUnaryExpression(parent) || Node.isDeleteExpression(parent);
}

/**
 * `off_by_one`: a `± 1` term is added to or removed from a length expression: `xs.length` →
 * `xs.length + 1`, `xs.length - 1`; `xs.length - 1` → `xs.length`, `xs.length - 2`. A length
 * used as an index or slice bound is left to the index and boundary operators; writes
 * (`xs.length = 0`) are skipped.
 */
export const typescriptLengthOffset: TypeScriptMutator = {
  name: 'length-offset',
  bugType: 'off_by_one',
  language: 'typescript',
  description: 'adds or removes a ± 1 term on .length: xs.length → xs.length + 1, xs.length - 1; xs.length - 1 → xs.length',
  *mutate(node) {
    if (!Node.isPropertyAccessExpression(node) || node.getName() !== 'length' || isWriteTarget(node)) return;
    const parent = node.getParent();
    const withOffset =
      parent !== undefined &&
      Node.isBinaryExpression(parent) &&
      ['+', '-'].includes(operatorText(parent)) &&
      parent.getLeft() === node &&
      (integerValue(parent.getRight()) ?? 0) > 0;
    const target = withOffset ? (parent as Node) : node;
    if (indexRoleOf(target) !== undefined) return;
    yield* moveByOne(target);
  },
};
