import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';

/** Each method and its opposite. */
const OPPOSITES = { min: 'max', max: 'min' } as const;

function hasOpposite(name: string): name is keyof typeof OPPOSITES {
  return Object.hasOwn(OPPOSITES, name);
}

/**
 * `wrong_comparison`: `Math.min` becomes `Math.max` and the reverse: `Math.min(Math.max(v, lo),
 * hi)` → `Math.max(Math.max(v, lo), hi)`. `min` and `max` choose by comparison, so the swap flips
 * the comparison that picks the result (`<` ↔ `>`). The example operator `swap-min-max` in
 * src/examples does the same as a `wrong_operator`; it is not registered.
 */
export const typescriptMinMax: TypeScriptMutator = {
  name: 'min-max',
  bugType: 'wrong_comparison',
  language: 'typescript',
  description: 'swaps Math.min and Math.max: Math.min(a, b) → Math.max(a, b)',
  *mutate(node) {
    if (!Node.isCallExpression(node)) return;
    const callee = node.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getExpression().getText() !== 'Math') return;
    const method = callee.getNameNode();
    const name = method.getText();
    if (hasOpposite(name)) yield { start: method.getStart(), end: method.getEnd(), replacement: OPPOSITES[name] };
  },
};
