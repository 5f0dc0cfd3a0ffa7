import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MutationResult } from '../mutation-result.js';
import type { TreeSitterLanguageName } from '../mutator.js';
import { cppSyntax } from '../cpp/cpp-syntax.js';
import { goSyntax } from '../go/go-syntax.js';
import { javaSyntax } from '../java/java-syntax.js';
import { rustSyntax } from '../rust/rust-syntax.js';
import { forLanguage } from '../tree-sitter/tree-sitter-operator.js';
import type { TreeSitterOperator } from '../tree-sitter/tree-sitter-operator.js';
import { expectMutation } from './expect-mutation.js';

const SYNTAXES = { go: goSyntax, java: javaSyntax, rust: rustSyntax, cpp: cppSyntax } as const;

/** A function around the body lines of a case, per language (the body is indented by the case). */
const WRAPPERS = {
  go: ['package main\n\nfunc f(a int, b int, xs []int) int {\n', '}\n'],
  java: ['class C {\n  static int f(int a, int b, int[] xs) {\n', '  }\n}\n'],
  rust: ['fn f(a: i64, b: i64, xs: &[i64]) -> i64 {\n', '}\n'],
  cpp: ['int f(int a, int b, const std::vector<int>& xs) {\n', '}\n'],
} as const satisfies Record<TreeSitterLanguageName, readonly [string, string]>;

function wrap(language: TreeSitterLanguageName, body: string): string {
  const [head, tail] = WRAPPERS[language];
  return head + body + tail;
}

/**
 * Runs one shared operator alone, as `language`'s `Mutator`, over `body` inside a function `f`
 * and asserts that the kept mutants are exactly the `expectedBodies` in that function (see
 * `expectMutation`).
 */
export function expectBodyMutation(
  operator: TreeSitterOperator,
  language: TreeSitterLanguageName,
  body: string,
  expectedBodies: readonly string[],
): Promise<MutationResult> {
  return expectMutation(
    forLanguage(operator, SYNTAXES[language]),
    wrap(language, body),
    expectedBodies.map((expected) => wrap(language, expected)),
  );
}

/** Imports every `<operator>.cases.ts` of `src/tree-sitter/operators/`, in name order; returns the operator names. */
export async function importTreeSitterOperatorCases(): Promise<string[]> {
  const folder = fileURLToPath(new URL('../tree-sitter/operators/', import.meta.url));
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.cases.ts'))
    .sort();
  for (const file of files) await import(join(folder, file));
  return files.map((file) => file.slice(0, -'.cases.ts'.length));
}
