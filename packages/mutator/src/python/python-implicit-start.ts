import type { PythonMutator } from '../mutator.js';
import { childrenWithoutComments, positionalArguments } from './python-syntax.js';

/**
 * `off_by_one`: a count that starts at its implicit 0 starts at 1: `range(n)` → `range(1, n)`,
 * `enumerate(xs)` → `enumerate(xs, 1)`. The start index moves by one, as `index-literal` moves an
 * explicit `range(0, n)` or `enumerate(xs, 0)`. Only calls to the plain names with their one
 * positional argument.
 */
export const pythonImplicitStart: PythonMutator = {
  name: 'implicit-start',
  bugType: 'off_by_one',
  language: 'python',
  description: 'gives range(n) and enumerate(xs) a start of 1: range(n) → range(1, n), enumerate(xs) → enumerate(xs, 1)',
  *mutate(node) {
    if (node.type !== 'call') return;
    const callee = node.childForFieldName('function');
    const list = node.childForFieldName('arguments');
    const positional = positionalArguments(node);
    const only = positional[0];
    if (callee?.type !== 'identifier' || list === null || only === undefined || positional.length !== 1 || childrenWithoutComments(list).length !== 1) return;
    if (callee.text === 'range') yield { start: only.startIndex, end: only.startIndex, replacement: '1, ' };
    else if (callee.text === 'enumerate') yield { start: only.endIndex, end: only.endIndex, replacement: ', 1' };
  },
};
