import type { Node } from 'web-tree-sitter';
import type { PythonMutator } from '../mutator.js';
import { addOne, calleeName, indexRoleOf, integerValue, isSequenceLiteral, moveByOne, operatorOf, positionalArguments } from './python-syntax.js';

/** String methods whose first argument is the length of the padded result. */
const PADDING_METHODS: ReadonlySet<string> = new Set(['zfill', 'ljust', 'rjust', 'center']);

/** The count operand of a sequence repetition `[x] * n` / `"-" * n` (the other operand is a literal), if any. */
function repetitionCount(node: Node): Node | undefined {
  if (node.type !== 'binary_operator' || operatorOf(node)?.type !== '*') return undefined;
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  if (left === null || right === null) return undefined;
  if (isSequenceLiteral(left) && !isSequenceLiteral(right)) return unparenthesized(right);
  if (isSequenceLiteral(right) && !isSequenceLiteral(left)) return unparenthesized(left);
  return undefined;
}

/** The expression inside parentheses (`(n - 1)` → `n - 1`), so that its ± 1 term is moved, not wrapped. */
function unparenthesized(node: Node): Node {
  const inner = node.type === 'parenthesized_expression' ? node.namedChildren.filter((child) => child !== null && child.type !== 'comment') : [];
  return inner.length === 1 ? unparenthesized(inner[0] as Node) : node;
}

/**
 * `off_by_one`: a count that is not a literal moves by one: the number of occurrences
 * `s.count(x)` → `s.count(x) + 1`, `s.count(x) - 1`, and the repetition count of a sequence
 * literal `[False] * n` → `[False] * (n + 1)`, `[False] * (n - 1)`, and the padded length of
 * `s.zfill(width)` / `ljust` / `rjust` / `center` → `s.zfill(width + 1)`, `s.zfill(width - 1)`.
 * Literal counts are left to `literal-offset`, lengths to `length-offset`.
 */
export const pythonCountOffset: PythonMutator = {
  name: 'count-offset',
  bugType: 'off_by_one',
  language: 'python',
  description: 'a count or padded length moves by one: s.count(x) → s.count(x) + 1, [0] * n → [0] * (n + 1), s.zfill(w) → s.zfill(w + 1)',
  *mutate(node) {
    const count = repetitionCount(node);
    if (count !== undefined && integerValue(count) === undefined) {
      yield* moveByOne(count);
      return;
    }
    if (node.type !== 'call' || node.childForFieldName('function')?.type !== 'attribute') return;
    const width = PADDING_METHODS.has(calleeName(node) ?? '') ? positionalArguments(node)[0] : undefined;
    if (width !== undefined) {
      if (integerValue(width) === undefined) yield* moveByOne(width);
      return;
    }
    if (calleeName(node) !== 'count') return;
    if (indexRoleOf(node) !== undefined) return;
    // `s.count(x) - 1` is already offset: the ± 1 terms belong to `literal-offset`.
    const parent = node.parent;
    if (parent?.type === 'binary_operator' && ['+', '-'].includes(operatorOf(parent)?.type ?? '')) return;
    yield addOne(node, '+');
    yield addOne(node, '-');
  },
};
