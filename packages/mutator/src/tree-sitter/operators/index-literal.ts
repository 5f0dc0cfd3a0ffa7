import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { isIndexLiteral, literalNeighbours } from '../tree-sitter-syntax.js';

/**
 * `off_by_one`: an integer literal used as an index (`a[1]`), a `for` loop's initial counter
 * (`i := 0`) or a range start (`0..n`) becomes k + 1 and k − 1 (never negative).
 */
export const indexLiteral: TreeSitterOperator = {
  name: 'index-literal',
  bugType: 'off_by_one',
  description: 'moves a literal index or loop start by one: a[0] → a[1]; for i := 0 → for i := 1',
  *mutate(node, { syntax }) {
    if (!syntax.integerTypes.has(node.type)) return;
    if (isIndexLiteral(node, syntax)) yield* literalNeighbours(node, syntax);
  },
};
