import type { PythonMutator } from '../mutator.js';

/** Each builtin and its opposite. */
const OPPOSITES = { any: 'all', all: 'any' } as const;

function hasOpposite(name: string): name is keyof typeof OPPOSITES {
  return Object.hasOwn(OPPOSITES, name);
}

/**
 * `wrong_operator`: a call to the builtin `any` becomes `all` and the reverse: `any(c.isdigit() for
 * c in s)` → `all(…)`. `any` folds its items with `or` and `all` with `and`, so the swap replaces
 * the boolean operator of the fold (`or` ↔ `and`, as `boolean-operator` does for two operands).
 * Only calls to the plain names.
 */
export const pythonAnyAll: PythonMutator = {
  name: 'any-all',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'swaps the builtins any and all: any(xs) → all(xs)',
  *mutate(node) {
    if (node.type !== 'call') return;
    const callee = node.childForFieldName('function');
    if (callee?.type === 'identifier' && hasOpposite(callee.text)) {
      yield { start: callee.startIndex, end: callee.endIndex, replacement: OPPOSITES[callee.text] };
    }
  },
};
