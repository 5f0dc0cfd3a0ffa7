import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { methodName, replaceNode, textFor } from './typescript-syntax.js';

/** String methods that normalise case or surrounding whitespace. */
const NORMALIZING_METHODS: ReadonlySet<string> = new Set([
  'toLowerCase', 'toUpperCase', 'toLocaleLowerCase', 'toLocaleUpperCase', 'trim', 'trimStart', 'trimEnd',
]);

/** True for `new Set(x)` spread into an array or passed to `Array.from`, where it removes repeated items. */
function isDeduplication(node: Node): boolean {
  if (!Node.isNewExpression(node) || node.getExpression().getText() !== 'Set' || node.getArguments().length !== 1) return false;
  const parent = node.getParent();
  if (parent !== undefined && Node.isSpreadElement(parent)) return true;
  return parent !== undefined && Node.isCallExpression(parent) && parent.getExpression().getText() === 'Array.from';
}

/**
 * `remove_edge_case_check`: a normalisation that makes special inputs behave like ordinary ones
 * is removed: `text.toLowerCase()` → `text` (mixed case), `line.trim()` → `line` (surrounding
 * spaces), `Math.abs(n)` → `n` (negative numbers), `[...new Set(xs)]` → `[...xs]` (repeated
 * items). The normalisation is the handling of that edge case, and removing it is the same bug as
 * removing the check.
 */
export const typescriptRemoveNormalization: TypeScriptMutator = {
  name: 'remove-normalization',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'removes a normalisation of case, whitespace, sign or repeats: s.toLowerCase() → s, Math.abs(n) → n, [...new Set(xs)] → [...xs]',
  *mutate(node) {
    if (isDeduplication(node) && Node.isNewExpression(node)) {
      const argument = node.getArguments()[0] as Node;
      yield replaceNode(node, textFor(argument, node));
      return;
    }
    if (!Node.isCallExpression(node)) return;
    const callee = node.getExpression();
    if (Node.isPropertyAccessExpression(callee) && NORMALIZING_METHODS.has(methodName(node) ?? '') && node.getArguments().length === 0) {
      yield { start: callee.getExpression().getEnd(), end: node.getEnd(), replacement: '' };
      return;
    }
    const argument = node.getArguments()[0];
    if (callee.getText() === 'Math.abs' && node.getArguments().length === 1 && argument !== undefined && !Node.isSpreadElement(argument)) {
      yield replaceNode(node, textFor(argument, node));
    }
  },
};
