import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { negationOf, operatorOf, replaceNode } from '../tree-sitter-syntax.js';

/** Comparisons `comparison-flip` already inverts: negating them would repeat its mutant. */
const LEFT_TO_COMPARISON_FLIP = ['==', '!='] as const;

/**
 * `wrong_comparison`: the condition of an `if` or `while` is negated: `if (c)` → `if (!(c))`,
 * `if (!c)` → `if (c)` (a single `==` / `!=` is left to `comparison-flip`).
 */
export const negateCondition: TreeSitterOperator = {
  name: 'negate-condition',
  bugType: 'wrong_comparison',
  description: 'negates the condition of an if or while: if (c) → if (!(c)), if (!c) → if (c)',
  *mutate(node, { syntax }) {
    if (!syntax.ifTypes.has(node.type) && !syntax.whileTypes.has(node.type)) return;
    const field = node.childForFieldName('condition');
    const condition = field === null ? undefined : syntax.conditionExpression(field);
    if (condition === undefined) return;
    if (syntax.binaryTypes.has(condition.type) && (LEFT_TO_COMPARISON_FLIP as readonly string[]).includes(operatorOf(condition)?.type ?? '')) return;
    yield replaceNode(condition, negationOf(condition));
  },
};
