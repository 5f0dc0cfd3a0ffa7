import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { integerOf, operatorOf } from '../tree-sitter-syntax.js';

/** Operators whose operands do not commute. */
const NON_COMMUTATIVE = ['-', '/', '%', '<<', '>>'] as const;

/**
 * `swap_arguments`: the operands of `-`, `/`, `%`, `<<`, `>>` change places: `a - b` → `b - a`
 * (not with an integer literal on the right, where `1 - n` is no plausible slip, nor with a string).
 */
export const swapOperands: TreeSitterOperator = {
  name: 'swap-operands',
  bugType: 'swap_arguments',
  description: 'swaps the operands of a non-commutative operator: a - b → b - a',
  *mutate(node, { source, syntax }) {
    if (!syntax.binaryTypes.has(node.type)) return;
    if (!(NON_COMMUTATIVE as readonly string[]).includes(operatorOf(node)?.type ?? '')) return;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (left === null || right === null || left.text === right.text || integerOf(right, syntax) !== undefined) return;
    if (syntax.stringTypes.has(left.type) || syntax.stringTypes.has(right.type) || syntax.binaryTypes.has(left.type)) return;
    if (syntax.streamPattern?.test(left.text) === true) return;
    yield { start: left.startIndex, end: right.endIndex, replacement: right.text + source.slice(left.endIndex, right.startIndex) + left.text };
  },
};
