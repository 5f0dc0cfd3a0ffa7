import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { isNumberLiteral, textFor } from './typescript-syntax.js';

/** True for a name, a property read or a number literal: what a bound usually is. */
function isSimple(node: Node): boolean {
  return Node.isIdentifier(node) || Node.isPropertyAccessExpression(node) || isNumberLiteral(node);
}

/**
 * The operand that stays when the bound goes: the one that is not the assignment's target, else
 * the one that is not a number literal, else the one that is not a plain name when only one is,
 * else the first (`Math.max(value, low)`).
 */
function keptOperand(first: Node, second: Node, target: string | undefined): Node {
  // `best = Math.max(best, x)` keeps `x`: keeping `best` would leave a statement that does nothing.
  if (target !== undefined && (first.getText() === target) !== (second.getText() === target)) return first.getText() === target ? second : first;
  if (isNumberLiteral(first) !== isNumberLiteral(second)) return isNumberLiteral(first) ? second : first;
  if (isSimple(first) !== isSimple(second)) return isSimple(first) ? second : first;
  return first;
}

/**
 * `remove_edge_case_check`: a clamp to a bound is removed: `Math.max(0, x)` → `x`,
 * `Math.min(Math.max(value, low), high)` → `Math.max(value, low)` and `Math.min(value, high)`. A
 * two-argument `Math.min`/`Math.max` handles the edge case of a value past the bound; removing the
 * call removes that check.
 */
export const typescriptDropBound: TypeScriptMutator = {
  name: 'drop-bound',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'a clamp to a bound is removed: Math.max(0, x) → x, Math.min(value, high) → value',
  *mutate(node) {
    if (!Node.isCallExpression(node)) return;
    const callee = node.getExpression().getText();
    if (callee !== 'Math.min' && callee !== 'Math.max') return;
    const [first, second, ...rest] = node.getArguments();
    if (first === undefined || second === undefined || rest.length > 0 || Node.isSpreadElement(first) || Node.isSpreadElement(second)) return;
    const parent = node.getParent();
    const target = parent !== undefined && Node.isBinaryExpression(parent) && parent.getOperatorToken().getText() === '=' && parent.getRight() === node ? parent.getLeft().getText() : undefined;
    const kept = keptOperand(first, second, target);
    yield { start: node.getStart(), end: node.getEnd(), replacement: textFor(kept, node) };
  },
};
