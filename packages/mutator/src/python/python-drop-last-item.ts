import type { PythonMutator } from '../mutator.js';
import { isIteratedSequence } from './python-iterated-sequence.js';

/**
 * `off_by_one_boundary`: a loop, comprehension or consuming builtin stops one item early: `for x
 * in xs` → `for x in xs[:-1]`, `"".join(parts)` → `"".join(parts[:-1])`. The walk's exclusive
 * end moves from `len(xs)` to `len(xs) - 1`, the iteration form of `range(n)` → `range(n - 1)`.
 */
export const pythonDropLastItem: PythonMutator = {
  name: 'drop-last-item',
  bugType: 'off_by_one_boundary',
  language: 'python',
  description: 'a walked sequence stops one item early: for x in xs → for x in xs[:-1]',
  *mutate(node) {
    if (isIteratedSequence(node)) yield { start: node.endIndex, end: node.endIndex, replacement: '[:-1]' };
  },
};
