import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import type { TreeSitterSyntax } from '../tree-sitter-syntax.js';

/** `off_by_one_boundary`: a range's end changes inclusivity: `0..n` ↔ `0..=n`, `xs[..k]` ↔ `xs[..=k]` (Rust; not an open `a..`). */
export const rangeEnd: TreeSitterOperator = {
  name: 'range-end',
  bugType: 'off_by_one_boundary',
  description: 'changes the inclusivity of a range end: 0..n ↔ 0..=n',
  supports: (syntax: TreeSitterSyntax) => Object.keys(syntax.rangeOperators).length > 0,
  *mutate(node, { syntax }) {
    if (node.type !== 'range_expression' || node.lastChild === null || !node.lastChild.isNamed) return;
    const operator = node.children.find((child) => child !== null && Object.hasOwn(syntax.rangeOperators, child.type));
    if (operator === undefined || operator === null) return;
    yield { start: operator.startIndex, end: operator.endIndex, replacement: syntax.rangeOperators[operator.type] as string };
  },
};
