import type { PythonMutator } from '../mutator.js';
import { childrenWithoutComments, isGuard, wholeLinesDeletion } from './python-syntax.js';

/**
 * `remove_edge_case_check`: deletes one guard, an `if` with no `elif`/`else` whose body is a
 * single `return`, `raise`, `continue` or `break`, with its whole lines (a trailing comment on its
 * last line goes with it). A guard that is the only statement of its block is kept, since
 * Python does not allow an empty block.
 */
export const pythonRemoveGuard: PythonMutator = {
  name: 'remove-guard',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'deletes an early-exit guard: if not xs: return 0',
  *mutate(node, { source }) {
    if (!isGuard(node) || node.parent === null || childrenWithoutComments(node.parent).length < 2) return;
    const deletion = wholeLinesDeletion(node, source);
    if (deletion !== undefined) yield deletion;
  },
};
