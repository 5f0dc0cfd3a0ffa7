import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';

/** Each bitwise operator and its replacement. */
const REPLACEMENTS = {
  '&': '|',
  '|': '&',
  '<<': '>>',
  '>>': '<<',
} as const;

function isReplaceable(operator: string): operator is keyof typeof REPLACEMENTS {
  return Object.hasOwn(REPLACEMENTS, operator);
}

/** `wrong_operator`: replaces one bitwise operator (`&` ↔ `|`, `<<` ↔ `>>`). */
export const typescriptBitwiseOperator: TypeScriptMutator = {
  name: 'bitwise-operator',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'replaces one bitwise operator: & ↔ |, << ↔ >>',
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = node.getOperatorToken();
    const text = operator.getText();
    if (isReplaceable(text)) yield { start: operator.getStart(), end: operator.getEnd(), replacement: REPLACEMENTS[text] };
  },
};
