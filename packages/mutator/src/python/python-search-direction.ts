import type { PythonMutator } from '../mutator.js';
import { renamedMethod } from './python-method-swap.js';

/** Each string method and the one that looks from the other end. */
const OTHER_END = {
  startswith: 'endswith',
  endswith: 'startswith',
  find: 'rfind',
  rfind: 'find',
  removeprefix: 'removesuffix',
  removesuffix: 'removeprefix',
} as const;

/**
 * `wrong_comparison`: a string method compares or searches from the other end: `s.startswith(p)`
 * → `s.endswith(p)`, `s.find(x)` → `s.rfind(x)`, `s.removeprefix(p)` → `s.removesuffix(p)`. Of the
 * matching positions, `find` picks the smallest and `rfind` the largest, so the swap flips the
 * comparison that picks the result (as `min` ↔ `max`); `startswith` tests the match at position 0
 * instead of `len(s) - len(p)`.
 */
export const pythonSearchDirection: PythonMutator = {
  name: 'search-direction',
  bugType: 'wrong_comparison',
  language: 'python',
  description: 'a string method looks from the other end: startswith ↔ endswith, find ↔ rfind, removeprefix ↔ removesuffix',
  *mutate(node) {
    const edit = renamedMethod(node, OTHER_END, (count) => count >= 1);
    if (edit !== undefined) yield edit;
  },
};
