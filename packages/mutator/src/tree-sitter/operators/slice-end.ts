import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { integerOf, literalNeighbours, moveByOne } from '../tree-sitter-syntax.js';
import type { TreeSitterSyntax } from '../tree-sitter-syntax.js';

/** `off_by_one_boundary`: the end of a slice moves by one: `xs[:k]` → `xs[:k + 1]`, `xs[:k - 1]`; `xs[:2]` → `xs[:3]`, `xs[:1]` (Go). */
export const sliceEnd: TreeSitterOperator = {
  name: 'slice-end',
  bugType: 'off_by_one_boundary',
  description: 'moves the end of a slice by one: xs[:k] → xs[:k + 1], xs[:k - 1]',
  supports: (syntax: TreeSitterSyntax) => syntax.sliceEndOf !== undefined,
  *mutate(node, { syntax }) {
    const end = syntax.sliceEndOf?.(node);
    if (end === undefined) return;
    yield* integerOf(end, syntax) === undefined ? moveByOne(end, syntax, false) : literalNeighbours(end, syntax);
  },
};
