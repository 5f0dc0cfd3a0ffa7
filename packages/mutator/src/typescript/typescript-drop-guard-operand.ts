import { Node } from 'ts-morph';
import type { SourceEdit, TypeScriptMutator } from '../mutator.js';
import { isGuard, operatorText, precedenceOf, replaceNode, requiredPrecedence } from './typescript-syntax.js';

/** The operands of a chain of one logical operator: `a || b || c` → [a, b, c]. */
function chainOperands(node: Node, operator: string): Node[] {
  if (!Node.isBinaryExpression(node) || operatorText(node) !== operator) return [node];
  return [...chainOperands(node.getLeft(), operator), ...chainOperands(node.getRight(), operator)];
}

/** Edits that drop one operand of every `&&`/`||` chain in a guard condition, outermost first. */
function* dropOperands(node: Node): Generator<SourceEdit> {
  if (Node.isParenthesizedExpression(node)) {
    yield* dropOperands(node.getExpression());
    return;
  }
  if (Node.isPrefixUnaryExpression(node)) {
    yield* dropOperands(node.getOperand());
    return;
  }
  if (!Node.isBinaryExpression(node) || !['&&', '||'].includes(operatorText(node))) return;
  const operands = chainOperands(node, operatorText(node));
  const parent = node.getParent();
  for (let index = 0; index < operands.length; index += 1) {
    const dropped = operands[index]!;
    const remaining = operands.filter((operand) => operand !== dropped);
    // `(a || b) && c` without `a` reads `b && c`, not `(b) && c`, when precedence allows.
    if (remaining.length === 1 && parent !== undefined && Node.isParenthesizedExpression(parent)) {
      const kept = remaining[0]!;
      if (precedenceOf(kept) >= requiredPrecedence(parent)) {
        yield replaceNode(parent, kept.getText());
        continue;
      }
    }
    const next = operands[index + 1];
    yield next === undefined
      ? { start: operands[index - 1]!.getEnd(), end: dropped.getEnd(), replacement: '' }
      : { start: dropped.getStart(), end: next.getStart(), replacement: '' };
  }
  for (const operand of operands) yield* dropOperands(operand);
}

/**
 * `remove_edge_case_check`: in the condition of a guard (see `remove-guard`), one operand of an
 * `&&`/`||` chain is dropped: `if (!xs || k <= 0) return [];` → `if (k <= 0) return [];` and
 * `if (!xs) return [];`. Chains inside parentheses and `!` count; calls and callbacks do not.
 */
export const typescriptDropGuardOperand: TypeScriptMutator = {
  name: 'drop-guard-operand',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'drops one operand of an && / || in a guard condition: if (a || b) return; → if (b) return;',
  *mutate(node) {
    if (isGuard(node)) yield* dropOperands(node.getExpression());
  },
};
