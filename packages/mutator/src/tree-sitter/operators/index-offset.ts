import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { integerOf, moveByOne } from '../tree-sitter-syntax.js';

/**
 * `off_by_one`: a ± 1 term is added to or removed from a subscript that is not a literal:
 * `a[i]` → `a[i + 1]`, `a[i - 1]`; `a[i + 1]` → `a[i]`, `a[i + 2]`.
 */
export const indexOffset: TreeSitterOperator = {
  name: 'index-offset',
  bugType: 'off_by_one',
  description: 'adds or removes a ± 1 term on an index: a[i] → a[i + 1], a[i - 1]',
  *mutate(node, { syntax }) {
    const index = syntax.indexOf(node);
    // A Rust range index (`xs[a..b]`) is left to range-end.
    if (index === undefined || integerOf(index, syntax) !== undefined || syntax.stringTypes.has(index.type) || index.type === 'range_expression') return;
    yield* moveByOne(index, syntax, false);
  },
};
