import { describe, expect, it } from '@jest/globals';
import { snippetDiffHtml as sut } from './snippet-diff-html.js';

describe(sut.name, () => {
  it('marks the one changed token of a one-line edit and keeps the other lines as context', () => {
    const html = sut('def f(a, b):\n    if a < b:\n        return a\n    return b', 'def f(a, b):\n    if a <= b:\n        return a\n    return b');
    expect(html.match(/class="r"/g)).toHaveLength(1);
    expect(html.match(/class="a"/g)).toHaveLength(1);
    expect(html.match(/class="c"/g)).toHaveLength(3);
    // jsdiff's word diff splits punctuation: the edit is the inserted "="
    expect(html).toContain('if a &lt;<ins>=</ins> b:');
    expect(html).not.toContain('<del>');
  });

  it('shows a deleted guard as removed lines only', () => {
    const html = sut('def g(x):\n    if x is None:\n        return 0\n    return x + 1\n', 'def g(x):\n    return x + 1\n');
    expect(html.match(/class="r"/g)).toHaveLength(2);
    expect(html).not.toContain('class="a"');
  });

  it('escapes markup in code', () => {
    const html = sut('a = "<b>"', 'a = "<i>"');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;<ins>i</ins>&gt;');
  });

  it('folds unchanged lines beyond the context around the edit', () => {
    const canonical = ['def h(x):', '    a = 1', '    b = 2', '    c = 3', '    d = 4', '    return x + a'].join('\n');
    const html = sut(canonical, canonical.replace('x + a', 'x - a'), { context: 1 });
    expect(html.match(/class="c"/g)).toHaveLength(1);
    expect(html).toContain('<span class="g">⋯ 4 unchanged lines</span>');
    expect(html).toContain('return x <del>+</del> a');
    // one unchanged line is shown, not folded
    const short = sut('a = 1\nb = 2\nc = 3', 'a = 1\nb = 2\nc = 4', { context: 1 });
    expect(short).toContain('<span class="c">a = 1</span>');
    expect(short).not.toContain('class="g"');
  });
});
