import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { negationOf, operatorText, parenthesize, precedenceOf, replaceNode, requiredPrecedence, TypeScriptPrecedence } from './typescript-syntax.js';

/** Operators that test for a missing value, and whether they test for its absence (`===`) or presence (`!==`). */
const MISSING_TESTS = { '===': 'absent', '==': 'absent', '!==': 'present', '!=': 'present' } as const;

function isMissingTest(operator: string): operator is keyof typeof MISSING_TESTS {
  return Object.hasOwn(MISSING_TESTS, operator);
}

/** True for `null` and `undefined`. */
function isMissingValue(node: Node): boolean {
  return Node.isNullLiteral(node) || (Node.isIdentifier(node) && node.getText() === 'undefined');
}

/**
 * `wrong_comparison`: an explicit test against `null` or `undefined` becomes a truthiness test:
 * `x !== null` → `x`, `x != null` → `x`, `x === undefined` → `!x`. The comparison changes meaning
 * for the falsy values that are present (`0`, `''`, `false`), the classic slip of writing `if (x)`
 * for `if (x !== undefined)`. Only with `null` / `undefined` on the right.
 */
export const typescriptTruthinessCheck: TypeScriptMutator = {
  name: 'truthiness-check',
  bugType: 'wrong_comparison',
  language: 'typescript',
  description: 'turns a null/undefined test into a truthiness test: x !== null → x, x === undefined → !x',
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = operatorText(node);
    if (!isMissingTest(operator) || !isMissingValue(node.getRight())) return;
    const subject = node.getLeft();
    const required = requiredPrecedence(node);
    const text =
      MISSING_TESTS[operator] === 'present'
        ? parenthesize(subject.getText(), precedenceOf(subject), required)
        : parenthesize(negationOf(subject), TypeScriptPrecedence.UNARY, required);
    yield replaceNode(node, text);
  },
};
