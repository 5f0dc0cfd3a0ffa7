import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { operatorText } from './typescript-syntax.js';

/** Each logical operator and its replacement. */
const REPLACEMENTS = {
  '&&': '||',
  '||': '&&',
  '??': '||',
} as const;

function isReplaceable(operator: string): operator is keyof typeof REPLACEMENTS {
  return Object.hasOwn(REPLACEMENTS, operator);
}

/** True when `node` is an unparenthesised `??`, `||` or `&&` expression. */
function isLogicalChain(node: Node | undefined): boolean {
  return node !== undefined && Node.isBinaryExpression(node) && ['??', '||', '&&'].includes(operatorText(node));
}

/**
 * `wrong_operator`: replaces one logical operator (`&&` ↔ `||`, `??` → `||`). A `??` next to
 * another logical operator without parentheses is skipped: `a ?? b ?? c` → `a || b ?? c` is a
 * syntax error.
 */
export const typescriptLogicalOperator: TypeScriptMutator = {
  name: 'logical-operator',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'replaces one logical operator: && ↔ ||, ?? → ||',
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = node.getOperatorToken();
    const text = operator.getText();
    if (!isReplaceable(text)) return;
    if (text === '??' && (isLogicalChain(node.getLeft()) || isLogicalChain(node.getRight()) || isLogicalChain(node.getParent()))) {
      return;
    }
    yield { start: operator.getStart(), end: operator.getEnd(), replacement: REPLACEMENTS[text] };
  },
};
