import { describe, expect, it } from '@jest/globals';
import { escapeMarkdown as sut } from './escape-markdown.js';

describe(sut.name, () => {
  it('backslash-escapes markup characters and the table cell separator', () => {
    expect(sut('acme/<coder>?dim=256&q=a|b')).toBe('acme/\\<coder\\>?dim=256\\&q=a\\|b');
    expect(sut('*bold* _it_ `code` [link](x) ~s~ $m$')).toBe('\\*bold\\* \\_it\\_ \\`code\\` \\[link\\](x) \\~s\\~ \\$m\\$');
  });

  it('escapes a backslash first, so an escaped pipe in the id stays literal', () => {
    expect(sut('a\\|b')).toBe('a\\\\\\|b');
  });

  it('keeps a cell on one line', () => {
    expect(sut('two\nlines\r\nhere')).toBe('two lines here');
  });

  it('leaves slashes, colons, dots and dashes of ordinary ids readable', () => {
    expect(sut('openai:text-embedding-3-large')).toBe('openai:text-embedding-3-large');
    expect(sut('npz:path/to/run.npz')).toBe('npz:path/to/run.npz');
  });
});
