import type { Node } from 'web-tree-sitter';
import type { PythonMutator, SourceEdit } from '../mutator.js';
import { calleeName, childrenWithoutComments, operatorOf, positionalArguments, replaceNode } from './python-syntax.js';

/** Calls whose last positional argument is the fallback for a missing value, by callee and argument count. */
const DEFAULT_POSITIONS = {
  get: 2,
  pop: 2,
  next: 2,
  getattr: 3,
} as const;

function hasDefaultPosition(name: string | undefined): name is keyof typeof DEFAULT_POSITIONS {
  return name !== undefined && Object.hasOwn(DEFAULT_POSITIONS, name);
}

/** Literal kinds that serve as the fallback of `x or <literal>`. */
const FALLBACK_LITERALS: ReadonlySet<string> = new Set([
  'string', 'concatenated_string', 'integer', 'float', 'list', 'tuple', 'dictionary', 'set', 'none', 'true', 'false',
]);

function* dropDefaultArgument(call: Node): Generator<SourceEdit> {
  const list = call.childForFieldName('arguments');
  if (list === null || list.type !== 'argument_list') return;
  const all = childrenWithoutComments(list);
  const name = calleeName(call);
  const positional = positionalArguments(call);
  if (hasDefaultPosition(name) && positional.length === DEFAULT_POSITIONS[name] && all.length === positional.length) {
    const fallback = positional.at(-1)!;
    const before = positional.at(-2)!;
    yield { start: before.endIndex, end: fallback.endIndex, replacement: '' };
  }
  for (let index = 1; index < all.length; index += 1) {
    const argument = all[index]!;
    if (argument.type === 'keyword_argument' && argument.childForFieldName('name')?.text === 'default') {
      yield { start: all[index - 1]!.endIndex, end: argument.endIndex, replacement: '' };
    }
  }
}

/**
 * `remove_edge_case_check`: the fallback for a missing value is removed, so the missing case is no
 * longer handled: `counts.get(ch, 0)` → `counts.get(ch)`, `next(it, None)` → `next(it)`,
 * `getattr(o, name, None)` → `getattr(o, name)`, `d.pop(k, None)` → `d.pop(k)`, `max(xs,
 * default=0)` → `max(xs)`, `name or "anonymous"` → `name`. A default is an edge-case check written
 * as an argument: it answers "what if the key, item or value is missing".
 */
export const pythonDropDefault: PythonMutator = {
  name: 'drop-default',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'removes a fallback for a missing value: d.get(k, 0) → d.get(k), max(xs, default=0) → max(xs), x or "" → x',
  *mutate(node) {
    if (node.type === 'call') {
      yield* dropDefaultArgument(node);
      return;
    }
    if (node.type !== 'boolean_operator' || operatorOf(node)?.type !== 'or') return;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (left !== null && right !== null && FALLBACK_LITERALS.has(right.type)) yield replaceNode(node, left.text);
  },
};
