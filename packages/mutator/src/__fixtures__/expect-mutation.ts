import { expect } from '@jest/globals';
import { createMutationEngine } from '../mutation-engine.js';
import type { MutationEngine } from '../mutation-engine.js';
import type { MutationResult } from '../mutation-result.js';
import type { Mutator } from '../mutator.js';

let engine: Promise<MutationEngine> | undefined;

/**
 * One engine per module registry (test file): the operator cases of a language, imported by one
 * test file, share it, so the Python grammar loads once for all of them.
 */
export function testEngine(): Promise<MutationEngine> {
  engine ??= createMutationEngine();
  return engine;
}

/**
 * Runs one operator alone over `input` (in the operator's language) and asserts that the kept
 * mutants are exactly `expectedOutputs`, as whole sources, in enumeration order, each labelled
 * with the operator's name and bug type. Returns the result for further assertions.
 */
export async function expectMutation(
  sut: Mutator,
  input: string,
  expectedOutputs: readonly string[],
  options: { entryPoint?: string } = {},
): Promise<MutationResult> {
  const result = (await testEngine()).mutate(input, { language: sut.language, mutators: [sut], ...options });
  expect(result.mutants.map((mutant) => mutant.code)).toEqual(expectedOutputs);
  for (const mutant of result.mutants) {
    expect(mutant.operator).toBe(sut.name);
    expect(mutant.bugType).toBe(sut.bugType);
  }
  return result;
}
