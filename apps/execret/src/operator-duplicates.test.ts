import { describe, expect, it } from '@jest/globals';
import { OperatorDuplicates as Sut, describeOperatorCandidates } from './operator-duplicates.js';
import { shortTaskReason } from './short-task-reason.js';

describe(Sut.name, () => {
  it('attributes every duplicate to its operator and the operator whose identical candidate came first', () => {
    const sut = new Sut();
    sut.add([
      { operator: 'swap-min-max', duplicateOf: 'min-max' },
      { operator: 'swap-min-max', duplicateOf: 'min-max' },
    ]);
    sut.add([{ operator: 'swap-min-max', duplicateOf: 'boolean-operator' }]);
    expect(sut.of('swap-min-max')).toEqual({ duplicates: 3, duplicates_of: { 'boolean-operator': 1, 'min-max': 2 } });
    expect(sut.of('min-max')).toBeUndefined();
    expect(describeOperatorCandidates(0, sut.of('swap-min-max'))).toBe('0 candidates kept for the gates, 1 duplicate of boolean-operator, 2 duplicates of min-max dropped');
  });
});

describe(shortTaskReason.name, () => {
  it('words a short task by its counts', () => {
    expect(shortTaskReason(0, 0, 0)).toBe('the mutator found no candidate edit');
    expect(shortTaskReason(1, 1, 1)).toBe('the mutator found only 1 candidate edit, and it fails a test');
    expect(shortTaskReason(3, 3, 3)).toBe('the mutator found only 3 candidate edits, all failing a test');
    expect(shortTaskReason(3, 1, 1)).toBe('only 1 of 3 candidates fail a test; the other 2 are equivalent or untested edits');
    expect(shortTaskReason(2, 1, 1)).toBe('only 1 of 2 candidates fail a test; the other 1 is an equivalent or untested edit');
    expect(shortTaskReason(2, 0, 0)).toBe('none of its 2 candidate edits fails a test (equivalent or untested)');
    expect(shortTaskReason(1, 0, 0)).toBe('its one candidate edit fails no test (equivalent or untested)');
    expect(shortTaskReason(5, 4, 3)).toBe('1 failing candidate duplicates code already in the pool');
  });
});
