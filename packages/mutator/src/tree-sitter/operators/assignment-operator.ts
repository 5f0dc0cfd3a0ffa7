import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { operatorOf } from '../tree-sitter-syntax.js';

/** Each compound assignment operator and what it becomes. */
const ASSIGNMENT_SWAPS = {
  '+=': '-=',
  '-=': '+=',
  '*=': '/=',
  '/=': '*=',
  '%=': '/=',
  '&=': '|=',
  '|=': '&=',
  '<<=': '>>=',
  '>>=': '<<=',
} as const;

function isSwappable(operator: string): operator is keyof typeof ASSIGNMENT_SWAPS {
  return Object.hasOwn(ASSIGNMENT_SWAPS, operator);
}

/**
 * `wrong_operator`: an augmented assignment's operator is replaced: `+=` ↔ `-=`, `*=` ↔ `/=`,
 * `%=` → `/=`, `&=` ↔ `|=`, `<<=` ↔ `>>=` (not when the right side is a string literal).
 */
export const assignmentOperator: TreeSitterOperator = {
  name: 'assignment-operator',
  bugType: 'wrong_operator',
  description: 'replaces an augmented assignment operator: += ↔ -=, *= ↔ /=, %= → /=, &= ↔ |=, <<= ↔ >>=',
  *mutate(node, { syntax }) {
    const operator = syntax.compoundAssignmentTypes.has(node.type) ? operatorOf(node) : undefined;
    if (operator === undefined || !isSwappable(operator.type)) return;
    const right = node.childForFieldName('right');
    if (right === null || syntax.stringTypes.has(right.type) || right.namedChildren.some((child) => child !== null && syntax.stringTypes.has(child.type))) return;
    yield { start: operator.startIndex, end: operator.endIndex, replacement: ASSIGNMENT_SWAPS[operator.type] };
  },
};
