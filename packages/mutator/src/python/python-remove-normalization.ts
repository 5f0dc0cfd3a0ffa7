import type { PythonMutator } from '../mutator.js';
import { calleeName, childrenWithoutComments, parenthesize, positionalArguments, precedenceOf, replaceNode, requiredPrecedence } from './python-syntax.js';

/** Methods that normalise the case or the surrounding whitespace of a string. */
const NORMALIZING_METHODS: ReadonlySet<string> = new Set(['lower', 'upper', 'casefold', 'strip', 'lstrip', 'rstrip']);

/** Builtins that normalise their one argument: the sign (`abs`) or repeated items (`set`). */
const NORMALIZING_FUNCTIONS: ReadonlySet<string> = new Set(['abs', 'set']);

/**
 * `remove_edge_case_check`: a normalisation that makes special inputs behave like ordinary ones
 * is removed: `text.lower()` → `text` (mixed case), `line.strip()` → `line` (surrounding spaces),
 * `abs(n)` → `n` (negative numbers), `set(items)` → `items` (repeated items). The normalisation is
 * the handling of that edge case, and removing it is the same bug as removing the check.
 */
export const pythonRemoveNormalization: PythonMutator = {
  name: 'remove-normalization',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'removes a normalisation of case, whitespace, sign or repeats: s.lower() → s, abs(n) → n, set(xs) → xs',
  *mutate(node) {
    if (node.type !== 'call') return;
    const callee = node.childForFieldName('function');
    const list = node.childForFieldName('arguments');
    if (callee === null || list === null || list.type !== 'argument_list') return;
    if (callee.type === 'attribute') {
      const receiver = callee.childForFieldName('object');
      if (receiver !== null && NORMALIZING_METHODS.has(calleeName(node) ?? '')) yield { start: receiver.endIndex, end: node.endIndex, replacement: '' };
      return;
    }
    const positional = positionalArguments(node);
    const argument = positional[0];
    if (callee.type !== 'identifier' || !NORMALIZING_FUNCTIONS.has(callee.text) || argument === undefined) return;
    if (positional.length !== 1 || childrenWithoutComments(list).length !== 1) return;
    yield replaceNode(node, parenthesize(argument.text, precedenceOf(argument), requiredPrecedence(node)));
  },
};
