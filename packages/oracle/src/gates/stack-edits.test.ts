import { describe, expect, it } from '@jest/globals';
import type { Mutant } from '@execret/core';
import { applyEdit, applyEdits, editsOverlap, stackEdits as sut } from './stack-edits.js';

const canonical = 'def clamp(x, low, high):\n    if x < low:\n        return low\n    if x > high:\n        return high\n    return x\n';

/** A single-edit mutant whose line, before and after describe its code exactly, as the mutator records them. */
function single(line: number, before: string, after: string, bugType: string, operator: string): Mutant {
  const lines = canonical.split('\n');
  const count = before.split('\n').length;
  lines.splice(line - 1, count, ...(after === '' ? [] : after.split('\n')));
  return { code: lines.join('\n'), bugType, operator, line, before, after };
}

const singles: Mutant[] = [
  /* 0 */ single(2, '    if x < low:', '    if x > low:', 'wrong_comparison', 'comparison-flip'),
  /* 1 */ single(3, '        return low', '        return low - 1', 'off_by_one', 'literal-offset'),
  /* 2 */ single(4, '    if x > high:\n        return high', '', 'remove_edge_case_check', 'remove-guard'),
  /* 3 */ single(5, '        return high', '        return high + 1', 'off_by_one', 'literal-offset'),
  /* 4 */ single(6, '    return x', '    return -x', 'wrong_operator', 'negate'),
  /* 5 */ single(2, '    if x < low:', '    if x <= low:', 'off_by_one_boundary', 'boundary-comparison'),
];

describe(applyEdit.name, () => {
  it('rebuilds a changed line and a removed guard exactly as the mutants hold them', () => {
    expect(applyEdit(canonical, singles[0] as Mutant)).toBe(canonical.replace('x < low', 'x > low'));
    expect(applyEdit(canonical, singles[2] as Mutant)).toBe('def clamp(x, low, high):\n    if x < low:\n        return low\n    return x\n');
  });

  it('gives nothing when the recorded lines are not at the recorded line', () => {
    expect(applyEdit(canonical, { line: 3, before: '    if x < low:', after: '    if x > low:' })).toBeUndefined();
    expect(applyEdit(canonical, { line: 7, before: '    return x', after: '    return -x' })).toBeUndefined();
    expect(applyEdit(canonical, { line: 0, before: 'def clamp(x, low, high):', after: '' })).toBeUndefined();
  });
});

describe(applyEdits.name, () => {
  it('applies edits on separate lines together, whatever their order', () => {
    const both = 'def clamp(x, low, high):\n    if x > low:\n        return low\n    return -x\n';
    expect(applyEdits(canonical, [singles[0] as Mutant, singles[2] as Mutant, singles[4] as Mutant])).toBe(both);
    expect(applyEdits(canonical, [singles[4] as Mutant, singles[0] as Mutant, singles[2] as Mutant])).toBe(both);
  });

  it('refuses edits that touch a common line', () => {
    expect(editsOverlap(singles[2] as Mutant, singles[3] as Mutant)).toBe(true);
    expect(editsOverlap(singles[0] as Mutant, singles[5] as Mutant)).toBe(true);
    expect(editsOverlap(singles[1] as Mutant, singles[2] as Mutant)).toBe(false);
    expect(applyEdits(canonical, [singles[2] as Mutant, singles[3] as Mutant])).toBeUndefined();
  });
});

describe(sut.name, () => {
  const options = { edits: 2, seed: 20260510, taskId: 'numbers/clamp', limit: 10 };

  it('combines the requested number of edits on separate lines, each candidate the edits applied together', () => {
    const { candidates, unstackable } = sut(canonical, singles, options);
    expect(unstackable).toEqual([]);
    expect(candidates.length).toBeGreaterThan(0);
    for (const { mutant, components } of candidates) {
      expect(components).toHaveLength(2);
      const [first, second] = components.map((position) => singles[position] as Mutant) as [Mutant, Mutant];
      expect(editsOverlap(first, second)).toBe(false);
      expect(mutant.code).toBe(applyEdits(canonical, [first, second]));
      // Every edit is recorded with the fields of its single-edit mutant, the anchor's being the candidate's own.
      expect(mutant.edits).toEqual(components.map((position) => {
        const { bugType, operator, line, before, after } = singles[position] as Mutant;
        return { bugType, operator, line, before, after };
      }));
      expect({ bugType: mutant.bugType, operator: mutant.operator, line: mutant.line, before: mutant.before, after: mutant.after }).toEqual(mutant.edits[0]);
    }
    // No set of edits and no code twice.
    expect(new Set(candidates.map(({ components }) => [...components].sort().join(','))).size).toBe(candidates.length);
    expect(new Set(candidates.map(({ mutant }) => mutant.code)).size).toBe(candidates.length);
  });

  it('takes anchors round-robin over bug types, so the first candidates cover as many types as the edits do', () => {
    const { candidates } = sut(canonical, singles, options);
    const firstTypes = candidates.slice(0, 5).map(({ mutant }) => mutant.bugType);
    expect(new Set(firstTypes)).toEqual(new Set(['wrong_comparison', 'off_by_one', 'remove_edge_case_check', 'wrong_operator', 'off_by_one_boundary']));
  });

  it('is deterministic, depends on the seed, and stops at the limit', () => {
    const codes = (seed: number, limit = 10): string[] => sut(canonical, singles, { ...options, seed, limit }).candidates.map(({ mutant }) => mutant.code);
    expect(codes(3)).toEqual(codes(3));
    const orders = new Set(Array.from({ length: 8 }, (_, seed) => codes(seed).join('\u0000')));
    expect(orders.size).toBeGreaterThan(1);
    expect(codes(3, 2)).toEqual(codes(3).slice(0, 2));
  });

  it('stacks four edits when four fit on separate lines, and none when they do not', () => {
    const four = sut(canonical, singles, { ...options, edits: 4 }).candidates;
    expect(four.length).toBeGreaterThan(0);
    for (const { components } of four) expect(components).toHaveLength(4);
    // Lines 2, 3, 4–5 and 6 hold at most four separate edits; five never fit.
    expect(sut(canonical, singles, { ...options, edits: 5 }).candidates).toEqual([]);
  });

  it('leaves out an edit whose line, before and after do not rebuild its code', () => {
    const loose: Mutant = { ...(singles[1] as Mutant), line: 2 };
    const { candidates, unstackable } = sut(canonical, [...singles, loose], options);
    expect(unstackable).toEqual([6]);
    expect(candidates.every(({ components }) => !components.includes(6))).toBe(true);
  });
});
