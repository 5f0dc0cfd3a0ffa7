import type { PythonMutator } from '../mutator.js';
import { calleeName, childrenWithoutComments, parenthesize, positionalArguments, precedenceOf, replaceNode, requiredPrecedence } from './python-syntax.js';

/**
 * `remove_edge_case_check`: the filter of a comprehension or of `filter(…)` is removed, so items it
 * should skip get through: `[x for x in xs if x > 0]` → `[x for x in xs]` (each `if` clause of a
 * list, set, dict or generator comprehension on its own); `filter(pred, xs)` → `xs`. The `if`
 * clause is the comprehension's guard, the check that keeps the cases it must not process.
 */
export const pythonRemoveFilter: PythonMutator = {
  name: 'remove-filter',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'removes a comprehension if clause or a filter() call: [x for x in xs if p(x)] → [x for x in xs]',
  *mutate(node, { source }) {
    if (node.type === 'if_clause') {
      const previous = node.previousSibling;
      if (previous === null || !/^\s*$/.test(source.slice(previous.endIndex, node.startIndex))) return;
      yield { start: previous.endIndex, end: node.endIndex, replacement: '' };
      return;
    }
    if (node.type !== 'call' || calleeName(node) !== 'filter' || node.childForFieldName('function')?.type !== 'identifier') return;
    const list = node.childForFieldName('arguments');
    const positional = positionalArguments(node);
    if (list === null || positional.length !== 2 || childrenWithoutComments(list).length !== 2) return;
    const items = positional[1]!;
    yield replaceNode(node, parenthesize(items.text, precedenceOf(items), requiredPrecedence(node)));
  },
};
