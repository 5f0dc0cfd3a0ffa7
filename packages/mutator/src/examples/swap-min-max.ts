// Example of a user-defined operator (see docs/extending-the-mutator.md). In your own code,
// import the types from '@execret/mutator' instead of '../index.js'.
import { Node } from 'ts-morph';
import type { PythonMutator, TypeScriptMutator } from '../index.js';

/** What each name is swapped for. */
const SWAPS = { min: 'max', max: 'min' } as const;

function isSwappable(name: string): name is keyof typeof SWAPS {
  return Object.hasOwn(SWAPS, name);
}

/** Python: `min(a, b)` ↔ `max(a, b)` (calls to the builtin names only, not `obj.min()`). */
export const pythonSwapMinMax: PythonMutator = {
  name: 'swap-min-max',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'swaps calls to min and max: min(a, b) → max(a, b)',
  *mutate(node) {
    if (node.type !== 'call') return;
    const callee = node.childForFieldName('function');
    if (callee?.type === 'identifier' && isSwappable(callee.text)) {
      yield { start: callee.startIndex, end: callee.endIndex, replacement: SWAPS[callee.text] };
    }
  },
};

/** TypeScript: `Math.min(a, b)` ↔ `Math.max(a, b)`. */
export const typescriptSwapMinMax: TypeScriptMutator = {
  name: 'swap-min-max',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'swaps Math.min and Math.max: Math.min(a, b) → Math.max(a, b)',
  *mutate(node) {
    if (!Node.isCallExpression(node)) return;
    const callee = node.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getExpression().getText() !== 'Math') return;
    const method = callee.getNameNode();
    const name = method.getText();
    if (isSwappable(name)) yield { start: method.getStart(), end: method.getEnd(), replacement: SWAPS[name] };
  },
};
