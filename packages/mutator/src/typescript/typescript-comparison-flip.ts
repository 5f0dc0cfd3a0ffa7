import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';

/** Each comparison operator and what it flips to. */
const FLIPS = {
  '<': '>',
  '>': '<',
  '<=': '>=',
  '>=': '<=',
  '===': '!==',
  '!==': '===',
  '==': '!=',
  '!=': '==',
} as const;

function isFlippable(operator: string): operator is keyof typeof FLIPS {
  return Object.hasOwn(FLIPS, operator);
}

/** `wrong_comparison`: flips the meaning of one comparison operator (`<` ↔ `>`, `<=` ↔ `>=`, `===` ↔ `!==`, `==` ↔ `!=`). */
export const typescriptComparisonFlip: TypeScriptMutator = {
  name: 'comparison-flip',
  bugType: 'wrong_comparison',
  language: 'typescript',
  description: 'flips one comparison: < ↔ >, <= ↔ >=, === ↔ !==, == ↔ !=',
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = node.getOperatorToken();
    const text = operator.getText();
    if (isFlippable(text)) yield { start: operator.getStart(), end: operator.getEnd(), replacement: FLIPS[text] };
  },
};
