import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { isStringLike } from './typescript-syntax.js';

/** Each arithmetic operator and its replacements, in the order they are yielded. */
const REPLACEMENTS = {
  '+': ['-'],
  '-': ['+'],
  '*': ['/'],
  '/': ['*'],
  '%': ['/'],
} as const;

function isReplaceable(operator: string): operator is keyof typeof REPLACEMENTS {
  return Object.hasOwn(REPLACEMENTS, operator);
}

/**
 * `wrong_operator`: replaces one arithmetic operator (`+` ↔ `-`, `*` ↔ `/`, `%` → `/`).
 * Skipped when an operand is a string or template literal, where `+` concatenates.
 */
export const typescriptArithmeticOperator: TypeScriptMutator = {
  name: 'arithmetic-operator',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'replaces one arithmetic operator: + ↔ -, * ↔ /, % → /',
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = node.getOperatorToken();
    const text = operator.getText();
    if (!isReplaceable(text) || isStringLike(node.getLeft()) || isStringLike(node.getRight())) return;
    for (const replacement of REPLACEMENTS[text]) yield { start: operator.getStart(), end: operator.getEnd(), replacement };
  },
};
