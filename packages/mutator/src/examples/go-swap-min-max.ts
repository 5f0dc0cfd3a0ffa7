// Example of a user-defined operator for a tree-sitter language (see docs/extending-the-mutator.md).
// In your own code, import the type from '@execret/mutator' instead of '../index.js'.
import type { TreeSitterMutator } from '../index.js';

/** What each function of Go's `math` package is swapped for. */
const SWAPS = { Min: 'Max', Max: 'Min' } as const;

function isSwappable(name: string): name is keyof typeof SWAPS {
  return Object.hasOwn(SWAPS, name);
}

/** Go: `math.Min(a, b)` ↔ `math.Max(a, b)`. */
export const goSwapMinMax: TreeSitterMutator = {
  name: 'swap-min-max',
  bugType: 'wrong_operator',
  language: 'go',
  description: 'swaps math.Min and math.Max: math.Min(a, b) → math.Max(a, b)',
  *mutate(node) {
    if (node.type !== 'selector_expression' || node.childForFieldName('operand')?.text !== 'math') return;
    const field = node.childForFieldName('field');
    if (field !== null && isSwappable(field.text)) yield { start: field.startIndex, end: field.endIndex, replacement: SWAPS[field.text] };
  },
};
