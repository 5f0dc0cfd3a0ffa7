import type { PythonMutator } from '../mutator.js';
import { calleeName, childrenWithoutComments } from './python-syntax.js';

/** Calls that order or pick items by `key=`: the builtins, the method `sort`, and `heapq`'s. */
const KEYED_FUNCTIONS: ReadonlySet<string> = new Set(['sorted', 'min', 'max', 'nlargest', 'nsmallest']);

/**
 * `wrong_comparison`: the `key=` of a sort or a `min`/`max` is removed: `sorted(words, key=len)`
 * → `sorted(words)`, `max(text, key=text.count)` → `max(text)`. The items are then compared by
 * themselves instead of by their keys: the comparison that orders or picks them changes meaning.
 */
export const pythonDropKey: PythonMutator = {
  name: 'drop-key',
  bugType: 'wrong_comparison',
  language: 'python',
  description: 'an ordering compares the items instead of their keys: sorted(xs, key=len) → sorted(xs)',
  *mutate(node) {
    if (node.type !== 'call') return;
    const name = calleeName(node);
    const callee = node.childForFieldName('function');
    if (name === undefined || callee === null) return;
    const isKeyed = callee.type === 'attribute' ? name === 'sort' || name === 'nlargest' || name === 'nsmallest' : KEYED_FUNCTIONS.has(name);
    const list = node.childForFieldName('arguments');
    if (!isKeyed || list === null || list.type !== 'argument_list') return;
    const items = childrenWithoutComments(list);
    const index = items.findIndex((item) => item.type === 'keyword_argument' && item.childForFieldName('name')?.text === 'key');
    const key = items[index];
    if (key === undefined || key.childForFieldName('value')?.type === 'none') return;
    const previous = items[index - 1];
    const next = items[index + 1];
    if (previous !== undefined) yield { start: previous.endIndex, end: key.endIndex, replacement: '' };
    else if (next !== undefined) yield { start: key.startIndex, end: next.startIndex, replacement: '' };
    else yield { start: key.startIndex, end: key.endIndex, replacement: '' };
  },
};
