import type { PythonMutator } from '../mutator.js';
import { isSequenceLiteral, operatorOf } from './python-syntax.js';

/** Each augmented-assignment operator and its replacements, in the order they are yielded. */
const REPLACEMENTS = {
  '+=': ['-='],
  '-=': ['+='],
  '*=': ['//='],
  '//=': ['*=', '/='],
  '/=': ['//='],
  '%=': ['//='],
  '&=': ['|='],
  '|=': ['&='],
  '<<=': ['>>='],
  '>>=': ['<<='],
} as const;

function isReplaceable(operator: string): operator is keyof typeof REPLACEMENTS {
  return Object.hasOwn(REPLACEMENTS, operator);
}

/**
 * `wrong_operator`: replaces one augmented-assignment operator (`+=` ↔ `-=`, `*=` ↔ `//=`, …,
 * mirroring the arithmetic and bitwise tables). Skipped when the right side is a string or
 * collection literal (`items += [x]`).
 */
export const pythonAssignmentOperator: PythonMutator = {
  name: 'assignment-operator',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'replaces one augmented assignment: += ↔ -=, *= ↔ //=, /= ↔ //=, %= → //=, &= ↔ |=, <<= ↔ >>=',
  *mutate(node) {
    if (node.type !== 'augmented_assignment') return;
    const operator = operatorOf(node);
    const right = node.childForFieldName('right');
    if (operator === undefined || right === null || !isReplaceable(operator.type) || isSequenceLiteral(right)) return;
    for (const replacement of REPLACEMENTS[operator.type]) {
      yield { start: operator.startIndex, end: operator.endIndex, replacement };
    }
  },
};
