import type { PythonMutator } from '../mutator.js';
import { renamedMethod } from './python-method-swap.js';

/** Each case method and its inverse. */
const INVERSE_CASE = {
  lower: 'upper',
  upper: 'lower',
  casefold: 'upper',
  islower: 'isupper',
  isupper: 'islower',
} as const;

/**
 * `wrong_operator`: a case conversion is replaced by its inverse: `s.lower()` → `s.upper()`,
 * `c.isupper()` → `c.islower()`. The two are one family of unary string operators, and the edit
 * swaps one for the other as `+` ↔ `-` does for numbers.
 */
export const pythonCaseSwap: PythonMutator = {
  name: 'case-swap',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'a case conversion becomes its inverse: s.lower() → s.upper(), c.isupper() → c.islower()',
  *mutate(node) {
    const edit = renamedMethod(node, INVERSE_CASE, (count) => count === 0);
    if (edit !== undefined) yield edit;
  },
};
