import type { Node } from 'web-tree-sitter';
import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { literalNeighbours } from '../tree-sitter-syntax.js';
import type { TreeSitterSyntax } from '../tree-sitter-syntax.js';

/** True when `node` stands (through at most three wrappers) as a `for` loop's initialiser: `i := 0`, `int i = 0`. */
function isLoopStart(node: Node): boolean {
  let current: Node | null = node;
  for (let depth = 0; depth < 4 && current !== null; depth += 1) {
    const parent: Node | null = current.parent;
    if (parent === null) return false;
    const init = parent.childForFieldName('initializer') ?? parent.childForFieldName('init');
    if (init !== null && init.id === current.id && parent.type.includes('for')) return true;
    current = parent;
  }
  return false;
}

/** True when `node` is the index of its parent (or grandparent: C++ wraps indices in a `subscript_argument_list`). */
function isIndex(node: Node, syntax: TreeSitterSyntax): boolean {
  const parent = node.parent;
  return parent !== null && [parent, parent.parent].some((owner) => owner !== null && syntax.indexOf(owner)?.id === node.id);
}

/** True when `node` is the start of a range (`0..n`). */
function isRangeStart(node: Node, syntax: TreeSitterSyntax): boolean {
  const parent = node.parent;
  return parent !== null && parent.type === 'range_expression' && Object.keys(syntax.rangeOperators).length > 0 && parent.namedChild(0)?.id === node.id && parent.namedChildCount === 2;
}

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
    if (isIndex(node, syntax) || isLoopStart(node) || isRangeStart(node, syntax)) yield* literalNeighbours(node, syntax);
  },
};
