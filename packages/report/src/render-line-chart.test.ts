import { describe, expect, it } from '@jest/globals';
import { renderLineChart as sut } from './render-line-chart.js';

// Default geometry: 560 × 300, margins left 56, right 20, top 14, bottom 48, x inset 18.
// Plot height 300 − 14 − 48 = 238, so y(v) = 14 + 238 (1 − v): y(0.5) = 133, y(1) = 14, y(0) = 252.
// Plot width 560 − 56 − 20 = 484; with two x positions x0 = 56 + 18 = 74, x1 = 56 + 484 − 18 = 522.
describe(sut.name, () => {
  it('places points where the axis geometry puts them', () => {
    const svg = sut({ title: 't', xLabels: ['k = 1', 'k = 10'], xTitle: 'k', yTitle: 'exec@k', series: [{ label: 'bm25', color: '#123456', values: [0.5, 1] }] });
    expect(svg).toContain('<circle cx="74" cy="133" r="3.5" fill="#123456"><title>bm25 · k = 1: 0.500</title></circle>');
    expect(svg).toContain('<circle cx="522" cy="14" r="3.5"');
    expect(svg).toContain('d="M74 133L522 14"');
  });

  it('breaks the line where a value is missing', () => {
    const svg = sut({ title: 't', xLabels: ['0', '1', '2'], xTitle: 'j', yTitle: 'y', series: [{ label: 's', color: '#000', values: [0, null, 1] }] });
    // x positions 74, 298, 522; no segment joins the two points
    expect(svg).toContain('d="M74 252M522 14"');
    expect(svg.match(/<circle/g)).toHaveLength(2);
  });

  it('escapes series names in tooltips', () => {
    const svg = sut({ title: 't', xLabels: ['1'], xTitle: 'k', yTitle: 'y', series: [{ label: 'acme/<coder>&x', color: '#000', values: [0.25] }] });
    expect(svg).toContain('acme/&lt;coder&gt;&amp;x · 1: 0.250');
    expect(svg).not.toContain('<coder>');
  });

  it('draws a dashed line for a dashed series', () => {
    const svg = sut({ title: 't', xLabels: ['1', '2'], xTitle: 'k', yTitle: 'y', series: [{ label: 's', color: '#000', dash: '7 4', values: [0, 1] }] });
    expect(svg).toContain('stroke-dasharray="7 4"');
  });
});
