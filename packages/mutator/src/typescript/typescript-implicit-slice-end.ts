import { Node, SyntaxKind } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { methodName } from './typescript-syntax.js';

/**
 * `off_by_one_boundary`: a `slice` without an end gets one that stops one element early:
 * `s.slice(1)` → `s.slice(1, -1)`, `xs.slice()` → `xs.slice(0, -1)`. The implicit end (the length)
 * moves by one, as `slice-end` moves an explicit one. Spread arguments are skipped.
 */
export const typescriptImplicitSliceEnd: TypeScriptMutator = {
  name: 'implicit-slice-end',
  bugType: 'off_by_one_boundary',
  language: 'typescript',
  description: 'gives a slice without an end one that stops one element early: s.slice(1) → s.slice(1, -1)',
  *mutate(node) {
    if (!Node.isCallExpression(node) || methodName(node) !== 'slice') return;
    const args = node.getArguments() as Node[];
    if (args.length > 1 || args.some((argument) => Node.isSpreadElement(argument))) return;
    const start = args[0];
    if (start === undefined) {
      const open = node.getFirstChildByKind(SyntaxKind.OpenParenToken);
      if (open !== undefined) yield { start: open.getEnd(), end: open.getEnd(), replacement: '0, -1' };
      return;
    }
    yield { start: start.getEnd(), end: start.getEnd(), replacement: ', -1' };
  },
};
