import type { Node } from 'web-tree-sitter';
import type { PythonMutator } from '../mutator.js';

/**
 * `swap_arguments`: the values of two keyword arguments of one call change places (every pair,
 * leftmost first): `f(x, low=a, high=b)` → `f(x, low=b, high=a)`; `max(xs, key=len, default=0)` →
 * `max(xs, key=0, default=len)`. Arguments passed by keyword are still arguments of the call, and
 * `swap-arguments` only moves positional ones. Pairs whose values have the same text are skipped.
 */
export const pythonSwapKeywordArguments: PythonMutator = {
  name: 'swap-keyword-arguments',
  bugType: 'swap_arguments',
  language: 'python',
  description: 'swaps the values of two keyword arguments of a call: f(a=x, b=y) → f(a=y, b=x)',
  *mutate(node, { source }) {
    if (node.type !== 'argument_list') return;
    const values = node.namedChildren
      .filter((child): child is Node => child !== null && child.type === 'keyword_argument')
      .map((argument) => argument.childForFieldName('value'))
      .filter((value): value is Node => value !== null);
    for (let first = 0; first < values.length; first += 1) {
      for (let second = first + 1; second < values.length; second += 1) {
        const left = values[first]!;
        const right = values[second]!;
        if (left.text === right.text) continue;
        yield { start: left.startIndex, end: right.endIndex, replacement: right.text + source.slice(left.endIndex, right.startIndex) + left.text };
      }
    }
  },
};
