import { BUG_TYPES, LANGUAGES, isBugType } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { allMutators } from './all-mutators.js';
import * as api from './index.js';

describe('allMutators', () => {
  it.each(LANGUAGES)('has an operator for every bug type in %s', (language) => {
    const covered = new Set(allMutators.filter((mutator) => mutator.language === language).map((mutator) => mutator.bugType));
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

  it('registers every operator the package exports, once', () => {
    const exported = Object.values(api).filter(
      (value): value is (typeof allMutators)[number] => typeof value === 'object' && value !== null && 'mutate' in value && 'language' in value,
    );
    expect(exported.length).toBe(allMutators.length);
    for (const mutator of exported) expect(allMutators.filter((registered) => registered === mutator)).toHaveLength(1);
  });
});
