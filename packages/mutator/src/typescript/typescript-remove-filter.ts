import { Node, SyntaxKind } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { methodName } from './typescript-syntax.js';

/**
 * `remove_edge_case_check`: a `filter` call is removed from a method chain, so items it should skip
 * get through: `xs.filter((x) => x > 0).map(f)` → `xs.map(f)`, `words.filter(Boolean)` → `words`.
 * The predicate is the chain's guard, the check that keeps the cases it must not process.
 * Skipped for `xs?.filter(…)` and for predicates with a statement body (deleting statements would
 * be more than one edit).
 */
export const typescriptRemoveFilter: TypeScriptMutator = {
  name: 'remove-filter',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'removes a filter() call from a chain: xs.filter(p).map(f) → xs.map(f)',
  *mutate(node) {
    if (!Node.isCallExpression(node) || methodName(node) !== 'filter' || node.getArguments().length !== 1) return;
    const callee = node.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.hasQuestionDotToken()) return;
    if (node.getDescendantsOfKind(SyntaxKind.Block).length > 0) return;
    yield { start: callee.getExpression().getEnd(), end: node.getEnd(), replacement: '' };
  },
};
