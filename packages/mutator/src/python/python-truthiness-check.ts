import type { PythonMutator } from '../mutator.js';
import { childrenWithoutComments, negationOf, parenthesize, precedenceOf, PythonPrecedence, replaceNode, requiredPrecedence } from './python-syntax.js';

/**
 * `wrong_comparison`: an explicit test against `None` becomes a truthiness test: `x is not None`
 * → `x`, `x is None` → `not x`. The comparison changes meaning for the falsy values that are not
 * `None` (`0`, `""`, `[]`), the classic slip of writing `if x:` for `if x is not None:`. Only a
 * single `is` / `is not` comparison with `None` on the right.
 */
export const pythonTruthinessCheck: PythonMutator = {
  name: 'truthiness-check',
  bugType: 'wrong_comparison',
  language: 'python',
  description: 'turns a None test into a truthiness test: x is not None → x, x is None → not x',
  *mutate(node) {
    if (node.type !== 'comparison_operator') return;
    const operators = node.childrenForFieldName('operators');
    const operands = childrenWithoutComments(node);
    const operator = operators.length === 1 ? operators[0] : undefined;
    const [subject, none] = operands;
    if (operator === undefined || operator === null || operands.length !== 2 || subject === undefined || none?.type !== 'none') return;
    const required = requiredPrecedence(node);
    if (operator.type === 'is not') yield replaceNode(node, parenthesize(subject.text, precedenceOf(subject), required));
    else if (operator.type === 'is') yield replaceNode(node, parenthesize(negationOf(subject), PythonPrecedence.NOT, required));
  },
};
