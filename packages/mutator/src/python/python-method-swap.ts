import type { Node } from 'web-tree-sitter';
import type { SourceEdit } from '../mutator.js';

/**
 * The edit that renames the method of a call `receiver.name(…)` through `table`, or `undefined`
 * when the node is not such a call (a plain function of that name is left alone).
 */
export function renamedMethod(node: Node, table: Readonly<Record<string, string>>, arity?: (count: number) => boolean): SourceEdit | undefined {
  if (node.type !== 'call') return undefined;
  const callee = node.childForFieldName('function');
  const attribute = callee?.type === 'attribute' ? callee.childForFieldName('attribute') : null;
  if (attribute === null || attribute === undefined || !Object.hasOwn(table, attribute.text)) return undefined;
  const list = node.childForFieldName('arguments');
  if (list === null || list.type !== 'argument_list') return undefined;
  const count = list.namedChildren.filter((child) => child !== null && child.type !== 'comment').length;
  if (arity !== undefined && !arity(count)) return undefined;
  return { start: attribute.startIndex, end: attribute.endIndex, replacement: table[attribute.text] as string };
}
