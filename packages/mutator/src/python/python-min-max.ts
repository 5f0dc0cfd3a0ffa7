import type { PythonMutator } from '../mutator.js';

/** Each builtin and its opposite. */
const OPPOSITES = { min: 'max', max: 'min' } as const;

function hasOpposite(name: string): name is keyof typeof OPPOSITES {
  return Object.hasOwn(OPPOSITES, name);
}

/**
 * `wrong_comparison`: a call to the builtin `min` becomes `max` and the reverse: `max(lo, min(x,
 * hi))` → `min(lo, min(x, hi))`; `max(words, key=len)` → `min(words, key=len)`. `min` and `max`
 * choose by comparison, so the swap flips the comparison that picks the result (`<` ↔ `>`).
 * Only calls to the plain names (not `stats.max(…)`). The example operator `swap-min-max` in
 * src/examples does the same as a `wrong_operator`; it is not registered.
 */
export const pythonMinMax: PythonMutator = {
  name: 'min-max',
  bugType: 'wrong_comparison',
  language: 'python',
  description: 'swaps the builtins min and max: max(a, b) → min(a, b)',
  *mutate(node) {
    if (node.type !== 'call') return;
    const callee = node.childForFieldName('function');
    if (callee?.type === 'identifier' && hasOpposite(callee.text)) {
      yield { start: callee.startIndex, end: callee.endIndex, replacement: OPPOSITES[callee.text] };
    }
  },
};
