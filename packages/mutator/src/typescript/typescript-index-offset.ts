import type { TypeScriptMutator } from '../mutator.js';
import { isStringKeyName } from './typescript-string-key-name.js';
import { indexRoleOf, integerValue, isStringLike, moveByOne } from './typescript-syntax.js';

/** Index roles whose non-literal expression this operator moves by one. */
const ROLES = ['element-access', 'index', 'slice-start'] as const;

function isHandledRole(role: string | undefined): role is (typeof ROLES)[number] {
  return (ROLES as readonly (string | undefined)[]).includes(role);
}

/**
 * `off_by_one`: a `± 1` term is added to or removed from an index expression (`a[i]`,
 * `s.charAt(i)`, a `slice`/`substring` start): `a[i]` → `a[i + 1]`, `a[i - 1]`; `a[i + 1]` →
 * `a[i + 2]`, `a[i]`. Literal indexes are `index-literal`'s; string keys are skipped (string
 * literals, and names declared as strings: `key: string`, the keys of `Object.keys(o)` or of
 * `for…in`), since `+ 1` on them concatenates instead of moving by one.
 */
export const typescriptIndexOffset: TypeScriptMutator = {
  name: 'index-offset',
  bugType: 'off_by_one',
  language: 'typescript',
  description: 'adds or removes a ± 1 term in an index expression: a[i] → a[i + 1], a[i - 1]; a[i + 1] → a[i]',
  *mutate(node) {
    if (integerValue(node) !== undefined || isStringLike(node) || isStringKeyName(node) || !isHandledRole(indexRoleOf(node))) return;
    yield* moveByOne(node);
  },
};
