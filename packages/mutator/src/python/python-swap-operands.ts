import type { PythonMutator } from '../mutator.js';
import { isNumberLiteral, isSequenceLiteral, operatorOf, parenthesize, PythonPrecedence, precedenceOf } from './python-syntax.js';

/** Operators whose operands do not commute. */
const NON_COMMUTATIVE: ReadonlySet<string> = new Set(['-', '/', '//', '%', '**', '<<', '>>']);

/**
 * `swap_arguments`: the two operands of a non-commutative operator change places: `a - b` →
 * `b - a`, `total / count` → `count / total`, `a % b`, `a // b`, `base ** exp`, `x << n` likewise.
 * An operator is a two-argument function, so this is the type's swap of two arguments with
 * different text. Skipped when the operands have the same text, when the right one is a number
 * literal (`n % 10` → `10 % n` is no plausible slip; the literal is `literal-offset`'s) and when
 * either is a string or collection literal (`"%d" % n` formats). Operands are parenthesised where
 * their new place needs it (`a - (b - c)` → `(b - c) - a`).
 */
export const pythonSwapOperands: PythonMutator = {
  name: 'swap-operands',
  bugType: 'swap_arguments',
  language: 'python',
  description: 'swaps the operands of -, /, //, %, **, <<, >>: a - b → b - a',
  *mutate(node, { source }) {
    if (node.type !== 'binary_operator') return;
    const operator = operatorOf(node)?.type;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (operator === undefined || left === null || right === null || !NON_COMMUTATIVE.has(operator)) return;
    if (left.text === right.text || isNumberLiteral(right) || isSequenceLiteral(left) || isSequenceLiteral(right)) return;
    const level = precedenceOf(node);
    // `**` groups to the right and binds tighter than a unary minus on its left.
    const leftNeeds = operator === '**' ? PythonPrecedence.AWAIT : level;
    const rightNeeds = operator === '**' ? PythonPrecedence.UNARY : level + 1;
    yield {
      start: left.startIndex,
      end: right.endIndex,
      replacement:
        parenthesize(right.text, precedenceOf(right), leftNeeds) +
        source.slice(left.endIndex, right.startIndex) +
        parenthesize(left.text, precedenceOf(left), rightNeeds),
    };
  },
};
