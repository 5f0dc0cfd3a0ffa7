import { describe, expect, it } from '@jest/globals';
import { escapeHtml as sut } from './escape-html.js';

describe(sut.name, () => {
  it('turns every character that can open markup or close an attribute into a reference', () => {
    expect(sut(`acme/<coder>?a=1&b="2"&c='3'`)).toBe('acme/&lt;coder&gt;?a=1&amp;b=&quot;2&quot;&amp;c=&#39;3&#39;');
  });

  it('escapes an ampersand that already looks like a reference, so the text shows as written', () => {
    expect(sut('&lt;')).toBe('&amp;lt;');
  });

  it('leaves ordinary ids alone', () => {
    expect(sut('transformers:Xenova/bge-small-en-v1.5')).toBe('transformers:Xenova/bge-small-en-v1.5');
  });
});
