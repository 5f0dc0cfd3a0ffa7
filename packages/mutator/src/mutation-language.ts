import type { Language } from '@execret/core';

/**
 * Every language the mutator parses: Python and Go, Java, Rust, C++ with tree-sitter grammars,
 * TypeScript and JavaScript with ts-morph. A superset of `@execret/core`'s `Language`.
 */
export const MUTATION_LANGUAGES = ['python', 'typescript', 'javascript', 'go', 'java', 'rust', 'cpp'] as const;

/** A language the mutator parses (core's `Language` and the languages of its backends). */
export type MutationLanguage = Language | (typeof MUTATION_LANGUAGES)[number];

/** True when `value` names a language the mutator parses. */
export function isMutationLanguage(value: unknown): value is MutationLanguage {
  return typeof value === 'string' && (MUTATION_LANGUAGES as readonly string[]).includes(value);
}
