import type { TypeScriptMutator } from '../mutator.js';
import { isIteratedSequence } from './typescript-iterated-sequence.js';

/**
 * `off_by_one`: a loop or array method starts one item late: `for (const x of xs)` → `for (const
 * x of xs.slice(1))`, `xs.map(f)` → `xs.slice(1).map(f)`. The walk's start index moves from 0 to
 * 1, the iteration form of `for (let i = 0; …)` → `for (let i = 1; …)`.
 */
export const typescriptSkipFirstItem: TypeScriptMutator = {
  name: 'skip-first-item',
  bugType: 'off_by_one',
  language: 'typescript',
  description: 'a walked sequence starts one item late: for (const x of xs) → for (const x of xs.slice(1))',
  *mutate(node) {
    if (isIteratedSequence(node)) yield { start: node.getEnd(), end: node.getEnd(), replacement: '.slice(1)' };
  },
};
