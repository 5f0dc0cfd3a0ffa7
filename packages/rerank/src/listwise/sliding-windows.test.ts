import { describe, expect, it } from '@jest/globals';
import { CORNSTACK_WINDOW_DEFAULTS, slidingWindows } from './sliding-windows.js';

describe(slidingWindows.name, () => {
  it('walks CoRNStack\'s depth 100, window 10, step 5 back to front in 19 requests, ending at the top', () => {
    const { depth, window, step } = CORNSTACK_WINDOW_DEFAULTS;
    const windows = slidingWindows(1000, depth, window, step);
    expect(windows).toHaveLength(19);
    expect(windows[0]).toEqual({ start: 90, end: 100 });
    expect(windows[1]).toEqual({ start: 85, end: 95 });
    expect(windows.at(-1)).toEqual({ start: 0, end: 10 });
  });

  it('covers a list shorter than the depth from its end, and a list shorter than a window in one request', () => {
    expect(slidingWindows(12, 100, 10, 5)).toEqual([
      { start: 2, end: 12 },
      { start: 0, end: 7 },
    ]);
    expect(slidingWindows(5, 100, 10, 5)).toEqual([{ start: 0, end: 5 }]);
    expect(slidingWindows(0, 100, 10, 5)).toEqual([]);
    // RankGPT's defaults: 100 / 20 / 10 → 9 windows.
    expect(slidingWindows(100, 100, 20, 10)).toHaveLength(9);
  });

  it('refuses settings that would skip items', () => {
    expect(() => slidingWindows(10, 10, 4, 5)).toThrow('step 5 is larger than the window 4');
    expect(() => slidingWindows(10, 10, 0, 5)).toThrow('window must be a positive integer, got 0');
  });
});
