import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { collectIo } from './__fixtures__/collect-io.js';
import { createProgress as sut } from './progress.js';

describe(`${sut.name}: stalled stages`, () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('notes a stage without progress for the stall period, again after each further period, and not once it moves or ends', () => {
    const io = collectIo();
    const notes = (): string[] => io.err.split('\n').filter((line) => line.includes('no progress'));
    const progress = sut(io, { interactive: false, stallNoteMs: 60_000 });
    const tick = progress.stage('bm25: search', 10);
    jest.advanceTimersByTime(59_999);
    expect(notes()).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(60_000);
    expect(notes()).toEqual([
      "bm25: search: no progress for 1 min; still waiting (Ctrl-C stops; --system-timeout bounds a system's time)",
      "bm25: search: no progress for 2 min; still waiting (Ctrl-C stops; --system-timeout bounds a system's time)",
    ]);
    tick(1);
    jest.advanceTimersByTime(59_000);
    tick(2);
    jest.advanceTimersByTime(59_000);
    expect(notes()).toHaveLength(2);
    progress.done();
    jest.advanceTimersByTime(600_000);
    expect(notes()).toHaveLength(2);
  });

  it('prints nothing when quiet', () => {
    const io = collectIo();
    const progress = sut(io, { quiet: true, stallNoteMs: 1000 });
    progress.stage('search', 3);
    jest.advanceTimersByTime(10_000);
    expect(io.err).toBe('');
  });
});
