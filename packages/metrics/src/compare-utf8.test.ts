import { describe, expect, it } from '@jest/globals';
import { compareUtf8 as sut } from './compare-utf8.js';

describe(sut.name, () => {
  it('orders ASCII ids like C strcmp (byte order)', () => {
    expect(sut('d10', 'd9')).toBeLessThan(0);
    expect(sut('d9', 'd10')).toBeGreaterThan(0);
    expect(sut('D1', 'd1')).toBeLessThan(0);
    expect(sut('d1', 'd1')).toBe(0);
    expect(sut('d1', 'd10')).toBeLessThan(0);
  });

  it('orders characters above U+FFFF after U+E000..U+FFFF, as their UTF-8 bytes do', () => {
    const astral = '\u{1F600}'; // UTF-8 F0 9F 98 80
    const privateUse = '\uE000'; // UTF-8 EE 80 80
    expect(Buffer.compare(Buffer.from(astral), Buffer.from(privateUse))).toBe(1);
    expect(sut(astral, privateUse)).toBeGreaterThan(0);
    // JavaScript's own < compares UTF-16 code units and gets this pair the other way round
    expect(astral < privateUse).toBe(true);
  });

  it('agrees with Buffer.compare on mixed strings', () => {
    const words = ['a', 'ä', 'z', '\uFFFD', '\u{10000}', 'a\u{1F600}', 'a\uE000', '', 'ab'];
    for (const left of words) {
      for (const right of words) {
        expect(Math.sign(sut(left, right))).toBe(Buffer.compare(Buffer.from(left), Buffer.from(right)));
      }
    }
  });
});
