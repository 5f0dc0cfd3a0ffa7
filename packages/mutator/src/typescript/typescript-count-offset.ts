import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { calleeName, integerValue, moveByOne } from './typescript-syntax.js';

/** Methods whose first argument is a count of repetitions or a target length. */
const COUNT_METHODS: ReadonlySet<string> = new Set(['repeat', 'padStart', 'padEnd']);

/** The count argument of `s.repeat(n)`, `s.padStart(n, …)`, `Array(n)` or `new Array(n)`, if any. */
function countArgument(node: Node): Node | undefined {
  if (Node.isCallExpression(node)) {
    const callee = node.getExpression();
    const isCountMethod = Node.isPropertyAccessExpression(callee) && COUNT_METHODS.has(callee.getName());
    const isArray = Node.isIdentifier(callee) && callee.getText() === 'Array' && node.getArguments().length === 1;
    return isCountMethod || isArray ? node.getArguments()[0] : undefined;
  }
  if (Node.isNewExpression(node) && calleeName(node) === 'Array' && node.getArguments().length === 1) return node.getArguments()[0];
  return undefined;
}

/**
 * `off_by_one`: a count that is not a literal moves by one: `'-'.repeat(n)` → `'-'.repeat(n +
 * 1)`, `s.padStart(width, '0')` → `s.padStart(width - 1, '0')`, `Array(n).fill(x)` → `Array(n +
 * 1).fill(x)`; `n - 1` → `n`, `n - 2`. Literal counts are left to `literal-offset`.
 */
export const typescriptCountOffset: TypeScriptMutator = {
  name: 'count-offset',
  bugType: 'off_by_one',
  language: 'typescript',
  description: 'a repetition count or padded length moves by one: s.repeat(n) → s.repeat(n + 1), s.repeat(n - 1)',
  *mutate(node) {
    const count = countArgument(node);
    if (count === undefined || Node.isSpreadElement(count) || integerValue(count) !== undefined) return;
    yield* moveByOne(count);
  },
};
