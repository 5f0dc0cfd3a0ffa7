import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { isNumberLiteral, isStringLike, operatorText, parenthesize, precedenceOf, TypeScriptPrecedence } from './typescript-syntax.js';

/** Operators whose operands do not commute. */
const NON_COMMUTATIVE: ReadonlySet<string> = new Set(['-', '/', '%', '**', '<<', '>>', '>>>']);

/**
 * `swap_arguments`: the two operands of a non-commutative operator change places: `a - b` →
 * `b - a` (so `sort((a, b) => a - b)` sorts the other way), `total / count` → `count / total`,
 * `a % b`, `base ** exp`, `x << n` likewise. An operator is a two-argument function, so this is the
 * type's swap of two arguments with different text. Skipped when the operands have the same text,
 * when the right one is a number literal (`n % 10` → `10 % n` is no plausible slip; the literal is
 * `literal-offset`'s) and when either is a string or template literal. Operands are parenthesised
 * where their new place needs it.
 */
export const typescriptSwapOperands: TypeScriptMutator = {
  name: 'swap-operands',
  bugType: 'swap_arguments',
  language: 'typescript',
  description: 'swaps the operands of -, /, %, **, <<, >>, >>>: a - b → b - a',
  *mutate(node, { source }) {
    if (!Node.isBinaryExpression(node) || !NON_COMMUTATIVE.has(operatorText(node))) return;
    const left = node.getLeft();
    const right = node.getRight();
    if (left.getText() === right.getText() || isNumberLiteral(right) || isStringLike(left) || isStringLike(right)) return;
    const level = precedenceOf(node);
    // `**` groups to the right and takes no unary operand on its left.
    const exponent = operatorText(node) === '**';
    const leftNeeds = exponent ? TypeScriptPrecedence.UPDATE : level;
    const rightNeeds = exponent ? TypeScriptPrecedence.EXPONENT : level + 1;
    yield {
      start: left.getStart(),
      end: right.getEnd(),
      replacement:
        parenthesize(right.getText(), precedenceOf(right), leftNeeds) +
        source.slice(left.getEnd(), right.getStart()) +
        parenthesize(left.getText(), precedenceOf(left), rightNeeds),
    };
  },
};
