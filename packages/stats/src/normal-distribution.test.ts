import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { normalCdf, normalQuantile } from './normal-distribution.js';

// scipy.special.ndtr / ndtri values, written by __fixtures__/normal_reference.py
const reference = JSON.parse(readFileSync(new URL('./__fixtures__/normal-reference.json', import.meta.url), 'utf8')) as {
  cdf: [number, number][];
  quantile: [number, number][];
};

describe(normalCdf.name, () => {
  it('matches scipy ndtr to 1e-15 absolute, and 1e-12 relative for x ≥ −4', () => {
    for (const [x, expected] of reference.cdf) {
      const error = Math.abs(normalCdf(x) - expected);
      expect(error).toBeLessThanOrEqual(1e-15);
      if (x >= -4) expect(error).toBeLessThanOrEqual(1e-12 * expected);
    }
  });

  it('is symmetric and returns NaN for NaN', () => {
    expect(normalCdf(0.3) + normalCdf(-0.3)).toBeCloseTo(1, 15);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe(normalQuantile.name, () => {
  it('matches scipy ndtri to 1e-12 relative on [1e-6, 1 − 1e-6] and 1e-8 further out', () => {
    for (const [p, expected] of reference.quantile) {
      const tolerance = p >= 1e-6 && p <= 1 - 1e-6 ? 1e-12 : 1e-8;
      expect(Math.abs(normalQuantile(p) - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));
    }
  });

  it('maps the ends to infinities and rejects values outside [0, 1]', () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(1.5)).toBeNaN();
    expect(normalQuantile(0.5)).toBe(0);
  });
});
