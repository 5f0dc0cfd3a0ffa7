import { readFileSync } from 'node:fs';
import { BUG_TYPES } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { testEngine } from './__fixtures__/expect-mutation.js';
import { DropReason } from './mutation-result.js';
import type { MutationLanguage } from './mutation-language.js';

interface LanguageFixture {
  readonly language: MutationLanguage;
  /** Under `src/__fixtures__/`: one function with a guard clause, a counting loop, comparisons, arithmetic and a two-argument call. */
  readonly file: string;
  readonly entryPoint: string;
  /** Every kept mutant as `<operator> <line>: <changed line(s) in the mutant>`, in enumeration order. */
  readonly mutants: readonly string[];
}

// The same function in each language the tree-sitter operators (Go, Java, Rust, C++) or the
// TypeScript ones (JavaScript) mutate, with every mutant it gets.
const FIXTURES: readonly LanguageFixture[] = [
  {
    language: 'go',
    file: 'go/sum_until.go',
    entryPoint: 'sumUntil',
    mutants: [
      "remove-guard 5: ",
      "length-offset 5: if len(xs) + 1 == 0 {",
      "length-offset 5: if len(xs) - 1 == 0 {",
      "comparison-flip 5: if len(xs) != 0 {",
      "literal-offset 8: total := 1",
      "index-literal 9: for i := 1; i < len(xs); i++ {",
      "boundary-comparison 9: for i := 0; i <= len(xs); i++ {",
      "comparison-flip 9: for i := 0; i > len(xs); i++ {",
      "length-offset 9: for i := 0; i < len(xs) + 1; i++ {",
      "length-offset 9: for i := 0; i < len(xs) - 1; i++ {",
      "remove-guard 10: ",
      "negate-condition 10: if !(xs[i] >= limit || xs[i] < 0) {",
      "drop-guard-operand 10: if xs[i] < 0 {",
      "drop-guard-operand 10: if xs[i] >= limit {",
      "index-offset 10: if xs[i + 1] >= limit || xs[i] < 0 {",
      "index-offset 10: if xs[i - 1] >= limit || xs[i] < 0 {",
      "boundary-comparison 10: if xs[i] > limit || xs[i] < 0 {",
      "comparison-flip 10: if xs[i] <= limit || xs[i] < 0 {",
      "logical-operator 10: if xs[i] >= limit && xs[i] < 0 {",
      "index-offset 10: if xs[i] >= limit || xs[i + 1] < 0 {",
      "index-offset 10: if xs[i] >= limit || xs[i - 1] < 0 {",
      "boundary-comparison 10: if xs[i] >= limit || xs[i] <= 0 {",
      "comparison-flip 10: if xs[i] >= limit || xs[i] > 0 {",
      "bound-literal 10: if xs[i] >= limit || xs[i] < 1 {",
      "assignment-operator 13: total -= xs[i] * 2",
      "plain-assignment 13: total = xs[i] * 2",
      "index-offset 13: total += xs[i + 1] * 2",
      "index-offset 13: total += xs[i - 1] * 2",
      "arithmetic-operator 13: total += xs[i] / 2",
      "literal-offset 13: total += xs[i] * 3",
      "literal-offset 13: total += xs[i] * 1",
      "swap-arguments 17: return clamp(limit-1, total)",
      "literal-offset 17: return clamp(total, limit)",
      "arithmetic-operator 17: return clamp(total, limit+1)",
      "literal-offset 17: return clamp(total, limit-2)",
    ],
  },
  {
    language: 'java',
    file: 'java/SumUntil.java',
    entryPoint: 'sumUntil',
    mutants: [
      "remove-guard 4: ",
      "length-offset 4: if (xs.length + 1 == 0) {",
      "length-offset 4: if (xs.length - 1 == 0) {",
      "comparison-flip 4: if (xs.length != 0) {",
      "literal-offset 7: int total = 1;",
      "index-literal 8: for (int i = 1; i < xs.length; i++) {",
      "boundary-comparison 8: for (int i = 0; i <= xs.length; i++) {",
      "comparison-flip 8: for (int i = 0; i > xs.length; i++) {",
      "length-offset 8: for (int i = 0; i < xs.length + 1; i++) {",
      "length-offset 8: for (int i = 0; i < xs.length - 1; i++) {",
      "remove-guard 9: ",
      "negate-condition 9: if (!(xs[i] >= limit || xs[i] < 0)) break;",
      "drop-guard-operand 9: if (xs[i] < 0) break;",
      "drop-guard-operand 9: if (xs[i] >= limit) break;",
      "index-offset 9: if (xs[i + 1] >= limit || xs[i] < 0) break;",
      "index-offset 9: if (xs[i - 1] >= limit || xs[i] < 0) break;",
      "boundary-comparison 9: if (xs[i] > limit || xs[i] < 0) break;",
      "comparison-flip 9: if (xs[i] <= limit || xs[i] < 0) break;",
      "logical-operator 9: if (xs[i] >= limit && xs[i] < 0) break;",
      "index-offset 9: if (xs[i] >= limit || xs[i + 1] < 0) break;",
      "index-offset 9: if (xs[i] >= limit || xs[i - 1] < 0) break;",
      "boundary-comparison 9: if (xs[i] >= limit || xs[i] <= 0) break;",
      "comparison-flip 9: if (xs[i] >= limit || xs[i] > 0) break;",
      "bound-literal 9: if (xs[i] >= limit || xs[i] < 1) break;",
      "assignment-operator 10: total -= xs[i] * 2;",
      "plain-assignment 10: total = xs[i] * 2;",
      "index-offset 10: total += xs[i + 1] * 2;",
      "index-offset 10: total += xs[i - 1] * 2;",
      "arithmetic-operator 10: total += xs[i] / 2;",
      "literal-offset 10: total += xs[i] * 3;",
      "literal-offset 10: total += xs[i] * 1;",
      "swap-arguments 13: return Math.floorMod(limit - 1, total);",
      "literal-offset 13: return Math.floorMod(total, limit);",
      "arithmetic-operator 13: return Math.floorMod(total, limit + 1);",
      "literal-offset 13: return Math.floorMod(total, limit - 2);",
    ],
  },
  {
    language: 'rust',
    file: 'rust/sum_until.rs',
    entryPoint: 'sum_until',
    mutants: [
      "remove-guard 3: ",
      "negate-condition 3: if !xs.is_empty() {",
      "literal-offset 6: let mut total = 1;",
      "index-literal 7: for i in 1..xs.len() {",
      "range-end 7: for i in 0..=xs.len() {",
      "length-offset 7: for i in 0..xs.len() + 1 {",
      "length-offset 7: for i in 0..xs.len() - 1 {",
      "remove-guard 8: ",
      "negate-condition 8: if !(xs[i] >= limit || xs[i] < 0) {",
      "drop-guard-operand 8: if xs[i] < 0 {",
      "drop-guard-operand 8: if xs[i] >= limit {",
      "index-offset 8: if xs[i + 1] >= limit || xs[i] < 0 {",
      "index-offset 8: if xs[i - 1] >= limit || xs[i] < 0 {",
      "boundary-comparison 8: if xs[i] > limit || xs[i] < 0 {",
      "comparison-flip 8: if xs[i] <= limit || xs[i] < 0 {",
      "logical-operator 8: if xs[i] >= limit && xs[i] < 0 {",
      "index-offset 8: if xs[i] >= limit || xs[i + 1] < 0 {",
      "index-offset 8: if xs[i] >= limit || xs[i - 1] < 0 {",
      "boundary-comparison 8: if xs[i] >= limit || xs[i] <= 0 {",
      "comparison-flip 8: if xs[i] >= limit || xs[i] > 0 {",
      "bound-literal 8: if xs[i] >= limit || xs[i] < 1 {",
      "assignment-operator 11: total -= xs[i] * 2;",
      "plain-assignment 11: total = xs[i] * 2;",
      "index-offset 11: total += xs[i + 1] * 2;",
      "index-offset 11: total += xs[i - 1] * 2;",
      "arithmetic-operator 11: total += xs[i] / 2;",
      "literal-offset 11: total += xs[i] * 3;",
      "literal-offset 11: total += xs[i] * 1;",
      "swap-arguments 14: clamp(limit - 1, total)",
      "literal-offset 14: clamp(total, limit)",
      "arithmetic-operator 14: clamp(total, limit + 1)",
      "literal-offset 14: clamp(total, limit - 2)",
    ],
  },
  {
    language: 'cpp',
    file: 'cpp/sum_until.cpp',
    entryPoint: 'sumUntil',
    mutants: [
      "remove-guard 5: ",
      "negate-condition 5: if (!xs.empty()) return 0;",
      "literal-offset 6: int total = 1;",
      "index-literal 7: for (size_t i = 1; i < xs.size(); ++i) {",
      "boundary-comparison 7: for (size_t i = 0; i <= xs.size(); ++i) {",
      "comparison-flip 7: for (size_t i = 0; i > xs.size(); ++i) {",
      "length-offset 7: for (size_t i = 0; i < xs.size() + 1; ++i) {",
      "length-offset 7: for (size_t i = 0; i < xs.size() - 1; ++i) {",
      "remove-guard 8: ",
      "negate-condition 8: if (!(xs[i] >= limit || xs[i] < 0)) {",
      "drop-guard-operand 8: if (xs[i] < 0) {",
      "drop-guard-operand 8: if (xs[i] >= limit) {",
      "index-offset 8: if (xs[i + 1] >= limit || xs[i] < 0) {",
      "index-offset 8: if (xs[i - 1] >= limit || xs[i] < 0) {",
      "boundary-comparison 8: if (xs[i] > limit || xs[i] < 0) {",
      "comparison-flip 8: if (xs[i] <= limit || xs[i] < 0) {",
      "logical-operator 8: if (xs[i] >= limit && xs[i] < 0) {",
      "index-offset 8: if (xs[i] >= limit || xs[i + 1] < 0) {",
      "index-offset 8: if (xs[i] >= limit || xs[i - 1] < 0) {",
      "boundary-comparison 8: if (xs[i] >= limit || xs[i] <= 0) {",
      "comparison-flip 8: if (xs[i] >= limit || xs[i] > 0) {",
      "bound-literal 8: if (xs[i] >= limit || xs[i] < 1) {",
      "assignment-operator 11: total -= xs[i] * 2;",
      "plain-assignment 11: total = xs[i] * 2;",
      "index-offset 11: total += xs[i + 1] * 2;",
      "index-offset 11: total += xs[i - 1] * 2;",
      "arithmetic-operator 11: total += xs[i] / 2;",
      "literal-offset 11: total += xs[i] * 3;",
      "literal-offset 11: total += xs[i] * 1;",
      "swap-arguments 14: return clamp(limit - 1, total);",
      "literal-offset 14: return clamp(total, limit);",
      "arithmetic-operator 14: return clamp(total, limit + 1);",
      "literal-offset 14: return clamp(total, limit - 2);",
    ],
  },
  {
    language: 'javascript',
    file: 'javascript/sum-until.js',
    entryPoint: 'sumUntil',
    mutants: [
      "remove-guard 3: ",
      "length-offset 3: if (xs.length + 1 === 0) {",
      "length-offset 3: if (xs.length - 1 === 0) {",
      "comparison-flip 3: if (xs.length !== 0) {",
      "literal-offset 3: if (xs.length === 1) {",
      "literal-offset 6: let total = 1;",
      "index-literal 7: for (let i = 1; i < xs.length; i++) {",
      "boundary-comparison 7: for (let i = 0; i <= xs.length; i++) {",
      "comparison-flip 7: for (let i = 0; i > xs.length; i++) {",
      "length-offset 7: for (let i = 0; i < xs.length + 1; i++) {",
      "length-offset 7: for (let i = 0; i < xs.length - 1; i++) {",
      "remove-guard 8: ",
      "drop-guard-operand 8: if (xs[i] < 0) break;",
      "negate-condition 8: if (!(xs[i] >= limit || xs[i] < 0)) break;",
      "index-offset 8: if (xs[i + 1] >= limit || xs[i] < 0) break;",
      "index-offset 8: if (xs[i - 1] >= limit || xs[i] < 0) break;",
      "boundary-comparison 8: if (xs[i] > limit || xs[i] < 0) break;",
      "comparison-flip 8: if (xs[i] <= limit || xs[i] < 0) break;",
      "drop-guard-operand 8: if (xs[i] >= limit) break;",
      "logical-operator 8: if (xs[i] >= limit && xs[i] < 0) break;",
      "index-offset 8: if (xs[i] >= limit || xs[i + 1] < 0) break;",
      "index-offset 8: if (xs[i] >= limit || xs[i - 1] < 0) break;",
      "boundary-comparison 8: if (xs[i] >= limit || xs[i] <= 0) break;",
      "comparison-flip 8: if (xs[i] >= limit || xs[i] > 0) break;",
      "bound-literal 8: if (xs[i] >= limit || xs[i] < 1) break;",
      "assignment-operator 9: total -= xs[i] * 2;",
      "plain-assignment 9: total = xs[i] * 2;",
      "index-offset 9: total += xs[i + 1] * 2;",
      "index-offset 9: total += xs[i - 1] * 2;",
      "arithmetic-operator 9: total += xs[i] / 2;",
      "literal-offset 9: total += xs[i] * 3;",
      "literal-offset 9: total += xs[i] * 1;",
      "swap-arguments 12: return clamp(limit - 1, total);",
      "literal-offset 12: return clamp(total, limit);",
      "arithmetic-operator 12: return clamp(total, limit + 1);",
      "literal-offset 12: return clamp(total, limit - 2);",
    ],
  },
];

const engine = await testEngine();

describe.each(FIXTURES)('$language fixture $file', ({ language, file, entryPoint, mutants }) => {
  const source = readFileSync(new URL(`./__fixtures__/${file}`, import.meta.url), 'utf8');
  const result = engine.mutate(source, { language, entryPoint });

  it('gets exactly the expected mutants', () => {
    expect(result.language).toBe(language);
    expect(result.mutants.map((mutant) => `${mutant.operator} ${mutant.line}: ${mutant.after.trim()}`)).toEqual(mutants);
  });

  it('makes every bug type', () => {
    expect(new Set(result.mutants.map((mutant) => mutant.bugType))).toEqual(new Set(BUG_TYPES));
  });

  it('keeps only single edits that re-parse', () => {
    for (const mutant of result.mutants) {
      expect(mutant.code).toBe(source.slice(0, mutant.edit.start) + mutant.edit.replacement + source.slice(mutant.edit.end));
      expect(engine.canonicalProblem(mutant.code, { language, entryPoint })).toBeUndefined();
    }
  });

  it('yields no candidate that breaks the syntax or touches two statements', () => {
    const broken = result.dropped.filter((candidate) => candidate.reason === DropReason.PARSE_ERROR || candidate.reason === DropReason.MULTIPLE_STATEMENTS);
    expect(broken.map((candidate) => `${candidate.operator} ${candidate.line}: ${candidate.detail}`)).toEqual([]);
  });

  it('never edits the string or the comment', () => {
    const label = source.indexOf('"a < b"') === -1 ? source.indexOf("'a < b'") : source.indexOf('"a < b"');
    expect(label).toBeGreaterThan(0);
    for (const mutant of result.mutants) expect(mutant.edit.end <= label || mutant.edit.start >= source.indexOf('\n', label)).toBe(true);
  });
});

describe('canonicalProblem in the tree-sitter languages', () => {
  it('names a parse error with its line and column', () => {
    expect(engine.canonicalProblem('package main\n\nfunc f() int {\n\treturn (1\n}\n', { language: 'go' })).toMatch(/^go source does not parse: line 4, column \d+: /);
    expect(engine.canonicalProblem('int f() { return 1 }\n', { language: 'cpp' })).toMatch(/^cpp source does not parse: line 1, column \d+: /);
  });

  it('names a missing entry point and the functions that exist', () => {
    expect(engine.canonicalProblem('class A {\n    static int g() { return 1; }\n}\n', { language: 'java', entryPoint: 'f' })).toBe(
      'java source has no function named "f" (entryPoint); functions defined: g',
    );
    expect(engine.canonicalProblem('fn g() -> i32 { 1 }\nimpl S { fn f(&self) -> i32 { 2 } }\n', { language: 'rust', entryPoint: 'f' })).toBeUndefined();
    expect(engine.canonicalProblem('namespace n { int S::f(int a) { return a; } }\n', { language: 'cpp', entryPoint: 'f' })).toBeUndefined();
  });
});
