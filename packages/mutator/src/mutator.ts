import type { BugType } from '@execret/core';
import type { Node as TsMorphNode } from 'ts-morph';
import type { Node as TreeSitterNode } from 'web-tree-sitter';

/** A node of a Python syntax tree: a web-tree-sitter `Node` of the tree-sitter-python grammar. */
export type PythonSyntaxNode = TreeSitterNode;

/** A node of a TypeScript/JavaScript syntax tree: a ts-morph `Node`. */
export type TypeScriptSyntaxNode = TsMorphNode;

/** The languages parsed with a shipped tree-sitter grammar besides Python. */
export type TreeSitterLanguageName = 'go' | 'java' | 'rust' | 'cpp';

/**
 * A node of a Go, Java, Rust or C++ syntax tree: a web-tree-sitter `Node` of tree-sitter-go,
 * tree-sitter-java, tree-sitter-rust or tree-sitter-cpp.
 */
export type TreeSitterSyntaxNode = TreeSitterNode;

/**
 * One splice on the original source: the characters in `[start, end)` are replaced by
 * `replacement`. Offsets are JavaScript string indices (UTF-16 code units) into the canonical
 * source, as `node.startIndex` (tree-sitter) and `node.getStart()` (ts-morph) report them.
 * Every character outside the range is kept byte for byte.
 */
export interface SourceEdit {
  /** First replaced character (inclusive). */
  readonly start: number;
  /** End of the replaced range (exclusive); equal to `start` for a pure insertion. */
  readonly end: number;
  /** The text written in place of the range (empty for a deletion). */
  readonly replacement: string;
}

/** What an operator may read besides the node it is given. */
export interface MutatorContext {
  /** The whole canonical source, unchanged. */
  readonly source: string;
}

interface MutatorBase {
  /**
   * Kebab-case operator name, unique within its language (the same name may exist once per
   * language, e.g. `comparison-flip` for Python and for TypeScript). Selection and exclusion
   * match on this name; every mutant records it as `operator`.
   */
  readonly name: string;
  /** The bug type every edit of this operator belongs to (one of core's six, or a custom name). */
  readonly bugType: BugType | (string & {});
  /** One sentence for people: what the operator changes, e.g. `` `<` ↔ `<=`, `>` ↔ `>=` ``. */
  readonly description: string;
}

/**
 * A Python operator. The engine calls `mutate` once for every named tree-sitter node in scope,
 * in source order, never for nodes inside strings, comments, type annotations, default-argument
 * values or decorators. It yields zero or more edits and never changes the tree.
 */
export interface PythonMutator extends MutatorBase {
  /** Discriminant: this operator reads tree-sitter-python nodes. */
  readonly language: 'python';
  /** Yields the edits this operator makes at `node` (usually a generator, `*mutate(node) {…}`). */
  mutate(node: PythonSyntaxNode, context: MutatorContext): Iterable<SourceEdit>;
}

/**
 * A TypeScript/JavaScript operator. The engine calls `mutate` once for every ts-morph node in
 * scope (tokens such as `<` included), in source order, never for nodes inside strings, template
 * literals, comments, type nodes, parameter initializers or decorators. It yields zero or more
 * edits and never changes the tree.
 */
export interface TypeScriptMutator extends MutatorBase {
  /** Discriminant: this operator reads ts-morph nodes. */
  readonly language: 'typescript';
  /** Yields the edits this operator makes at `node` (usually a generator, `*mutate(node) {…}`). */
  mutate(node: TypeScriptSyntaxNode, context: MutatorContext): Iterable<SourceEdit>;
}

/**
 * A JavaScript operator. JavaScript is parsed by the TypeScript backend (ts-morph), so it reads
 * the same nodes as a {@link TypeScriptMutator}; every built-in TypeScript operator also runs on
 * JavaScript, and an operator of this type runs on JavaScript only.
 */
export interface JavaScriptMutator extends MutatorBase {
  /** Discriminant: this operator reads ts-morph nodes of JavaScript sources. */
  readonly language: 'javascript';
  /** Yields the edits this operator makes at `node` (usually a generator, `*mutate(node) {…}`). */
  mutate(node: TypeScriptSyntaxNode, context: MutatorContext): Iterable<SourceEdit>;
}

/**
 * A Go, Java, Rust or C++ operator. The engine calls `mutate` once for every named tree-sitter
 * node in scope, in source order, never for nodes inside strings, comments, type nodes or
 * annotations/attributes. It yields zero or more edits and never changes the tree.
 */
export interface TreeSitterMutator extends MutatorBase {
  /** Discriminant: the language whose tree-sitter nodes this operator reads. */
  readonly language: TreeSitterLanguageName;
  /** Yields the edits this operator makes at `node` (usually a generator, `*mutate(node) {…}`). */
  mutate(node: TreeSitterSyntaxNode, context: MutatorContext): Iterable<SourceEdit>;
}

/** A mutation operator for one language: one kebab-case file, one `const` object of this type. */
export type Mutator = PythonMutator | TypeScriptMutator | JavaScriptMutator | TreeSitterMutator;

