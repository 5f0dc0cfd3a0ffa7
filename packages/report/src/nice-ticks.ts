/** Tick marks of an axis. */
export interface AxisTicks {
  /** Lower end of the axis (a multiple of `step`, at or below the data minimum). */
  min: number;
  /** Upper end of the axis (a multiple of `step`, at or above the data maximum). */
  max: number;
  /** Distance between ticks: 1, 2 or 5 times a power of ten. */
  step: number;
  /** Tick values from `min` to `max`, ascending. */
  ticks: number[];
  /** Decimals that print every tick exactly. */
  decimals: number;
}

/**
 * "Nice" ticks for the range [low, high]: about `target` steps of 1, 2 or 5 × 10ⁿ, with the axis
 * widened to whole steps. An empty range (low = high) is widened around its value. With `integer`
 * (counts) the step is at least 1.
 */
export function niceTicks(low: number, high: number, target = 5, integer = false): AxisTicks {
  let lower = Math.min(low, high);
  let upper = Math.max(low, high);
  if (lower === upper) {
    const pad = lower === 0 ? 1 : Math.abs(lower) * 0.1;
    lower -= pad;
    upper += pad;
  }
  const raw = (upper - lower) / Math.max(1, target);
  const exponent = Math.floor(Math.log10(raw));
  const magnitude = 10 ** exponent;
  const fraction = raw / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  const step = integer ? Math.max(1, nice * magnitude) : nice * magnitude;
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const round = (value: number): number => Number(value.toFixed(decimals + 2));
  const min = round(Math.floor(lower / step + 1e-9) * step);
  const max = round(Math.ceil(upper / step - 1e-9) * step);
  const ticks: number[] = [];
  const count = Math.round((max - min) / step);
  for (let index = 0; index <= count; index += 1) ticks.push(round(min + index * step));
  return { min, max, step, ticks, decimals };
}
