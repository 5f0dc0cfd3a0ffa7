import { describe, expect, it } from '@jest/globals';
import { meansByGroup as sut } from './means-by-group.js';

describe(sut.name, () => {
  it('averages each metric over the queries of each group, groups in code unit order', () => {
    const domains: Record<string, string | undefined> = { q1: 'strings', q2: 'math', q3: 'strings', q4: undefined };
    const groups = sut(['q1', 'q2', 'q3', 'q4'], { 'exec@1': [1, 0, 0, 1], 'exec@3': [1, 1, 1, 1] }, (id) => domains[id]);
    expect([...groups.keys()]).toEqual(['math', 'strings']);
    expect(groups.get('strings')).toEqual({ count: 2, means: { 'exec@1': 0.5, 'exec@3': 1 } });
    expect(groups.get('math')).toEqual({ count: 1, means: { 'exec@1': 0, 'exec@3': 1 } });
  });

  it('returns no group when no query has one', () => {
    expect(sut(['q1'], { 'exec@1': [1] }, () => undefined).size).toBe(0);
  });
});
