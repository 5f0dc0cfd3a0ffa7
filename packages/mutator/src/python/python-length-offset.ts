import type { PythonMutator } from '../mutator.js';
import { calleeName, indexRoleOf, integerValue, moveByOne, operatorOf, positionalArguments } from './python-syntax.js';

/**
 * `off_by_one`: a `± 1` term is added to or removed from a length expression: `len(xs)` →
 * `len(xs) + 1`, `len(xs) - 1`; `len(xs) - 1` → `len(xs)`, `len(xs) - 2`. A length used as an
 * index, slice part or `range` argument is left to the index and boundary operators.
 */
export const pythonLengthOffset: PythonMutator = {
  name: 'length-offset',
  bugType: 'off_by_one',
  language: 'python',
  description: 'adds or removes a ± 1 term on len(...): len(xs) → len(xs) + 1, len(xs) - 1; len(xs) - 1 → len(xs)',
  *mutate(node) {
    if (node.type !== 'call' || node.childForFieldName('function')?.type !== 'identifier') return;
    if (calleeName(node) !== 'len' || positionalArguments(node).length !== 1) return;
    const parent = node.parent;
    const operator = parent === null ? undefined : operatorOf(parent)?.type;
    const right = parent?.childForFieldName('right');
    const withOffset =
      parent !== null &&
      parent.type === 'binary_operator' &&
      (operator === '+' || operator === '-') &&
      parent.childForFieldName('left')?.id === node.id &&
      right !== null &&
      right !== undefined &&
      (integerValue(right) ?? 0) > 0;
    const target = withOffset ? parent : node;
    if (indexRoleOf(target) !== undefined) return;
    yield* moveByOne(target);
  },
};
