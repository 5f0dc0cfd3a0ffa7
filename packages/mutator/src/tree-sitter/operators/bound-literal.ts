import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { literalNeighbours, operatorOf } from '../tree-sitter-syntax.js';

/** The ordering operators whose integer bound moves. */
const ORDERINGS = ['<', '<=', '>', '>='] as const;

/** `off_by_one_boundary`: the integer bound of `<`, `<=`, `>`, `>=` moves by one: `n < 2` → `n < 3`, `n < 1`. */
export const boundLiteral: TreeSitterOperator = {
  name: 'bound-literal',
  bugType: 'off_by_one_boundary',
  description: 'moves the integer bound of an ordering comparison by one: n < 2 → n < 3, n < 1',
  *mutate(node, { syntax }) {
    const parent = node.parent;
    if (parent === null || !syntax.binaryTypes.has(parent.type)) return;
    if (!(ORDERINGS as readonly string[]).includes(operatorOf(parent)?.type ?? '')) return;
    yield* literalNeighbours(node, syntax);
  },
};
