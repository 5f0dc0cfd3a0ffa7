import type { Mutant } from '@execret/core';
import type { MutationLanguage } from './mutation-language.js';
import type { Mutator, SourceEdit } from './mutator.js';

/** Why a candidate edit was not kept. Stable strings: tools may match on them. */
export const DropReason = {
  /** The mutated code is byte-identical to the canonical. */
  IDENTICAL_TO_CANONICAL: 'identical-to-canonical',
  /** The mutated code is byte-identical to an earlier candidate (see `duplicateOf`). */
  DUPLICATE: 'duplicate',
  /** The mutated code does not parse. */
  PARSE_ERROR: 'parse-error',
  /** The edit changes more (or other) than exactly one statement. */
  MULTIPLE_STATEMENTS: 'multiple-statements',
  /** The edit rewrites or cuts into a string, comment, type annotation, default value or decorator. */
  PROTECTED_REGION: 'protected-region',
  /** The edit lies outside the entry-point function. */
  OUTSIDE_ENTRY_POINT: 'outside-entry-point',
} as const;

/** One of the values of {@link DropReason}. */
export type DropReason = (typeof DropReason)[keyof typeof DropReason];

/** A kept mutant: a core {@link Mutant} plus the edit that made it. */
export interface MutationCandidate extends Mutant {
  /** The splice on the canonical that produced `code` (offsets in UTF-16 code units). */
  readonly edit: SourceEdit;
}

/** A candidate that was not kept, with the reason. */
export interface DroppedCandidate extends MutationCandidate {
  /** Why it was dropped. */
  readonly reason: DropReason;
  /** A sentence with the specifics (the parse error, the duplicated operator and line...). */
  readonly detail: string;
  /** For `duplicate`: the index in enumeration order (kept and dropped together) of the first identical candidate. */
  readonly duplicateOf?: number;
  /** For `duplicate`: the operator of that first identical candidate (the one kept for the gates). */
  readonly duplicateOfOperator?: string;
}

/** An operator of the requested language that did not run, and why. */
export interface ExcludedOperator {
  /** Operator name. */
  readonly name: string;
  /** The caller's reason, or `not listed in options.operators`. */
  readonly reason: string;
}

/** Excludes one operator by name; the reason is recorded in {@link MutationResult.excluded}. */
export interface OperatorExclusion {
  /** Operator name (must exist in the registry for the language). */
  readonly name: string;
  /** Why it is excluded (non-empty). */
  readonly reason: string;
}

/** Options of `mutate`. */
export interface MutateOptions {
  /**
   * Language of the source. JavaScript is parsed by the TypeScript backend (no JSX) and mutated by
   * the TypeScript operators and the registry's JavaScript ones.
   */
  readonly language: MutationLanguage;
  /** When set, only edits inside the function (or method, or function-valued variable) of this name are made. */
  readonly entryPoint?: string;
  /** The operator registry. Default: {@link allMutators}. Operators of other languages are ignored. */
  readonly mutators?: readonly Mutator[];
  /** Names of the operators to run (default: every registry operator of the language). */
  readonly operators?: readonly string[];
  /** Operators to leave out, each with its reason. Applied after `operators`. */
  readonly exclude?: readonly OperatorExclusion[];
}

/** Every candidate edit of one source, in source order. */
export interface MutationResult {
  /** The language the source was parsed as. */
  readonly language: MutationLanguage;
  /** Names of the operators that ran, in registry order. */
  readonly operators: readonly string[];
  /** Operators of this language that did not run, in registry order, with reasons. */
  readonly excluded: readonly ExcludedOperator[];
  /**
   * Kept mutants in enumeration order: by edit start, then edit end, then the operator's
   * position in the registry, then the order the operator yielded them.
   */
  readonly mutants: readonly MutationCandidate[];
  /** Dropped candidates in the same order, each with its reason. */
  readonly dropped: readonly DroppedCandidate[];
}
