import { Node, SyntaxKind } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';

/** Arithmetic and bitwise compound assignments (not `&&=`, `||=`, `??=`, which assign conditionally). */
const COMPOUND_ASSIGNMENTS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.PlusEqualsToken,
  SyntaxKind.MinusEqualsToken,
  SyntaxKind.AsteriskEqualsToken,
  SyntaxKind.SlashEqualsToken,
  SyntaxKind.PercentEqualsToken,
  SyntaxKind.AsteriskAsteriskEqualsToken,
  SyntaxKind.AmpersandEqualsToken,
  SyntaxKind.BarEqualsToken,
  SyntaxKind.CaretEqualsToken,
  SyntaxKind.LessThanLessThanEqualsToken,
  SyntaxKind.GreaterThanGreaterThanEqualsToken,
  SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken,
]);

/**
 * `wrong_operator`: a compound assignment loses its operator: `total += value` → `total = value`.
 * The accumulating operator is replaced by plain assignment, so the target keeps only the last
 * value instead of combining all of them.
 */
export const typescriptPlainAssignment: TypeScriptMutator = {
  name: 'plain-assignment',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'a compound assignment becomes a plain one: total += x → total = x',
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = node.getOperatorToken();
    if (COMPOUND_ASSIGNMENTS.has(operator.getKind())) yield { start: operator.getStart(), end: operator.getEnd(), replacement: '=' };
  },
};
