import type { PythonMutator } from '../mutator.js';
import { renamedMethod } from './python-method-swap.js';

/**
 * `remove_edge_case_check`: a strip on both sides keeps only one: `s.strip()` → `s.lstrip()`,
 * `s.rstrip()` (arguments kept). Stripping handles the edge case of surrounding whitespace (or
 * characters); the mutant drops that handling at one end, a narrower form of `remove-normalization`.
 */
export const pythonOneSidedStrip: PythonMutator = {
  name: 'one-sided-strip',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'a strip keeps one side: s.strip() → s.lstrip(), s.rstrip()',
  *mutate(node) {
    for (const side of ['lstrip', 'rstrip']) {
      const edit = renamedMethod(node, { strip: side });
      if (edit !== undefined) yield edit;
    }
  },
};
