import { InvalidArgumentError } from '@execret/core';
import type { Node, Parser, Tree } from 'web-tree-sitter';
import type { ParsedCanonical, ProtectedKind, ProtectedRange } from '../language-backend.js';

/** The first error or missing node of a tree, breadth-first along the nodes that contain one. */
export function firstSyntaxError(root: Node): Node | undefined {
  if (!root.hasError) return undefined;
  const pending: Node[] = [root];
  while (pending.length > 0) {
    const node = pending.shift() as Node;
    if (node.isError || node.isMissing) return node;
    if (node.hasError) pending.unshift(...node.children.filter((child): child is Node => child !== null));
  }
  return root;
}

/** `line 3, column 5: unexpected input near "…"` for an error node. */
export function describeSyntaxError(node: Node, source: string): string {
  const { row, column } = node.startPosition;
  const near = source.slice(node.startIndex, Math.min(node.endIndex, node.startIndex + 30));
  const what = node.isMissing ? `missing ${node.type}` : 'unexpected input';
  return `line ${row + 1}, column ${column + 1}: ${what}${near === '' ? '' : ` near ${JSON.stringify(near)}`}`;
}

/** Parses `source`; throws when the parser gives no tree (it was reset or has no language). */
export function parseSource(parser: Parser, language: string, source: string): Tree {
  const tree = parser.parse(source);
  if (tree === null) throw new InvalidArgumentError(`${language}: tree-sitter returned no tree (the parser was reset or has no language)`);
  return tree;
}

/** Parses a canonical; throws `<language> source does not parse: …` at its first error or missing node. */
export function parseCanonicalSource(parser: Parser, language: string, source: string): Tree {
  const tree = parseSource(parser, language, source);
  const error = firstSyntaxError(tree.rootNode);
  if (error !== undefined) {
    tree.delete();
    throw new InvalidArgumentError(`${language} source does not parse: ${describeSyntaxError(error, source)}`);
  }
  return tree;
}

/** How a grammar's backend classifies nodes for {@link prepareCanonical}. */
export interface NodeRoles {
  /** Why edits must leave the node alone, or `undefined`. */
  protectedKindOf(node: Node): ProtectedKind | undefined;
  /** True for a statement. */
  isStatement(node: Node): boolean;
}

/**
 * Walks a parsed canonical once: the nodes operators visit (pre-order, inside `scopeNode`, outside
 * protected subtrees), the protected regions and the statements. The result owns `tree`.
 */
export function prepareCanonical(tree: Tree, scopeNode: Node, roles: NodeRoles): ParsedCanonical<Node> {
  const protectedRanges: ProtectedRange[] = [];
  const statements: { start: number; end: number; descendantCount: number }[] = [];
  const nodes: Node[] = [];
  const openStatements: { descendantCount: number }[] = [];
  const visit = (node: Node, inScope: boolean, shielded: boolean): void => {
    const kind = roles.protectedKindOf(node);
    if (kind !== undefined && !shielded) protectedRanges.push({ start: node.startIndex, end: node.endIndex, kind });
    const nowInScope = inScope || node.id === scopeNode.id;
    const nowShielded = shielded || kind !== undefined;
    const statement = roles.isStatement(node);
    if (statement) {
      const span = { start: node.startIndex, end: node.endIndex, descendantCount: 0 };
      for (const open of openStatements) open.descendantCount += 1;
      statements.push(span);
      openStatements.push(span);
    }
    if (nowInScope && !nowShielded) nodes.push(node);
    for (const child of node.namedChildren) if (child !== null) visit(child, nowInScope, nowShielded);
    if (statement) openStatements.pop();
  };
  visit(tree.rootNode, scopeNode.id === tree.rootNode.id, false);
  return {
    nodes,
    protectedRanges,
    scope: { start: scopeNode.startIndex, end: scopeNode.endIndex },
    statements,
    dispose: () => tree.delete(),
  };
}
