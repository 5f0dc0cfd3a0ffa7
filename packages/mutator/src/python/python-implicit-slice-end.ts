import type { PythonMutator } from '../mutator.js';
import { integerValue, sliceParts } from './python-syntax.js';

/**
 * `off_by_one_boundary`: a slice without an end gets one that stops one element early:
 * `a[k:]` → `a[k:-1]`, `a[:]` → `a[:-1]`, `a[::2]` → `a[:-1:2]`, and with a negative literal step
 * `a[::-1]` → `a[:0:-1]`. The implicit end of the slice moves by one, as `slice-end` moves an
 * explicit one. A slice whose step is not a literal is skipped (its direction is unknown).
 */
export const pythonImplicitSliceEnd: PythonMutator = {
  name: 'implicit-slice-end',
  bugType: 'off_by_one_boundary',
  language: 'python',
  description: 'gives a slice without an end one that stops one element early: a[k:] → a[k:-1], a[::-1] → a[:0:-1]',
  *mutate(node) {
    if (node.type !== 'slice') return;
    const { end, step } = sliceParts(node);
    if (end !== undefined) return;
    const stepValue = step === undefined ? 1 : integerValue(step);
    if (stepValue === undefined || stepValue === 0) return;
    const firstColon = node.children.find((child) => child !== null && child.type === ':');
    if (firstColon === undefined || firstColon === null) return;
    yield { start: firstColon.endIndex, end: firstColon.endIndex, replacement: stepValue > 0 ? '-1' : '0' };
  },
};
