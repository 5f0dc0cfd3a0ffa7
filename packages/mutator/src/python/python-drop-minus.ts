import type { PythonMutator } from '../mutator.js';
import { isNumberLiteral, operatorOf } from './python-syntax.js';

/**
 * `wrong_operator`: a unary minus on an expression is dropped: `n & -n` → `n & n`, `key=lambda v:
 * -v` → `key=lambda v: v`, `-(-a // b)` → `(-a // b)`. Negation is replaced by identity (unary `-`
 * → `+`), the one-operand form of `+` ↔ `-`. Negative number literals are left to the operators
 * that move literals.
 */
export const pythonDropMinus: PythonMutator = {
  name: 'drop-minus',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'a unary minus is dropped: -x → x (not on number literals)',
  *mutate(node) {
    if (node.type !== 'unary_operator' || operatorOf(node)?.type !== '-' || isNumberLiteral(node)) return;
    const argument = node.childForFieldName('argument');
    // `- -x` would keep a minus; `--x` is not an edit a person makes.
    if (argument === null || argument.type === 'unary_operator') return;
    yield { start: node.startIndex, end: argument.startIndex, replacement: '' };
  },
};
