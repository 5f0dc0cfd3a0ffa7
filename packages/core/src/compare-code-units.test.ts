import { describe, expect, it } from '@jest/globals';
import { compareCodeUnits as sut } from './compare-code-units.js';

describe(sut.name, () => {
  it('orders by UTF-16 code units, as < does, not by locale', () => {
    expect(['c_10', 'C_2', 'c_2', 'é', 'z', '😀', '\uffff'].sort(sut)).toEqual(['C_2', 'c_10', 'c_2', 'z', 'é', '😀', '\uffff']);
    expect(sut('a', 'a')).toBe(0);
    expect(sut('a', 'b')).toBe(-1);
    expect(sut('b', 'a')).toBe(1);
  });
});
