import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { replaceNode } from '../tree-sitter-syntax.js';
import type { TreeSitterSyntax } from '../tree-sitter-syntax.js';

/** The two branches a conditional expression keeps, in this order. */
const BRANCHES = ['consequence', 'alternative'] as const;

/** `remove_edge_case_check`: a conditional expression keeps one branch: `c ? a : b` → `a`, `b` (Java, C++). */
export const removeConditional: TreeSitterOperator = {
  name: 'remove-conditional',
  bugType: 'remove_edge_case_check',
  description: 'keeps one branch of a conditional expression: c ? a : b → a, b',
  supports: (syntax: TreeSitterSyntax) => syntax.conditionalTypes.size > 0,
  *mutate(node, { syntax }) {
    if (!syntax.conditionalTypes.has(node.type)) return;
    for (const field of BRANCHES) {
      const branch = node.childForFieldName(field);
      if (branch !== null) yield replaceNode(node, branch.text);
    }
  },
};
