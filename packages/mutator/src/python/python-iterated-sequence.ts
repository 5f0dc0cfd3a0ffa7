import type { Node } from 'web-tree-sitter';
import { calleeName, positionalArguments } from './python-syntax.js';

/** Builtins that consume every item of their (first) positional argument. */
const CONSUMING_BUILTINS: ReadonlySet<string> = new Set(['sorted', 'set', 'frozenset', 'list', 'tuple', 'sum', 'any', 'all', 'enumerate', 'reversed']);

/** Calls whose result is a sequence that can be sliced: `sorted(…)`, `list(…)`, `text.split()`… */
const SEQUENCE_CALLS: ReadonlySet<string> = new Set(['sorted', 'list', 'tuple', 'str', 'split', 'rsplit', 'splitlines', 'lower', 'upper', 'strip', 'casefold']);

/** True for the kinds of expression whose items a slice can drop: names, attributes and sequence-returning calls. */
function isSliceableSequence(node: Node): boolean {
  if (node.type === 'identifier' || node.type === 'attribute') return true;
  if (node.type !== 'call') return false;
  const name = calleeName(node);
  const callee = node.childForFieldName('function');
  if (name === undefined || callee === null) return false;
  // `sorted(xs)` but not `obj.sorted(xs)`; `text.split()` but not a function named `split`.
  const isMethod = callee.type === 'attribute';
  return SEQUENCE_CALLS.has(name) && isMethod === !['sorted', 'list', 'tuple', 'str'].includes(name);
}

/** True when `node` is the whole sequence a loop, comprehension or consuming builtin walks through. */
function isIterationSource(node: Node): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  if (parent.type === 'for_statement' || parent.type === 'for_in_clause') return parent.childForFieldName('right')?.id === node.id;
  // `zip(*rows)`: the unpacked sequence supplies the arguments.
  if (parent.type === 'list_splat') return parent.parent?.type === 'argument_list';
  if (parent.type !== 'argument_list' || parent.parent?.type !== 'call') return false;
  const call = parent.parent;
  const callee = call.childForFieldName('function');
  const positional = positionalArguments(call);
  const position = positional.findIndex((argument) => argument.id === node.id);
  if (position === -1 || callee === null) return false;
  if (callee.type === 'identifier') {
    if (callee.text === 'zip') return true;
    if (callee.text === 'map' || callee.text === 'filter') return position === 1;
    // `min(xs)` walks xs; `min(a, b)` compares two values.
    if (callee.text === 'min' || callee.text === 'max') return positional.length === 1;
    return CONSUMING_BUILTINS.has(callee.text) && position === 0;
  }
  return callee.type === 'attribute' && calleeName(call) === 'join' && positional.length === 1;
}

/**
 * True when `node` is a sequence walked item by item (the iterable of a `for` loop or
 * comprehension, an unpacked `*args` sequence, the argument of `sorted`, `sum`, `zip`, `set`,
 * `"".join`…) and is a name, an attribute or a call returning a sliceable sequence, so that
 * `node[1:]` and `node[:-1]` drop its first or last item.
 */
export function isIteratedSequence(node: Node): boolean {
  return isSliceableSequence(node) && isIterationSource(node);
}
