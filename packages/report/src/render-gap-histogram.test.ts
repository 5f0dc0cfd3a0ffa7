import { describe, expect, it } from '@jest/globals';
import { binGaps, renderGapHistogram as sut } from './render-gap-histogram.js';

// Gaps of the acme system in __fixtures__/three-systems. Axis by hand: range [-0.02, 0.05],
// raw step 0.07 / 4 = 0.0175 → 0.02; axis [-0.02, 0.06]; bins a quarter step = 0.005 wide, 16 bins.
// Bin i covers [-0.02 + 0.005 i, -0.02 + 0.005 (i + 1)):
//   -0.02 → bin 0; 0.01 → bin 6; 0.02 → bin 8; 0.03 (twice) → bin 10; 0.05 → bin 14.
const GAPS = [0.03, 0.02, 0.05, 0.01, -0.02, 0.03];

describe(binGaps.name, () => {
  it('puts each gap in the bin computed by hand, with 0 on a bin edge', () => {
    const bins = binGaps(GAPS);
    expect(bins.min).toBe(-0.02);
    expect(bins.max).toBe(0.06);
    expect(bins.width).toBeCloseTo(0.005, 12);
    const expected = new Array<number>(16).fill(0);
    expected[0] = 1;
    expected[6] = 1;
    expected[8] = 1;
    expected[10] = 2;
    expected[14] = 1;
    expect(bins.counts).toEqual(expected);
    expect(bins.zeros).toBe(0);
  });

  it('counts exact ties apart from the bins on either side of 0', () => {
    const bins = binGaps([0, 0, 0, -1, 1]);
    expect(bins.zeros).toBe(3);
    expect(bins.counts.reduce((sum, count) => sum + count, 0)).toBe(2);
  });

  it('keeps a gap on the right end of the axis in the last bin', () => {
    const bins = binGaps([-0.5, 2]);
    expect(bins.max).toBe(2);
    expect(bins.counts[bins.counts.length - 1]).toBe(1);
  });
});

describe(sut.name, () => {
  it('draws canonical-loses bins red, wins blue, and no tie bar when nothing ties', () => {
    const svg = sut({ title: 'gaps', gaps: GAPS });
    expect(svg.match(/class="bar-below"/g)).toHaveLength(1);
    expect(svg.match(/class="bar-above"/g)).toHaveLength(4);
    expect(svg).not.toContain('class="bar-tied"');
    expect(svg).toContain('<title>[0.030, 0.035): 2</title>');
  });

  it('draws exact ties as their own grey bar with its count', () => {
    const svg = sut({ title: 'gaps', gaps: [0, 0, -3.5, 2] });
    expect(svg).toContain('class="bar-tied"');
    expect(svg).toContain('<title>exactly 0 (tied): 2</title>');
  });

  it('escapes the title', () => {
    expect(sut({ title: 'a<b & c', gaps: [1] })).toContain('aria-label="a&lt;b &amp; c"');
  });
});
