const SQRT_TWO_PI = Math.sqrt(2 * Math.PI);

/**
 * Standard normal CDF Φ(x): Hart's (1968) double-precision rational approximation in the form
 * published by West (2005), "Better approximations to cumulative normal functions". Absolute
 * error below 1e-15; relative error below 1e-13 for x ≥ −4, growing to about 1e-8 near x = −8. simple-statistics' `cumulativeStdNormalProbability` is a 4-digit table and
 * its `errorFunction` is accurate to about 1e-7, too coarse for BCa percentile levels.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const magnitude = Math.abs(x);
  let tail: number;
  if (magnitude > 37) {
    tail = 0;
  } else {
    const exponential = Math.exp(-(magnitude * magnitude) / 2);
    if (magnitude < 7.07106781186547) {
      let numerator = 3.52624965998911e-2 * magnitude + 0.700383064443688;
      numerator = numerator * magnitude + 6.37396220353165;
      numerator = numerator * magnitude + 33.912866078383;
      numerator = numerator * magnitude + 112.079291497871;
      numerator = numerator * magnitude + 221.213596169931;
      numerator = numerator * magnitude + 220.206867912376;
      let denominator = 8.83883476483184e-2 * magnitude + 1.75566716318264;
      denominator = denominator * magnitude + 16.064177579207;
      denominator = denominator * magnitude + 86.7807322029461;
      denominator = denominator * magnitude + 296.564248779674;
      denominator = denominator * magnitude + 637.333633378831;
      denominator = denominator * magnitude + 793.826512519948;
      denominator = denominator * magnitude + 440.413735824752;
      tail = (exponential * numerator) / denominator;
    } else {
      let fraction = magnitude + 0.65;
      fraction = magnitude + 4 / fraction;
      fraction = magnitude + 3 / fraction;
      fraction = magnitude + 2 / fraction;
      fraction = magnitude + 1 / fraction;
      tail = exponential / fraction / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const LOW = 0.02425;

/**
 * Standard normal quantile Φ⁻¹(p): Acklam's rational approximation (relative error 1.15e-9)
 * refined by one Halley step on {@link normalCdf}: relative error below 1e-12 for
 * 1e-6 ≤ p ≤ 1 − 1e-6 (the range BCa levels use), about 1e-9 further out.
 * Returns -Infinity at 0, Infinity at 1 and NaN outside [0, 1]. simple-statistics' `probit`
 * is off by about 3e-3 at p = 0.025 and clamps p to [1e-4, 1 − 1e-4].
 */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const a = A as [number, number, number, number, number, number];
  const b = B as [number, number, number, number, number];
  const c = C as [number, number, number, number, number, number];
  const d = D as [number, number, number, number];
  let x: number;
  if (p < LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else if (p <= 1 - LOW) {
    const q = p - 0.5;
    const r = q * q;
    x = ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log1p(-p));
    x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  // Beyond |x| = 37 Φ underflows in normalCdf, so the approximation is returned as is.
  if (Math.abs(x) > 37) return x;
  // One Halley step on Φ(x) − p; above the median Φ(x) − p is computed as (1 − p) − Φ(−x),
  // which keeps the digits that 1 − Φ(−x) would cancel.
  const error = x > 0 ? 1 - p - normalCdf(-x) : normalCdf(x) - p;
  const step = error * SQRT_TWO_PI * Math.exp((x * x) / 2);
  return x - step / (1 + (x * step) / 2);
}
