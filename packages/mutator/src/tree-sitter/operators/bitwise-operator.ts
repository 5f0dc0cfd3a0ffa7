import type { Node } from 'web-tree-sitter';
import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { operatorOf, swapOperatorToken } from '../tree-sitter-syntax.js';
import type { TreeSitterSyntax } from '../tree-sitter-syntax.js';

/** Each bitwise operator and what it becomes. */
const BITWISE_SWAPS = { '&': '|', '|': '&', '<<': '>>', '>>': '<<' } as const;

/** True for `std::cout << x << y`: a stream insertion, not a shift. */
function isStreamShift(node: Node, syntax: TreeSitterSyntax): boolean {
  if (syntax.streamPattern === undefined || !['<<', '>>'].includes(operatorOf(node)?.type ?? '')) return false;
  let leftmost: Node = node;
  while (syntax.binaryTypes.has(leftmost.type) && leftmost.childForFieldName('left') !== null) leftmost = leftmost.childForFieldName('left') as Node;
  return syntax.streamPattern.test(leftmost.text) || [node.childForFieldName('left'), node.childForFieldName('right')].some((operand) => operand !== null && syntax.stringTypes.has(operand.type));
}

/** `wrong_operator`: a bitwise operator is replaced: `&` ↔ `|`, `<<` ↔ `>>` (not a C++ stream's `<<`). */
export const bitwiseOperator: TreeSitterOperator = {
  name: 'bitwise-operator',
  bugType: 'wrong_operator',
  description: 'replaces a bitwise operator: & ↔ |, << ↔ >>',
  mutate: (node, { syntax }) => (isStreamShift(node, syntax) ? [] : swapOperatorToken(node, syntax.binaryTypes, BITWISE_SWAPS)),
};
