import type { PythonMutator } from '../mutator.js';
import { calleeName, positionalArguments } from './python-syntax.js';

/** Callees whose positional arguments commute, where a swap cannot change the result. */
const COMMUTATIVE_CALLEES = ['max', 'min', 'gcd', 'lcm', 'hypot'] as const;

function isCommutative(name: string | undefined): boolean {
  return (COMMUTATIVE_CALLEES as readonly (string | undefined)[]).includes(name);
}

/**
 * `swap_arguments`: two positional arguments of one call with different source text change
 * places (every pair, leftmost first); the text between them is kept. Keyword, `*` and `**`
 * arguments stay put; calls to `max`, `min`, `gcd`, `lcm` and `hypot` are skipped.
 */
export const pythonSwapArguments: PythonMutator = {
  name: 'swap-arguments',
  bugType: 'swap_arguments',
  language: 'python',
  description: 'swaps two positional arguments of a call: f(a, b) → f(b, a)',
  *mutate(node, { source }) {
    if (node.type !== 'call' || isCommutative(calleeName(node))) return;
    const positional = positionalArguments(node);
    for (let first = 0; first < positional.length; first += 1) {
      for (let second = first + 1; second < positional.length; second += 1) {
        const left = positional[first]!;
        const right = positional[second]!;
        if (left.text === right.text) continue;
        yield {
          start: left.startIndex,
          end: right.endIndex,
          replacement: right.text + source.slice(left.endIndex, right.startIndex) + left.text,
        };
      }
    }
  },
};
