import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { neighbours } from '../neighbours.js';
import { integerValue, operatorText, replaceNode } from './typescript-syntax.js';

/** `off_by_one`: the literal step of `i += k` / `i -= k` becomes k + 1 and k − 1 (never 0). */
export const typescriptStepOffset: TypeScriptMutator = {
  name: 'step-offset',
  bugType: 'off_by_one',
  language: 'typescript',
  description: 'moves the literal step of a += / -= by one: i += 2 → i += 3, i += 1',
  *mutate(node) {
    if (!Node.isBinaryExpression(node) || !['+=', '-='].includes(operatorText(node))) return;
    const right = node.getRight();
    const step = integerValue(right);
    if (step === undefined || step <= 0) return;
    for (const next of neighbours(step, true)) yield replaceNode(right, String(next));
  },
};
