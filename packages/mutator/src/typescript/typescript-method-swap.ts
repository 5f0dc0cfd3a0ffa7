import { Node } from 'ts-morph';
import type { SourceEdit } from '../mutator.js';

/**
 * The edit that renames the method of a call `receiver.name(…)` (also `receiver?.name(…)`)
 * through `table`, or `undefined` when the node is not such a call or `arity` rejects its
 * argument count.
 */
export function renamedMethod(node: Node, table: Readonly<Record<string, string>>, arity?: (count: number) => boolean): SourceEdit | undefined {
  if (!Node.isCallExpression(node)) return undefined;
  const callee = node.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.getNameNode();
  if (!Object.hasOwn(table, name.getText())) return undefined;
  if (arity !== undefined && !arity(node.getArguments().length)) return undefined;
  return { start: name.getStart(), end: name.getEnd(), replacement: table[name.getText()] as string };
}
