import { describe, expect, it } from '@jest/globals';
import { renderStackedBars as sut } from './render-stacked-bars.js';

const base = { caption: 'c', segmentNames: ['a', 'b', 'c'], segmentClasses: ['seg-a', 'seg-b', 'seg-c'], noteHeading: 'n' };

describe(sut.name, () => {
  it('lays segments end to end in percent units', () => {
    const html = sut({ ...base, rows: [{ label: 'bm25', values: [0.25, 0.5, 0.25], tooltips: ['x', 'y', 'z'], note: '25.0%' }] });
    expect(html).toContain('<rect class="seg-a" x="0%" y="3" width="25%" height="16"><title>x</title></rect>');
    expect(html).toContain('<rect class="seg-b" x="25%" y="3" width="50%" height="16"><title>y</title></rect>');
    expect(html).toContain('<rect class="seg-c" x="75%" y="3" width="25%" height="16"><title>z</title></rect>');
  });

  it('omits empty segments and writes one heading per group', () => {
    const html = sut({
      ...base,
      rows: [
        { group: 'off_by_one', label: 's1', values: [0, 1, 0], tooltips: ['', '', ''], note: '' },
        { group: 'off_by_one', label: 's2', values: [1, 0, 0], tooltips: ['', '', ''], note: '' },
        { group: 'wrong_operator', label: 's1', values: [0.5, 0.5, 0], tooltips: ['', '', ''], note: '' },
      ],
    });
    expect(html.match(/<rect/g)).toHaveLength(4);
    expect(html.match(/<tr class="group">/g)).toHaveLength(2);
  });

  it('escapes labels, tooltips and notes', () => {
    const html = sut({ ...base, rows: [{ label: 'a<b', values: [1, 0, 0], tooltips: ['t&t', '', ''], note: '<n>' }] });
    expect(html).toContain('a&lt;b');
    expect(html).toContain('<title>t&amp;t</title>');
    expect(html).toContain('&lt;n&gt;');
    expect(html).not.toMatch(/<b|<n>/);
  });
});
