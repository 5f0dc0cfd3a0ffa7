/**
 * The integers one away from `value` that keep its sign class, larger first: a non-negative
 * value stays non-negative and a negative one stays negative, so an index from the front
 * (`a[0]`) never turns into one from the back (`a[-1]`). With `nonZero`, 0 is left out too (a
 * step of 0 never ends a loop).
 */
export function neighbours(value: number, nonZero = false): number[] {
  return [value + 1, value - 1].filter(
    (candidate) => (value >= 0 ? candidate >= 0 : candidate < 0) && !(nonZero && candidate === 0),
  );
}
