import type { Node } from 'web-tree-sitter';
import type { PythonMutator, SourceEdit } from '../mutator.js';
import { calleeName, childrenWithoutComments, negationOf, positionalArguments, replaceNode } from './python-syntax.js';

/** Comparison operators whose flip (`comparison-flip`) already is the negation. */
const SELF_NEGATING: ReadonlySet<string> = new Set(['==', '!=', 'in', 'not in', 'is', 'is not']);

/** The condition expressions of `node`: of `if`, `elif`, `while`, `a if c else b`, a comprehension `if`, a `filter(lambda …)`. */
function conditionsOf(node: Node): Node[] {
  switch (node.type) {
    case 'if_statement':
    case 'elif_clause':
    case 'while_statement': {
      const condition = node.childForFieldName('condition');
      return condition === null ? [] : [condition];
    }
    case 'conditional_expression': {
      const condition = childrenWithoutComments(node)[1];
      return condition === undefined ? [] : [condition];
    }
    case 'if_clause':
      return childrenWithoutComments(node).slice(0, 1);
    case 'call': {
      if (calleeName(node) !== 'filter' || node.childForFieldName('function')?.type !== 'identifier') return [];
      const predicate = positionalArguments(node)[0];
      const body = predicate?.type === 'lambda' ? predicate.childForFieldName('body') : null;
      return body === null || body === undefined ? [] : [body];
    }
    default:
      return [];
  }
}

function negate(condition: Node): SourceEdit | undefined {
  if (condition.type === 'true' || condition.type === 'false') return undefined;
  if (condition.type === 'comparison_operator') {
    const operators = condition.childrenForFieldName('operators');
    const only = operators.length === 1 ? operators[0] : undefined;
    if (only !== undefined && only !== null && SELF_NEGATING.has(only.type)) return undefined;
  }
  if (condition.type === 'not_operator') {
    const argument = condition.childForFieldName('argument');
    return argument === null ? undefined : replaceNode(condition, argument.text);
  }
  return replaceNode(condition, negationOf(condition));
}

/**
 * `wrong_comparison`: a condition is negated: `if c:` → `if not c:` (and `if not c:` → `if c:`),
 * likewise for `elif`, `while`, the condition of `a if c else b`, the `if` clause of a
 * comprehension and the body of a `filter(lambda …)` predicate. The test a branch depends on
 * flips its meaning, which is what the type's flips (`<` ↔ `>=` in effect) do to one comparison.
 * A single `==`, `!=`, `in`, `is` (and their negations) is left to `comparison-flip`, whose flip is
 * this negation; `True` / `False` conditions are skipped. A `not` outside those conditions
 * (`return not stack`) is dropped, which negates that value too.
 */
export const pythonNegateCondition: PythonMutator = {
  name: 'negate-condition',
  bugType: 'wrong_comparison',
  language: 'python',
  description: 'negates a condition (if, elif, while, conditional expression, comprehension if, filter predicate): if c → if not c; drops any other not',
  *mutate(node) {
    for (const condition of conditionsOf(node)) {
      const edit = negate(condition);
      if (edit !== undefined) yield edit;
    }
    // A `not` elsewhere (`return not stack`, `flags[i] = not flags[i]`) is dropped; a condition's is handled above.
    const parent = node.parent;
    const isCondition = parent !== null && conditionsOf(parent).some((condition) => condition.id === node.id);
    const argument = node.type === 'not_operator' ? node.childForFieldName('argument') : null;
    if (argument !== null && !isCondition) yield replaceNode(node, argument.text);
  },
};
