import type { TypeScriptMutator } from '../mutator.js';
import { renamedMethod } from './typescript-method-swap.js';

/**
 * `remove_edge_case_check`: a trim on both sides keeps only one: `s.trim()` → `s.trimStart()`,
 * `s.trimEnd()`. Trimming handles the edge case of surrounding whitespace; the mutant drops that
 * handling at one end, a narrower form of `remove-normalization`.
 */
export const typescriptOneSidedStrip: TypeScriptMutator = {
  name: 'one-sided-strip',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'a trim keeps one side: s.trim() → s.trimStart(), s.trimEnd()',
  *mutate(node) {
    for (const side of ['trimStart', 'trimEnd']) {
      const edit = renamedMethod(node, { trim: side }, (count) => count === 0);
      if (edit !== undefined) yield edit;
    }
  },
};
