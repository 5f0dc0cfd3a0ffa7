import type { PythonMutator } from '../mutator.js';
import { isIteratedSequence } from './python-iterated-sequence.js';

/**
 * `off_by_one`: a loop, comprehension or consuming builtin starts one item late: `for x in xs` →
 * `for x in xs[1:]`, `sum(v for v in values)` → `sum(v for v in values[1:])`, `sorted(words)` →
 * `sorted(words[1:])`. The walk's start index moves from 0 to 1, the iteration form of
 * `range(n)` → `range(1, n)`.
 */
export const pythonSkipFirstItem: PythonMutator = {
  name: 'skip-first-item',
  bugType: 'off_by_one',
  language: 'python',
  description: 'a walked sequence starts one item late: for x in xs → for x in xs[1:]',
  *mutate(node) {
    if (isIteratedSequence(node)) yield { start: node.endIndex, end: node.endIndex, replacement: '[1:]' };
  },
};
