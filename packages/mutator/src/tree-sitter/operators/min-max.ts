import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { replaceNode } from '../tree-sitter-syntax.js';

/** Each minimum function and its maximum, and back (Go's `math.Min` is capitalised). */
const MIN_MAX_SWAPS = { min: 'max', max: 'min', Min: 'Max', Max: 'Min' } as const;

/**
 * `wrong_comparison`: a call to `min` becomes `max` and back (`Math.min`, `std::max`, Go's `min` and
 * `math.Max`, Rust's `a.min(b)` and `cmp::max`): they pick by `<` and `>`.
 */
export const minMax: TreeSitterOperator = {
  name: 'min-max',
  bugType: 'wrong_comparison',
  description: 'swaps min and max: Math.min(a, b) → Math.max(a, b), a.min(b) → a.max(b)',
  *mutate(node, { syntax }) {
    if (syntax.argumentsOf(node) === undefined) return;
    const name = syntax.calleeNameNode(node);
    if (name !== undefined && Object.hasOwn(MIN_MAX_SWAPS, name.text)) yield replaceNode(name, MIN_MAX_SWAPS[name.text as keyof typeof MIN_MAX_SWAPS]);
  },
};
