import type { Node } from 'web-tree-sitter';
import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { isGuard, operatorOf, replaceNode } from '../tree-sitter-syntax.js';
import type { TreeSitterSyntax } from '../tree-sitter-syntax.js';

/** The boolean operators whose operands a guard can lose. */
const CHAIN_OPERATORS = ['&&', '||'] as const;

function isChain(node: Node, syntax: TreeSitterSyntax): boolean {
  return syntax.binaryTypes.has(node.type) && (CHAIN_OPERATORS as readonly string[]).includes(operatorOf(node)?.type ?? '');
}

/** The guard whose condition holds `node` through `&&` / `||` chains, parentheses and `!` only. */
function guardAbove(node: Node, syntax: TreeSitterSyntax): Node | undefined {
  for (let current: Node | null = node.parent; current !== null; current = current.parent) {
    if (isGuard(current, syntax)) return current;
    const passThrough = isChain(current, syntax) || current.type === 'parenthesized_expression' || current.type === 'condition_clause' || current.type === 'unary_expression';
    if (!passThrough) return undefined;
  }
  return undefined;
}

/**
 * `remove_edge_case_check`: in a guard's condition, one operand of an `&&` / `||` is dropped:
 * `if (xs == null || xs.length == 0) return 0;` → `if (xs.length == 0) return 0;`, `if (xs == null) return 0;`.
 */
export const dropGuardOperand: TreeSitterOperator = {
  name: 'drop-guard-operand',
  bugType: 'remove_edge_case_check',
  description: 'drops one operand of an && / || in a guard condition: if (a || b) return; → if (b) return;',
  *mutate(node, { syntax }) {
    if (!isChain(node, syntax) || guardAbove(node, syntax) === undefined) return;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (left === null || right === null) return;
    yield replaceNode(node, right.text);
    yield replaceNode(node, left.text);
  },
};
