import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allMutators, createMutationEngine } from '@execret/mutator';
import { chooseOperators, loadUserMutators } from './user-mutators.js';

// A user's Go operator, as the extending guide shows one: `math.Max` ↔ `math.Min`.
const GO_OPERATOR = `export const goSwapMinMax = {
  name: 'user-swap-min-max',
  bugType: 'wrong_comparison',
  language: 'go',
  description: 'math.Max ↔ math.Min',
  *mutate(node) {
    if (node.type !== 'selector_expression' || node.childForFieldName('operand')?.text !== 'math') return;
    const field = node.childForFieldName('field');
    const swapped = { Max: 'Min', Min: 'Max' }[field?.text ?? ''];
    if (field && swapped) yield { start: field.startIndex, end: field.endIndex, replacement: swapped };
  },
};
`;

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-user-mutators-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe(loadUserMutators.name, () => {
  it('loads an operator for a new language, which the mutator then runs beside the built-in ones', async () => {
    const file = join(work, 'go-swap-min-max.mjs');
    await writeFile(file, GO_OPERATOR);
    const loaded = await loadUserMutators([file]);
    expect(loaded.modules.map((module) => module.operators)).toEqual([['go/user-swap-min-max']]);
    const engine = await createMutationEngine();
    try {
      const source = 'package main\n\nimport "math"\n\nfunc top(a, b float64) float64 {\n\treturn math.Max(a, b)\n}\n';
      const result = engine.mutate(source, { language: 'go', mutators: [...allMutators, ...loaded.mutators], operators: ['user-swap-min-max'] });
      expect(result.mutants.map((mutant) => [mutant.operator, mutant.after])).toEqual([['user-swap-min-max', '\treturn math.Min(a, b)']]);
    } finally {
      engine.dispose();
    }
  });
});

describe(chooseOperators.name, () => {
  it('gives JavaScript tasks the TypeScript operators', () => {
    const chosen = chooseOperators(allMutators, { bugTypes: ['swap_arguments'] }, ['typescript']);
    const typescript = chosen.get('typescript')?.active ?? [];
    expect(typescript).toContain('swap-arguments');
    // The cast stands until @execret/core's Language lists javascript.
    const javascript = chooseOperators(allMutators, { bugTypes: ['swap_arguments'] }, ['javascript' as 'typescript']).get('javascript' as 'typescript')?.active;
    expect(javascript).toEqual(typescript);
  });
});
