import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { methodName, parenthesize, precedenceOf, TypeScriptPrecedence } from './typescript-syntax.js';

/**
 * Methods that relate their receiver to their one argument, where writing them the other way
 * round is a plausible slip (`text.startsWith(prefix)` / `prefix.startsWith(text)`).
 */
const RELATION_METHODS: ReadonlySet<string> = new Set([
  'includes', 'startsWith', 'endsWith', 'indexOf', 'lastIndexOf', 'localeCompare', 'split',
]);

/**
 * `swap_arguments`: the receiver of a method call and its one argument change places:
 * `word.startsWith(prefix)` → `prefix.startsWith(word)`, `a.localeCompare(b)` → `b.localeCompare(a)`,
 * `list.includes(item)` → `item.includes(list)`. The receiver is the method's first argument
 * (`this`), so this swaps two arguments of one call. Only for methods that relate two values of
 * the same kind (`includes`, `startsWith`, `endsWith`, `indexOf`, `lastIndexOf`, `localeCompare`,
 * `split`); a number literal or an expression that needs them moves into the receiver place in
 * parentheses. Spread arguments and `super` receivers are skipped.
 */
export const typescriptSwapReceiver: TypeScriptMutator = {
  name: 'swap-receiver',
  bugType: 'swap_arguments',
  language: 'typescript',
  description: "swaps a method call's receiver and its one argument: a.startsWith(b) → b.startsWith(a)",
  *mutate(node, { source }) {
    if (!Node.isCallExpression(node) || !RELATION_METHODS.has(methodName(node) ?? '')) return;
    const callee = node.getExpression();
    const args = node.getArguments() as Node[];
    const argument = args[0];
    if (!Node.isPropertyAccessExpression(callee) || args.length !== 1 || argument === undefined) return;
    const receiver = callee.getExpression();
    if (Node.isSuperExpression(receiver) || Node.isSpreadElement(argument) || receiver.getText() === argument.getText()) return;
    const asReceiver = Node.isNumericLiteral(argument) ? `(${argument.getText()})` : parenthesize(argument.getText(), precedenceOf(argument), TypeScriptPrecedence.MEMBER);
    yield { start: receiver.getStart(), end: argument.getEnd(), replacement: asReceiver + source.slice(receiver.getEnd(), argument.getStart()) + receiver.getText() };
  },
};
