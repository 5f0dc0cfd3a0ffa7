import type { PythonMutator } from '../mutator.js';
import { integerValue, sliceParts } from './python-syntax.js';

/**
 * `off_by_one`: a slice without a start gets one that skips the first element it would take:
 * `a[:n]` → `a[1:n]`, `a[:]` → `a[1:]`, `a[::2]` → `a[1::2]`, and with a negative literal step
 * `a[::-1]` → `a[-2::-1]`. The implicit start (the first element, or the last for a reversed
 * slice) moves by one, like `index-literal` moves an explicit one. A slice whose step is not a
 * literal is skipped (its direction is unknown).
 */
export const pythonImplicitSliceStart: PythonMutator = {
  name: 'implicit-slice-start',
  bugType: 'off_by_one',
  language: 'python',
  description: 'gives a slice without a start one that is one element in: a[:n] → a[1:n], a[::-1] → a[-2::-1]',
  *mutate(node) {
    if (node.type !== 'slice') return;
    const { start, step } = sliceParts(node);
    if (start !== undefined) return;
    const stepValue = step === undefined ? 1 : integerValue(step);
    if (stepValue === undefined || stepValue === 0) return;
    yield { start: node.startIndex, end: node.startIndex, replacement: stepValue > 0 ? '1' : '-2' };
  },
};
