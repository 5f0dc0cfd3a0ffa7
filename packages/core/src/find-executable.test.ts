import { describe, expect, it } from '@jest/globals';
import { findExecutable as sut } from './find-executable.js';

describe(sut.name, () => {
  it('finds programs on PATH and checks explicit paths', () => {
    expect(sut('sh', '/nonexistent:/bin:/usr/bin')).toMatch(/\/sh$/);
    expect(sut('sh', '/nonexistent')).toBeUndefined();
    expect(sut('/nonexistent/bwrap')).toBeUndefined();
    // A folder is not a program, even where it may be entered.
    expect(sut('bin', '/')).toBeUndefined();
  });
});
