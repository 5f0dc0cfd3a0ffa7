import type { TypeScriptMutator } from '../mutator.js';
import { isIteratedSequence } from './typescript-iterated-sequence.js';

/**
 * `off_by_one_boundary`: a loop or array method stops one item early: `for (const x of xs)` →
 * `for (const x of xs.slice(0, -1))`, `parts.join('-')` → `parts.slice(0, -1).join('-')`. The
 * walk's exclusive end moves from `xs.length` to `xs.length - 1`, the iteration form of `i <
 * xs.length` → `i < xs.length - 1`.
 */
export const typescriptDropLastItem: TypeScriptMutator = {
  name: 'drop-last-item',
  bugType: 'off_by_one_boundary',
  language: 'typescript',
  description: 'a walked sequence stops one item early: for (const x of xs) → for (const x of xs.slice(0, -1))',
  *mutate(node) {
    if (isIteratedSequence(node)) yield { start: node.getEnd(), end: node.getEnd(), replacement: '.slice(0, -1)' };
  },
};
