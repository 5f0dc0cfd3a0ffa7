import { describe, expect, it } from '@jest/globals';
import { decodeUtf8, findInvalidUtf8 } from './decode-utf8.js';
import { ExecretError, ExecretErrorCode, InvalidUtf8Error } from './errors.js';
import { SeededRandom } from './seeded-random.js';

function thrown(action: () => unknown): ExecretError {
  try {
    action();
  } catch (error) {
    if (ExecretError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe(decodeUtf8.name, () => {
  it('decodes UTF-8 text and removes a leading byte-order mark', () => {
    expect(decodeUtf8(Buffer.from('\uFEFF# query: ü\r\nx\n'), 'task.py')).toBe('# query: ü\r\nx\n');
  });

  it('names file, 1-based line and byte column of the first invalid byte', () => {
    const bytes = Buffer.concat([Buffer.from('# query: a\n# entry_point: f\ndef f(): return "caf'), Buffer.from([0xe9]), Buffer.from('"\n')]);
    const error = thrown(() => decodeUtf8(bytes, 'tasks/python/strings/cafe.py'));
    expect(error).toBeInstanceOf(InvalidUtf8Error);
    expect(error.code).toBe(ExecretErrorCode.INVALID_UTF8);
    expect(error.location).toEqual({ file: 'tasks/python/strings/cafe.py', line: 3 });
    expect(error.message).toBe('tasks/python/strings/cafe.py:3: invalid UTF-8 (byte 0xe9 at column 21); expected UTF-8 text: re-save the file as UTF-8');
  });
});

describe(findInvalidUtf8.name, () => {
  it('agrees with TextDecoder({ fatal: true }) on random bytes biased towards multi-byte sequences', () => {
    const random = new SeededRandom(13);
    const interesting = [0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff];
    // Code points at the edges of each encoded length and around the surrogates.
    const points = [0x41, 0x7f, 0x80, 0x7ff, 0x800, 0xfff, 0xd7ff, 0xe000, 0xfffd, 0xffff, 0x10000, 0x3ffff, 0x40000, 0xfffff, 0x100000, 0x10ffff];
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    let invalid = 0;
    for (let sample = 0; sample < 20_000; sample += 1) {
      const text = Array.from({ length: random.integer(1, 3) }, () => String.fromCodePoint(points[random.integer(0, points.length - 1)] as number)).join('');
      let bytes = Uint8Array.from(Buffer.from(text, 'utf8'));
      // Two thirds of the samples are damaged: one byte replaced, or the end cut off.
      const damage = random.integer(0, 2);
      if (damage === 1) bytes[random.integer(0, bytes.length - 1)] = interesting[random.integer(0, interesting.length - 1)] as number;
      if (damage === 2) bytes = bytes.subarray(0, random.integer(0, bytes.length - 1));
      let decoderAccepts = true;
      try {
        decoder.decode(bytes);
      } catch {
        decoderAccepts = false;
      }
      const found = findInvalidUtf8(bytes);
      if (found !== undefined) invalid += 1;
      if ((found === undefined) !== decoderAccepts) throw new Error(`disagreement on ${Buffer.from(bytes).toString('hex')}`);
    }
    // Both outcomes must occur, or the comparison above proves nothing.
    expect(invalid).toBeGreaterThan(5_000);
    expect(invalid).toBeLessThan(15_000);
  });

  it('flags a valid start cut by the end of the input as cutAtEnd', () => {
    expect(findInvalidUtf8(Buffer.from([0x41, 0xf0, 0x9f, 0x98]))).toEqual({ offset: 1, byte: 0xf0, cutAtEnd: true });
    expect(findInvalidUtf8(Buffer.from([0x41, 0xf0, 0x9f, 0x41]))).toEqual({ offset: 1, byte: 0xf0, cutAtEnd: false });
  });
});
