import type { TreeSitterOperator } from '../tree-sitter-operator.js';

/**
 * `swap_arguments`: two arguments of one call with different source text change places (every
 * pair, leftmost first); the text between them is kept. Calls whose arguments commute (`max`,
 * `min`…) or whose swap cannot compile (Go's `make`, `append`) are skipped.
 */
export const swapArguments: TreeSitterOperator = {
  name: 'swap-arguments',
  bugType: 'swap_arguments',
  description: 'swaps two arguments of a call: f(a, b) → f(b, a)',
  *mutate(node, { source, syntax }) {
    const args = syntax.argumentsOf(node);
    if (args === undefined || args.length < 2 || syntax.unswappableCallees.has(syntax.calleeNameNode(node)?.text ?? '')) return;
    for (let first = 0; first < args.length; first += 1) {
      for (let second = first + 1; second < args.length; second += 1) {
        const left = args[first]!;
        const right = args[second]!;
        if (left.text === right.text) continue;
        yield { start: left.startIndex, end: right.endIndex, replacement: right.text + source.slice(left.endIndex, right.startIndex) + left.text };
      }
    }
  },
};
