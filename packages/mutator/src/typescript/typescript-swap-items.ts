import { Node } from 'ts-morph';
import type { SourceEdit, TypeScriptMutator } from '../mutator.js';
import { operatorText } from './typescript-syntax.js';

/** Most items an array may have to be treated as a tuple rather than as data. */
const MAX_ITEMS = 3;

/** True for literal items: an array made only of them is data (`[4, 6, 9]`), whose order rarely matters. */
function isLiteral(node: Node): boolean {
  return (
    Node.isNumericLiteral(node) ||
    Node.isStringLiteral(node) ||
    Node.isNoSubstitutionTemplateLiteral(node) ||
    Node.isTrueLiteral(node) ||
    Node.isFalseLiteral(node) ||
    Node.isNullLiteral(node) ||
    Node.isPrefixUnaryExpression(node)
  );
}

function* swapPairs(items: readonly Node[], source: string): Generator<SourceEdit> {
  for (let first = 0; first < items.length; first += 1) {
    for (let second = first + 1; second < items.length; second += 1) {
      const left = items[first]!;
      const right = items[second]!;
      if (left.getText() === right.getText()) continue;
      yield { start: left.getStart(), end: right.getEnd(), replacement: right.getText() + source.slice(left.getEnd(), right.getStart()) + left.getText() };
    }
  }
}

/** True when an array literal is the target of a destructuring assignment (`[a, b] = …`), whose values are swapped instead. */
function isAssignmentTarget(node: Node): boolean {
  const parent = node.getParent();
  return parent !== undefined && Node.isBinaryExpression(parent) && parent.getLeft() === node && operatorText(parent) === '=';
}

/**
 * `swap_arguments`: two items of a short array literal, or two names of an array destructuring
 * pattern, change places: `return [min, max]` → `return [max, min]`, `[a, b] = [b, a % b]` →
 * `[a, b] = [a % b, b]`, `for (const [key, value] of entries)` → `for (const [value, key] of
 * entries)`. An array literal used as a tuple holds positional arguments, so this is the type's swap
 * of two arguments with different text. Only arrays of two or three items, not made of literals
 * only, without spread, holes or default values; the left side of a destructuring assignment is left
 * alone (swapping the values is the same edit).
 */
export const typescriptSwapItems: TypeScriptMutator = {
  name: 'swap-items',
  bugType: 'swap_arguments',
  language: 'typescript',
  description: 'swaps two items of a short array literal or array destructuring pattern: [a, b] → [b, a]',
  *mutate(node, { source }) {
    if (Node.isArrayLiteralExpression(node)) {
      const items = node.getElements();
      if (items.length < 2 || items.length > MAX_ITEMS || isAssignmentTarget(node)) return;
      if (items.some((item) => Node.isSpreadElement(item) || Node.isOmittedExpression(item)) || items.every(isLiteral)) return;
      yield* swapPairs(items, source);
      return;
    }
    if (Node.isArrayBindingPattern(node)) {
      const items = node.getElements();
      if (items.length < 2 || items.length > MAX_ITEMS) return;
      if (items.some((item) => !Node.isBindingElement(item) || item.getInitializer() !== undefined || item.getDotDotDotToken() !== undefined)) return;
      yield* swapPairs(items, source);
    }
  },
};
