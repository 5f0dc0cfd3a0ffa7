import type { PythonMutator } from '../mutator.js';
import { integerValue, parenthesize, positionalArguments, precedenceOf, requiredPrecedence, sliceParts } from './python-syntax.js';

/**
 * `wrong_comparison`: a reversal is dropped: `reversed(xs)` → `xs`, `xs[::-1]` → `xs`. Walking a
 * sequence (often a sorted one) backwards visits it in descending instead of ascending position
 * order; dropping the reversal flips that order, as `sort-order` does for `reverse=True`.
 */
export const pythonDropReverse: PythonMutator = {
  name: 'drop-reverse',
  bugType: 'wrong_comparison',
  language: 'python',
  description: 'a reversal is dropped: reversed(xs) → xs, xs[::-1] → xs',
  *mutate(node) {
    if (node.type === 'call' && node.childForFieldName('function')?.type === 'identifier' && node.childForFieldName('function')?.text === 'reversed') {
      const list = node.childForFieldName('arguments');
      const positional = positionalArguments(node);
      const argument = positional[0];
      if (argument === undefined || positional.length !== 1 || list?.namedChildren.length !== 1) return;
      yield { start: node.startIndex, end: node.endIndex, replacement: parenthesize(argument.text, precedenceOf(argument), requiredPrecedence(node)) };
      return;
    }
    if (node.type !== 'subscript') return;
    const slices = node.childrenForFieldName('subscript').filter((child) => child !== null);
    const slice = slices[0];
    const value = node.childForFieldName('value');
    if (slices.length !== 1 || slice?.type !== 'slice' || value === null) return;
    const parts = sliceParts(slice);
    if (parts.start !== undefined || parts.end !== undefined || parts.step === undefined || integerValue(parts.step) !== -1) return;
    yield { start: value.endIndex, end: node.endIndex, replacement: '' };
  },
};
