import { Node } from 'ts-morph';
import { calleeName, methodName } from './typescript-syntax.js';

/** Array methods that walk every item of their receiver. */
const WALKING_METHODS: ReadonlySet<string> = new Set([
  'map', 'filter', 'forEach', 'some', 'every', 'reduce', 'reduceRight', 'find', 'findIndex', 'flatMap', 'join',
]);

/** Calls whose result is an array or a string that `slice` accepts. */
const SEQUENCE_CALLS: ReadonlySet<string> = new Set(['split', 'keys', 'values', 'entries', 'from', 'sort', 'toLowerCase', 'toUpperCase', 'trim']);

/** True for names, property reads and sequence-returning calls, to which `.slice(…)` can be appended. */
function isSliceableSequence(node: Node): boolean {
  if (Node.isIdentifier(node)) return true;
  if (Node.isPropertyAccessExpression(node)) return !node.hasQuestionDotToken() && node.getName() !== 'length';
  if (!Node.isCallExpression(node)) return false;
  const name = calleeName(node);
  const callee = node.getExpression();
  if (name === undefined || !Node.isPropertyAccessExpression(callee) || callee.hasQuestionDotToken()) return false;
  // `Object.keys(o)`, `Array.from(x)`, `text.split(',')`, but not `Object.assign(…)`.
  return SEQUENCE_CALLS.has(name) && (name !== 'from' || callee.getExpression().getText() === 'Array');
}

/** True when `node` is the whole sequence a `for…of`, an array method, a spread or `new Set` walks through. */
function isIterationSource(node: Node): boolean {
  const parent = node.getParent();
  if (parent === undefined) return false;
  if (Node.isForOfStatement(parent)) return parent.getExpression() === node;
  if (Node.isSpreadElement(parent)) return Node.isArrayLiteralExpression(parent.getParent()) || Node.isCallExpression(parent.getParent());
  if (Node.isNewExpression(parent)) return parent.getExpression().getText() === 'Set' && parent.getArguments()[0] === node && parent.getArguments().length === 1;
  if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === node && !parent.hasQuestionDotToken()) {
    const call = parent.getParent();
    return call !== undefined && Node.isCallExpression(call) && call.getExpression() === parent && WALKING_METHODS.has(methodName(call) ?? '');
  }
  return false;
}

/**
 * True when `node` is a sequence walked item by item (the iterable of `for…of`, the receiver of
 * `map`/`filter`/`some`/`every`/`reduce`/`join`…, a spread `[...xs]`, the argument of `new
 * Set(xs)`) and is a name, a property read or a sequence-returning call, so that `.slice(1)` and
 * `.slice(0, -1)` drop its first or last item.
 */
export function isIteratedSequence(node: Node): boolean {
  return isSliceableSequence(node) && isIterationSource(node);
}
