import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { COMPOUND_ASSIGNMENT_SWAPS, isKeyOf } from '../operator-tables.js';
import { isStringLike } from './typescript-syntax.js';

/**
 * `wrong_operator`: replaces one compound-assignment operator (`+=` ↔ `-=`, `*=` ↔ `/=`, `%=` → `/=`,
 * `&=` ↔ `|=`, `<<=` ↔ `>>=`, `&&=` ↔ `||=`, `??=` → `||=`). Skipped when the right side is a
 * string or template literal (`text += "!"` concatenates).
 */
export const typescriptAssignmentOperator: TypeScriptMutator = {
  name: 'assignment-operator',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'replaces one compound assignment: += ↔ -=, *= ↔ /=, %= → /=, &= ↔ |=, <<= ↔ >>=, &&= ↔ ||=, ??= → ||=',
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = node.getOperatorToken();
    const text = operator.getText();
    if (!isKeyOf(COMPOUND_ASSIGNMENT_SWAPS, text) || isStringLike(node.getRight())) return;
    yield { start: operator.getStart(), end: operator.getEnd(), replacement: COMPOUND_ASSIGNMENT_SWAPS[text] };
  },
};
