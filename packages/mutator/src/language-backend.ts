import type { MutationLanguage } from './mutation-language.js';

/** Why a region of the canonical may not be edited. */
export type ProtectedKind = 'string' | 'comment' | 'type annotation' | 'default value' | 'decorator';

/** A region of the canonical that edits must leave alone (they may only move or delete it whole). */
export interface ProtectedRange {
  /** First character (inclusive). */
  readonly start: number;
  /** End (exclusive). */
  readonly end: number;
  /** What the region holds. */
  readonly kind: ProtectedKind;
}

/** One statement of the canonical, in pre-order. */
export interface StatementSpan {
  /** First character of the statement (inclusive). */
  readonly start: number;
  /** End of the statement (exclusive). */
  readonly end: number;
  /** Number of statements nested inside this one (all depths). */
  readonly descendantCount: number;
}

/** The parsed canonical, prepared for one mutation run. */
export interface ParsedCanonical<SyntaxNode> {
  /** The nodes operators visit: pre-order, inside the scope, outside protected subtrees. */
  readonly nodes: readonly SyntaxNode[];
  /** Regions edits must not touch, in source order. */
  readonly protectedRanges: readonly ProtectedRange[];
  /** The range edits must stay in (the entry-point function, or the whole source). */
  readonly scope: { readonly start: number; readonly end: number };
  /** Every statement of the canonical, in pre-order. */
  readonly statements: readonly StatementSpan[];
  /** Releases parser memory; `nodes` must not be used afterwards. */
  dispose(): void;
}

/** The result of parsing a mutant. */
export interface SyntaxCheck {
  /** Why the code is not valid (`undefined` when it parses). */
  readonly problem: string | undefined;
  /** Number of statements (same counting as {@link ParsedCanonical.statements}). */
  readonly statementCount: number;
}

/** What the engine needs from a language: parse the canonical, and check a mutant. */
export interface LanguageBackend<SyntaxNode> {
  /** The language this backend parses. */
  readonly language: MutationLanguage;
  /** Parses the canonical; throws `InvalidArgumentError` when it does not parse or lacks the entry point. */
  parseCanonical(source: string, entryPoint: string | undefined): ParsedCanonical<SyntaxNode>;
  /** Parses mutated code and counts its statements. */
  checkSyntax(code: string): SyntaxCheck;
}
