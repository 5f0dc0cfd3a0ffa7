import type { BugType } from '@execret/core';
import type { MutatorContext, SourceEdit, TreeSitterMutator, TreeSitterSyntaxNode } from '../mutator.js';
import type { TreeSitterSyntax } from './tree-sitter-syntax.js';

/** What a shared tree-sitter operator reads besides the node: the source and the language's table. */
export interface TreeSitterOperatorContext extends MutatorContext {
  /** The node types and accessors of the language being mutated. */
  readonly syntax: TreeSitterSyntax;
}

/**
 * One operator written once for Go, Java, Rust and C++: it reads node types only through the
 * language's {@link TreeSitterSyntax}. {@link forLanguage} turns it into each language's `Mutator`.
 */
export interface TreeSitterOperator {
  /** Kebab-case name, the same in every language. */
  readonly name: string;
  /** The bug type of every edit. */
  readonly bugType: BugType;
  /** One sentence for people. */
  readonly description: string;
  /** Whether the language has what the operator edits (default: every language). */
  supports?(syntax: TreeSitterSyntax): boolean;
  /** Yields the edits at `node`. */
  mutate(node: TreeSitterSyntaxNode, context: TreeSitterOperatorContext): Iterable<SourceEdit>;
}

/** The operator as one language's `Mutator` (its `language` is the table's). */
export function forLanguage(operator: TreeSitterOperator, syntax: TreeSitterSyntax): TreeSitterMutator {
  return {
    name: operator.name,
    bugType: operator.bugType,
    language: syntax.language,
    description: operator.description,
    mutate: (node, context) => operator.mutate(node, { ...context, syntax }),
  };
}
