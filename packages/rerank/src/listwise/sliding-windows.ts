import { InvalidArgumentError } from '@execret/core';

/** One window of a listwise pass: positions `[start, end)` of the current order. */
export interface Window {
  start: number;
  end: number;
}

/** CoRNStack's reranking defaults (its `run_pipeline.sh`): the top 100, windows of 10, step 5. */
export const CORNSTACK_WINDOW_DEFAULTS = { depth: 100, window: 10, step: 5 } as const;

/**
 * The windows of a back-to-front sliding-window pass over the top `depth` of `count` items, as
 * rank_llm (and CoRNStack's reranker, which uses its loop) walks them: the first window ends at the
 * depth, each next one ends `step` earlier, and the pass stops after the first window that starts
 * at position 0 (clamped), so the top is always covered. Strong items bubble up from the back to
 * the top. 100 items, window 10, step 5 give 19 windows: [90, 100), [85, 95), …, [0, 10).
 * (rank_llm's loop condition `start + step != 0` also skips every window when the list is exactly
 * `window - step` long, and can add a redundant short window at the top; this loop does neither.)
 *
 * @throws InvalidArgumentError when the window or step is not a positive integer, or the step exceeds the window.
 */
export function slidingWindows(count: number, depth: number, window: number, step: number): Window[] {
  for (const [name, value] of [['depth', depth], ['window', window], ['step', step]] as const) {
    if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`listwise reranking: ${name} must be a positive integer, got ${value}`);
  }
  if (step > window) throw new InvalidArgumentError(`listwise reranking: step ${step} is larger than the window ${window}, so some items would never be compared`);
  const windows: Window[] = [];
  for (let end = Math.min(depth, count); end > 0; end -= step) {
    const start = Math.max(end - window, 0);
    windows.push({ start, end });
    if (start === 0) break;
  }
  return windows;
}
