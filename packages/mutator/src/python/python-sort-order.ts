import type { Node } from 'web-tree-sitter';
import type { PythonMutator, SourceEdit } from '../mutator.js';
import { calleeName, childrenWithoutComments, negationOf, replaceNode } from './python-syntax.js';

/** The `reverse=` keyword argument of a call's argument list, if any. */
function reverseArgument(list: Node): Node | undefined {
  return childrenWithoutComments(list).find((argument) => argument.type === 'keyword_argument' && argument.childForFieldName('name')?.text === 'reverse');
}

/** True for `sorted(…)` and `xs.sort(…)`. */
function isSortCall(call: Node): boolean {
  const callee = call.childForFieldName('function');
  return (callee?.type === 'identifier' && callee.text === 'sorted') || (callee?.type === 'attribute' && calleeName(call) === 'sort');
}

/**
 * `wrong_comparison`: the order of a sort is flipped: `sorted(xs)` → `sorted(xs, reverse=True)`,
 * `xs.sort()` → `xs.sort(reverse=True)`, `sorted(xs, reverse=True)` → `sorted(xs)`, `reverse=flag`
 * → `reverse=not flag`. A sort orders by `<`; reversing it orders by `>`, the type's `<` ↔ `>` flip.
 */
export const pythonSortOrder: PythonMutator = {
  name: 'sort-order',
  bugType: 'wrong_comparison',
  language: 'python',
  description: 'flips the order of sorted() / .sort(): sorted(xs) → sorted(xs, reverse=True), and back',
  *mutate(node, { source }) {
    if (node.type !== 'call' || !isSortCall(node)) return;
    const list = node.childForFieldName('arguments');
    // `sorted(x for x in xs)`: the generator is the whole argument list and shares its parentheses;
    // a second argument needs the generator in parentheses of its own.
    if (list?.type === 'generator_expression') {
      yield { start: list.startIndex, end: list.endIndex, replacement: `(${list.text}, reverse=True)` };
      return;
    }
    if (list === null || list.type !== 'argument_list') return;
    const reverse = reverseArgument(list);
    const value = reverse?.childForFieldName('value');
    if (reverse === undefined || value === null || value === undefined) {
      const items = childrenWithoutComments(list);
      const last = items.at(-1);
      const edit: SourceEdit =
        last === undefined
          ? { start: list.startIndex + 1, end: list.startIndex + 1, replacement: 'reverse=True' }
          : { start: last.endIndex, end: last.endIndex, replacement: ', reverse=True' };
      // A trailing comma after the last argument keeps its place after the new one.
      if (last !== undefined && /^\s*,/.test(source.slice(last.endIndex, list.endIndex))) return;
      yield edit;
      return;
    }
    if (value.type === 'true') {
      const items = childrenWithoutComments(list);
      const index = items.findIndex((item) => item.id === reverse.id);
      const previous = items[index - 1];
      const next = items[index + 1];
      if (previous !== undefined) yield { start: previous.endIndex, end: reverse.endIndex, replacement: '' };
      else if (next !== undefined) yield { start: reverse.startIndex, end: next.startIndex, replacement: '' };
      else yield { start: reverse.startIndex, end: reverse.endIndex, replacement: '' };
      return;
    }
    yield replaceNode(value, value.type === 'false' ? 'True' : negationOf(value));
  },
};
