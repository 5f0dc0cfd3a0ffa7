import { describe, expect, it } from '@jest/globals';
import { checkIdOrderLeak as sut } from './check-id-order-leak.js';

describe(sut.name, () => {
  const group = (index: number, canonical: number, distractors: number[]) => ({
    query_id: `q_${index}`,
    query: 'q',
    test_suite: ['assert True'],
    correct_corpus_ids: [`c_${String(canonical).padStart(4, '0')}`],
    paired_distractor_corpus_ids: distractors.map((id) => `c_${String(id).padStart(4, '0')}`),
    entry_id: '',
    metadata: {},
  });

  it('warns when canonicals hold the lowest id of their group far more often than chance', () => {
    const queries = Array.from({ length: 10 }, (_, index) => group(index, index * 5 + 1, [index * 5 + 2, index * 5 + 3, index * 5 + 4, index * 5 + 5]));
    expect(sut(queries)).toMatch(/lowest id of its group in 10 of 10 groups \(100\.0%; about 20\.0% expected/);
  });

  it('warns when canonicals hold the highest id', () => {
    const queries = Array.from({ length: 10 }, (_, index) => group(index, index * 5 + 5, [index * 5 + 1, index * 5 + 2, index * 5 + 3, index * 5 + 4]));
    expect(sut(queries)).toMatch(/highest id .* penalises canonicals/);
  });

  it('stays quiet when the positions look random', () => {
    // Canonical positions 1..5 in turn: each position equally often, as random ids would give.
    const queries = Array.from({ length: 10 }, (_, index) => {
      const base = index * 5;
      const ids = [1, 2, 3, 4, 5].map((offset) => base + offset);
      const canonical = ids[index % 5] as number;
      return group(index, canonical, ids.filter((id) => id !== canonical));
    });
    expect(sut(queries)).toBeUndefined();
  });

  it('does not warn on a single group, where chance explains any position', () => {
    expect(sut([group(1, 1, [2, 3, 4, 5])])).toBeUndefined();
  });
});
