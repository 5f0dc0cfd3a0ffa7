import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { isStringLike } from './typescript-syntax.js';

/** Each compound-assignment operator and its replacement. */
const REPLACEMENTS = {
  '+=': '-=',
  '-=': '+=',
  '*=': '/=',
  '/=': '*=',
  '%=': '/=',
  '&=': '|=',
  '|=': '&=',
  '<<=': '>>=',
  '>>=': '<<=',
  '&&=': '||=',
  '||=': '&&=',
  '??=': '||=',
} as const;

function isReplaceable(operator: string): operator is keyof typeof REPLACEMENTS {
  return Object.hasOwn(REPLACEMENTS, operator);
}

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
    if (!isReplaceable(text) || isStringLike(node.getRight())) return;
    yield { start: operator.getStart(), end: operator.getEnd(), replacement: REPLACEMENTS[text] };
  },
};
