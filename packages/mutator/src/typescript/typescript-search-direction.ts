import type { TypeScriptMutator } from '../mutator.js';
import { renamedMethod } from './typescript-method-swap.js';

/** Each method and the one that looks from the other end. */
const OTHER_END = {
  startsWith: 'endsWith',
  endsWith: 'startsWith',
  indexOf: 'lastIndexOf',
  lastIndexOf: 'indexOf',
  find: 'findLast',
  findLast: 'find',
  findIndex: 'findLastIndex',
  findLastIndex: 'findIndex',
} as const;

/**
 * `wrong_comparison`: a method compares or searches from the other end: `s.startsWith(p)` →
 * `s.endsWith(p)`, `xs.indexOf(x)` → `xs.lastIndexOf(x)`, `xs.find(p)` → `xs.findLast(p)`. Of the
 * matching positions, `indexOf` picks the smallest and `lastIndexOf` the largest, so the swap flips
 * the comparison that picks the result (as `Math.min` ↔ `Math.max`).
 */
export const typescriptSearchDirection: TypeScriptMutator = {
  name: 'search-direction',
  bugType: 'wrong_comparison',
  language: 'typescript',
  description: 'a method looks from the other end: startsWith ↔ endsWith, indexOf ↔ lastIndexOf, find ↔ findLast',
  *mutate(node) {
    const edit = renamedMethod(node, OTHER_END, (count) => count === 1);
    if (edit !== undefined) yield edit;
  },
};
