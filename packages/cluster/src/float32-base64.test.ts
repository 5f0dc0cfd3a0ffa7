import { describe, expect, it } from '@jest/globals';
import { decodeFloat32, encodeFloat32 as sut } from './float32-base64.js';

describe(sut.name, () => {
  it('round-trips float32 vectors bit for bit, special values included', () => {
    const vector = Float32Array.from([0.1, -0, 1e-42, 3.4028234663852886e38, Number.NaN, Number.POSITIVE_INFINITY, -1.5]);
    const decoded = decodeFloat32(sut(vector));
    expect(Buffer.from(decoded.buffer)).toEqual(Buffer.from(vector.buffer));
    // Plain numbers are rounded to float32 as a Float32Array would store them.
    expect(Array.from(decodeFloat32(sut([0.1, 2])))).toEqual([Math.fround(0.1), 2]);
    expect(sut([])).toBe('');
  });

  it('refuses bytes that are no float32 vector', () => {
    expect(() => decodeFloat32(Buffer.from([1, 2, 3]).toString('base64'))).toThrow('a float32 vector needs a multiple of 4 bytes, got 3');
  });
});
