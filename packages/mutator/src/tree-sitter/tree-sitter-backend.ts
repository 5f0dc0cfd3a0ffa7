import { InvalidArgumentError } from '@execret/core';
import { Parser } from 'web-tree-sitter';
import type { Language as TreeSitterLanguage, Node, Tree } from 'web-tree-sitter';
import type { LanguageBackend, ParsedCanonical, ProtectedKind, SyntaxCheck } from '../language-backend.js';
import { describeSyntaxError, firstSyntaxError, parseCanonicalSource, parseSource, prepareCanonical } from './tree-sitter-canonical.js';
import type { TreeSitterSyntax } from './tree-sitter-syntax.js';

/**
 * Parses one language with its tree-sitter grammar and prepares canonicals for the operators:
 * the same contract as the Python backend, with the node types of the language's
 * {@link TreeSitterSyntax}. A mutant must parse without error or missing nodes.
 */
export class TreeSitterBackend implements LanguageBackend<Node> {
  readonly language: TreeSitterSyntax['language'];
  private readonly parser: Parser;

  constructor(
    grammar: TreeSitterLanguage,
    private readonly syntax: TreeSitterSyntax,
  ) {
    this.language = syntax.language;
    this.parser = new Parser();
    this.parser.setLanguage(grammar);
  }

  private parse(source: string): Tree {
    return parseSource(this.parser, this.language, source);
  }

  /** True for a statement node: a statement type, or the tail expression of a Rust block. */
  private isStatement(node: Node): boolean {
    if (this.syntax.statementTypes.has(node.type)) return true;
    const parent = node.parent;
    if (parent === null || !this.syntax.tailExpressionBlocks.has(parent.type) || !node.isNamed || node.type.includes('comment')) return false;
    let last: Node | null = parent.lastChild;
    while (last !== null && (!last.isNamed || last.type.includes('comment'))) last = last.previousSibling;
    return last !== null && last.id === node.id;
  }

  private protectedKindOf(node: Node): ProtectedKind | undefined {
    return Object.hasOwn(this.syntax.protectedTypes, node.type) ? this.syntax.protectedTypes[node.type] : undefined;
  }

  private findFunction(root: Node, name: string): Node | undefined {
    return root.descendantsOfType([...this.syntax.functionTypes]).find((node): node is Node => node !== null && this.syntax.functionName(node) === name);
  }

  parseCanonical(source: string, entryPoint: string | undefined): ParsedCanonical<Node> {
    const tree = parseCanonicalSource(this.parser, this.language, source);
    const root = tree.rootNode;
    let scopeNode = root;
    if (entryPoint !== undefined) {
      const found = this.findFunction(root, entryPoint);
      if (found === undefined) {
        const names = root.descendantsOfType([...this.syntax.functionTypes]).map((node) => (node === null ? undefined : this.syntax.functionName(node)));
        tree.delete();
        throw new InvalidArgumentError(
          `${this.language} source has no function named "${entryPoint}" (entryPoint); functions defined: ${names.length === 0 ? 'none' : names.join(', ')}`,
        );
      }
      scopeNode = found;
    }
    return prepareCanonical(tree, scopeNode, { protectedKindOf: (node) => this.protectedKindOf(node), isStatement: (node) => this.isStatement(node) });
  }

  checkSyntax(code: string): SyntaxCheck {
    const tree = this.parse(code);
    try {
      const error = firstSyntaxError(tree.rootNode);
      if (error !== undefined) return { problem: describeSyntaxError(error, code), statementCount: 0 };
      let count = 0;
      const visit = (node: Node): void => {
        if (this.isStatement(node)) count += 1;
        for (const child of node.namedChildren) if (child !== null) visit(child);
      };
      visit(tree.rootNode);
      return { problem: undefined, statementCount: count };
    } finally {
      tree.delete();
    }
  }

  /** Frees the parser. */
  dispose(): void {
    this.parser.delete();
  }
}
