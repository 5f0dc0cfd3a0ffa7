import { describe, expect, it } from '@jest/globals';
import { breakableHtml as sut } from './breakable-html.js';

describe(sut.name, () => {
  it('escapes the id and offers a line break after each separator', () => {
    expect(sut('acme/<coder>?a&b')).toBe('acme/<wbr>&lt;coder&gt;?<wbr>a&amp;<wbr>b');
  });

  it('adds nothing to an id without separators', () => {
    expect(sut('bm25')).toBe('bm25');
  });
});
