import { BUG_TYPES, isBugType } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { allMutators } from './all-mutators.js';
import * as api from './index.js';
import { MUTATION_LANGUAGES } from './mutation-language.js';
import type { Mutator } from './mutator.js';

function isMutator(value: unknown): value is Mutator {
  return typeof value === 'object' && value !== null && 'mutate' in value && 'language' in value;
}

describe('allMutators', () => {
  // JavaScript runs the TypeScript operators (see mutation-engine.ts).
  it.each(MUTATION_LANGUAGES)('has an operator for every bug type in %s', (language) => {
    const own = language === 'javascript' ? 'typescript' : language;
    const covered = new Set(allMutators.filter((mutator) => mutator.language === own).map((mutator) => mutator.bugType));
    expect([...covered].sort()).toEqual([...BUG_TYPES].sort());
  });

  it('holds operators with kebab-case names unique per language, core bug types and descriptions', () => {
    const keys = allMutators.map((mutator) => `${mutator.language}/${mutator.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const mutator of allMutators) {
      expect(mutator.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(isBugType(mutator.bugType)).toBe(true);
      expect(mutator.description.length).toBeGreaterThan(10);
    }
  });

  it('registers every operator the package exports (by name, or in a per-language array such as goMutators), once', () => {
    const exported = Object.values(api).flatMap((value) => (value === api.allMutators ? [] : Array.isArray(value) ? value.filter(isMutator) : isMutator(value) ? [value] : []));
    expect(exported.length).toBe(allMutators.length);
    for (const mutator of exported) expect(allMutators.filter((registered) => registered === mutator)).toHaveLength(1);
  });
});
