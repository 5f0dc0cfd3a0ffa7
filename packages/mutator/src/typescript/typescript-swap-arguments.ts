import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { calleeName } from './typescript-syntax.js';

/** Callees whose arguments commute, where a swap cannot change the result. */
const COMMUTATIVE_CALLEES = ['max', 'min', 'hypot'] as const;

function isCommutative(name: string | undefined): boolean {
  return (COMMUTATIVE_CALLEES as readonly (string | undefined)[]).includes(name);
}

/**
 * `swap_arguments`: two arguments of one call or `new` with different source text change places
 * (every pair, leftmost first); the text between them is kept. Spread arguments stay put; calls
 * to `max`, `min` and `hypot` (e.g. `Math.max`) are skipped.
 */
export const typescriptSwapArguments: TypeScriptMutator = {
  name: 'swap-arguments',
  bugType: 'swap_arguments',
  language: 'typescript',
  description: 'swaps two arguments of a call: f(a, b) → f(b, a)',
  *mutate(node, { source }) {
    if (!(Node.isCallExpression(node) || Node.isNewExpression(node)) || isCommutative(calleeName(node))) return;
    const positional = (node.getArguments() as Node[]).filter((argument) => !Node.isSpreadElement(argument));
    for (let first = 0; first < positional.length; first += 1) {
      for (let second = first + 1; second < positional.length; second += 1) {
        const left = positional[first]!;
        const right = positional[second]!;
        if (left.getText() === right.getText()) continue;
        yield {
          start: left.getStart(),
          end: right.getEnd(),
          replacement: right.getText() + source.slice(left.getEnd(), right.getStart()) + left.getText(),
        };
      }
    }
  },
};
