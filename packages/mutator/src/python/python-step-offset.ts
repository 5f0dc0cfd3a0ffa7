import type { PythonMutator } from '../mutator.js';
import { neighbours } from '../neighbours.js';
import { integerValue, operatorOf, replaceNode } from './python-syntax.js';

/** `off_by_one`: the literal step of `i += k` / `i -= k` becomes k + 1 and k − 1 (never 0). */
export const pythonStepOffset: PythonMutator = {
  name: 'step-offset',
  bugType: 'off_by_one',
  language: 'python',
  description: 'moves the literal step of an augmented += / -= by one: i += 1 → i += 2',
  *mutate(node) {
    if (node.type !== 'augmented_assignment') return;
    const operator = operatorOf(node)?.type;
    const right = node.childForFieldName('right');
    if ((operator !== '+=' && operator !== '-=') || right === null) return;
    const step = integerValue(right);
    if (step === undefined || step <= 0) return;
    for (const next of neighbours(step, true)) yield replaceNode(right, String(next));
  },
};
