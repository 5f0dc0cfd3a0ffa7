import { describe, expect, it } from '@jest/globals';
import { sortedRecord as sut } from './sorted-record.js';

describe(sut.name, () => {
  it('returns a copy whose keys serialise in code-unit order', () => {
    const record = { python: '3.11', '@execret/core': '0.1.0', Zeta: 'z' };
    expect(JSON.stringify(sut(record))).toBe('{"@execret/core":"0.1.0","Zeta":"z","python":"3.11"}');
    expect(Object.keys(record)).toEqual(['python', '@execret/core', 'Zeta']);
  });

  it('keeps "__proto__" as an ordinary key', () => {
    const record = JSON.parse('{"b":1,"__proto__":2}') as Record<string, number>;
    expect(Object.entries(sut(record))).toEqual([['__proto__', 2], ['b', 1]]);
  });
});
