import type { Node } from 'web-tree-sitter';
import type { PythonMutator, SourceEdit } from '../mutator.js';
import { childrenWithoutComments } from './python-syntax.js';

/** Collections whose items are positional: tuples (with or without parentheses) and short lists. */
const VALUE_COLLECTIONS: ReadonlySet<string> = new Set(['tuple', 'expression_list', 'list']);

/** Unpacking targets, swapped only where they receive the items of a loop (elsewhere swapping the values is the same edit). */
const TARGET_COLLECTIONS: ReadonlySet<string> = new Set(['pattern_list', 'tuple_pattern']);

/** Literal kinds: a collection made only of them is data (`(4, 6, 9, 11)`), whose order rarely matters. */
const LITERALS: ReadonlySet<string> = new Set(['integer', 'float', 'string', 'concatenated_string', 'true', 'false', 'none', 'unary_operator']);

/** Most items a collection may have to be treated as a record rather than as data. */
const MAX_ITEMS = 3;

function isLoopTarget(node: Node): boolean {
  for (let current: Node = node; current.parent !== null; current = current.parent) {
    const parent: Node = current.parent;
    if (parent.type === 'for_statement' || parent.type === 'for_in_clause') return parent.childForFieldName('left')?.id === current.id;
    if (!TARGET_COLLECTIONS.has(parent.type)) return false;
  }
  return false;
}

function* swapPairs(items: readonly Node[], source: string): Generator<SourceEdit> {
  for (let first = 0; first < items.length; first += 1) {
    for (let second = first + 1; second < items.length; second += 1) {
      const left = items[first]!;
      const right = items[second]!;
      if (left.text === right.text) continue;
      yield { start: left.startIndex, end: right.endIndex, replacement: right.text + source.slice(left.endIndex, right.startIndex) + left.text };
    }
  }
}

/**
 * `swap_arguments`: two items of a short tuple or list, or two names a loop unpacks, change places:
 * `key=lambda w: (len(w), w)` → `(w, len(w))`, `a, b = b, a % b` → `a, b = a % b, b`, `for i, c in
 * enumerate(s)` → `for c, i in enumerate(s)`, `{v: k for k, v in d.items()}` → `{k: v for …}`. The
 * items of a tuple are the positional arguments of its constructor, so this is the type's swap of
 * two arguments with different text. Only collections of two or three items, not made of literals
 * only, without `*` items; assignment targets are left alone (swapping the values is the same edit).
 */
export const pythonSwapItems: PythonMutator = {
  name: 'swap-items',
  bugType: 'swap_arguments',
  language: 'python',
  description: 'swaps two items of a short tuple or list, or two loop variables, or a comprehension key and value: (a, b) → (b, a)',
  *mutate(node, { source }) {
    if (node.type === 'pair' && node.parent?.type === 'dictionary_comprehension') {
      const key = node.childForFieldName('key');
      const value = node.childForFieldName('value');
      if (key !== null && value !== null && key.type !== 'lambda' && value.type !== 'lambda') yield* swapPairs([key, value], source);
      return;
    }
    const isValues = VALUE_COLLECTIONS.has(node.type);
    if (!isValues && !(TARGET_COLLECTIONS.has(node.type) && isLoopTarget(node))) return;
    const items = childrenWithoutComments(node);
    if (items.length < 2 || items.length > MAX_ITEMS) return;
    if (items.some((item) => item.type === 'list_splat' || item.type === 'list_splat_pattern' || item.type === 'keyword_argument')) return;
    if (isValues && items.every((item) => LITERALS.has(item.type))) return;
    yield* swapPairs(items, source);
  },
};
