import type { Node } from 'web-tree-sitter';
import type { PythonMutator, SourceEdit } from '../mutator.js';
import { childrenWithoutComments, isGuard, operatorOf, precedenceOf, replaceNode, requiredPrecedence } from './python-syntax.js';

/** The operands of a chain of one boolean operator: `a or b or c` → [a, b, c]. */
function chainOperands(node: Node, operator: string): Node[] {
  if (node.type !== 'boolean_operator' || operatorOf(node)?.type !== operator) return [node];
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  if (left === null || right === null) return [node];
  return [...chainOperands(left, operator), ...chainOperands(right, operator)];
}

/** Edits that drop one operand of every `and`/`or` chain in a guard condition, outermost first. */
function* dropOperands(node: Node): Generator<SourceEdit> {
  if (node.type === 'parenthesized_expression' || node.type === 'not_operator') {
    for (const child of childrenWithoutComments(node)) yield* dropOperands(child);
    return;
  }
  if (node.type !== 'boolean_operator') return;
  const operands = chainOperands(node, operatorOf(node)?.type ?? '');
  const parent = node.parent;
  for (let index = 0; index < operands.length; index += 1) {
    const dropped = operands[index]!;
    const remaining = operands.filter((operand) => operand !== dropped);
    // `(a or b) and c` without `a` reads `b and c`, not `(b) and c`, when precedence allows.
    if (remaining.length === 1 && parent?.type === 'parenthesized_expression') {
      const kept = remaining[0]!;
      if (precedenceOf(kept) >= requiredPrecedence(parent)) {
        yield replaceNode(parent, kept.text);
        continue;
      }
    }
    const next = operands[index + 1];
    yield next === undefined
      ? { start: operands[index - 1]!.endIndex, end: dropped.endIndex, replacement: '' }
      : { start: dropped.startIndex, end: next.startIndex, replacement: '' };
  }
  for (const operand of operands) yield* dropOperands(operand);
}

/**
 * `remove_edge_case_check`: in the condition of a guard (see `remove-guard`), one operand of an
 * `or`/`and` chain is dropped: `if not xs or k <= 0: return []` → `if k <= 0: return []` and
 * `if not xs: return []`. Chains inside parentheses and `not` count; calls and lambdas do not.
 */
export const pythonDropGuardOperand: PythonMutator = {
  name: 'drop-guard-operand',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'drops one operand of an and/or in a guard condition: if a or b: return → if b: return',
  *mutate(node) {
    if (!isGuard(node)) return;
    const condition = node.childForFieldName('condition');
    if (condition !== null) yield* dropOperands(condition);
  },
};
