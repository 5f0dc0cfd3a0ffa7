import type { TypeScriptMutator } from '../mutator.js';
import { renamedMethod } from './typescript-method-swap.js';

/** Each case method and its inverse. */
const INVERSE_CASE = {
  toLowerCase: 'toUpperCase',
  toUpperCase: 'toLowerCase',
  toLocaleLowerCase: 'toLocaleUpperCase',
  toLocaleUpperCase: 'toLocaleLowerCase',
} as const;

/**
 * `wrong_operator`: a case conversion is replaced by its inverse: `s.toLowerCase()` →
 * `s.toUpperCase()`. The two are one family of unary string operators, and the edit swaps one for
 * the other as `+` ↔ `-` does for numbers.
 */
export const typescriptCaseSwap: TypeScriptMutator = {
  name: 'case-swap',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'a case conversion becomes its inverse: s.toLowerCase() → s.toUpperCase()',
  *mutate(node) {
    const edit = renamedMethod(node, INVERSE_CASE, (count) => count === 0);
    if (edit !== undefined) yield edit;
  },
};
