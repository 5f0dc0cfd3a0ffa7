import { COMPOUND_ASSIGNMENT_SWAPS } from '../../operator-tables.js';
import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { swapOperatorToken } from '../tree-sitter-syntax.js';

/**
 * `wrong_operator`: an augmented assignment's operator is replaced: `+=` ↔ `-=`, `*=` ↔ `/=`,
 * `%=` → `/=`, `&=` ↔ `|=`, `<<=` ↔ `>>=` (not when the right side is a string literal, which appends).
 */
export const assignmentOperator: TreeSitterOperator = {
  name: 'assignment-operator',
  bugType: 'wrong_operator',
  description: 'replaces an augmented assignment operator: += ↔ -=, *= ↔ /=, %= → /=, &= ↔ |=, <<= ↔ >>=',
  mutate(node, { syntax }) {
    const right = node.childForFieldName('right');
    if (right === null || [right, ...right.namedChildren].some((part) => part !== null && syntax.stringTypes.has(part.type))) return [];
    return swapOperatorToken(node, syntax.compoundAssignmentTypes, COMPOUND_ASSIGNMENT_SWAPS);
  },
};
