import type { Node } from 'web-tree-sitter';
import type { PythonMutator } from '../mutator.js';
import { childrenWithoutComments, parenthesize, PythonPrecedence, precedenceOf } from './python-syntax.js';

/**
 * Methods that relate their receiver to their one argument, where writing them the other way
 * round is a plausible slip (`text.startswith(prefix)` / `prefix.startswith(text)`).
 */
const RELATION_METHODS: ReadonlySet<string> = new Set([
  'startswith', 'endswith', 'count', 'find', 'rfind', 'index', 'rindex', 'split', 'rsplit', 'partition', 'rpartition',
  'issubset', 'issuperset', 'isdisjoint', 'union', 'intersection', 'difference', 'symmetric_difference',
]);

/** Receivers that can move into an argument list as they are (no `super`, no keywords). */
const MOVABLE: ReadonlySet<string> = new Set([
  'identifier', 'attribute', 'subscript', 'call', 'string', 'concatenated_string', 'parenthesized_expression',
  'list', 'tuple', 'set', 'dictionary', 'integer', 'float',
]);

/**
 * `swap_arguments`: the receiver of a method call and its one argument change places:
 * `word.startswith(prefix)` → `prefix.startswith(word)`, `a.difference(b)` → `b.difference(a)`,
 * `text.count(sub)` → `sub.count(text)`. The receiver is the method's first argument (`self`), so
 * this swaps two arguments of one call. Only for methods that relate two values of the same kind
 * (`startswith`, `endswith`, `count`, `find`, `index`, `split`, `partition` and their `r` forms, and
 * the set relations); calls with keyword or starred arguments are skipped.
 */
export const pythonSwapReceiver: PythonMutator = {
  name: 'swap-receiver',
  bugType: 'swap_arguments',
  language: 'python',
  description: 'swaps a method call\'s receiver and its one argument: a.startswith(b) → b.startswith(a)',
  *mutate(node, { source }) {
    if (node.type !== 'call') return;
    const callee = node.childForFieldName('function');
    const list = node.childForFieldName('arguments');
    if (callee?.type !== 'attribute' || list === null || list.type !== 'argument_list') return;
    const method = callee.childForFieldName('attribute')?.text;
    const receiver = callee.childForFieldName('object');
    const argumentsGiven = childrenWithoutComments(list);
    const argument: Node | undefined = argumentsGiven[0];
    if (method === undefined || !RELATION_METHODS.has(method) || receiver === null || argumentsGiven.length !== 1 || argument === undefined) return;
    if (!MOVABLE.has(receiver.type) || ['keyword_argument', 'list_splat', 'dictionary_splat'].includes(argument.type)) return;
    if (receiver.text === argument.text) return;
    yield {
      start: receiver.startIndex,
      end: argument.endIndex,
      replacement: parenthesize(argument.text, precedenceOf(argument), PythonPrecedence.PRIMARY) + source.slice(receiver.endIndex, argument.startIndex) + receiver.text,
    };
  },
};
