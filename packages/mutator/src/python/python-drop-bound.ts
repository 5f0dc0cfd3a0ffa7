import type { Node } from 'web-tree-sitter';
import type { PythonMutator } from '../mutator.js';
import { childrenWithoutComments, isNumberLiteral, parenthesize, positionalArguments, precedenceOf, requiredPrecedence } from './python-syntax.js';

/** True for a name, an attribute or a literal: what a bound usually is. */
function isSimple(node: Node): boolean {
  return node.type === 'identifier' || node.type === 'attribute' || isNumberLiteral(node);
}

/**
 * The operand that stays when the bound goes: the one that is not the assignment's target, else
 * the one that is not a number literal, else the one that is not a plain name when only one is,
 * else the first (`min(value, high)`).
 */
function keptOperand(first: Node, second: Node, target: string | undefined): Node {
  // `best = max(best, x)` keeps `x`: keeping `best` would leave a statement that does nothing.
  if (target !== undefined && (first.text === target) !== (second.text === target)) return first.text === target ? second : first;
  if (isNumberLiteral(first) !== isNumberLiteral(second)) return isNumberLiteral(first) ? second : first;
  if (isSimple(first) !== isSimple(second)) return isSimple(first) ? second : first;
  return first;
}

/**
 * `remove_edge_case_check`: a clamp to a bound is removed: `max(0, x)` → `x`, `max(low,
 * min(value, high))` → `min(value, high)` and `max(low, value)`. A two-argument `min`/`max`
 * handles the edge case of a value past the bound; removing the call removes that check.
 */
export const pythonDropBound: PythonMutator = {
  name: 'drop-bound',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'a clamp to a bound is removed: max(0, x) → x, min(value, high) → value',
  *mutate(node) {
    if (node.type !== 'call') return;
    const callee = node.childForFieldName('function');
    if (callee?.type !== 'identifier' || (callee.text !== 'min' && callee.text !== 'max')) return;
    const list = node.childForFieldName('arguments');
    const positional = positionalArguments(node);
    if (list === null || positional.length !== 2 || childrenWithoutComments(list).length !== 2) return;
    const assignment = node.parent?.type === 'assignment' && node.parent.childForFieldName('right')?.id === node.id ? node.parent : undefined;
    const kept = keptOperand(positional[0] as Node, positional[1] as Node, assignment?.childForFieldName('left')?.text);
    yield { start: node.startIndex, end: node.endIndex, replacement: parenthesize(kept.text, precedenceOf(kept), requiredPrecedence(node)) };
  },
};
