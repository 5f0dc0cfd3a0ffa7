import { describe, expect, it } from '@jest/globals';
import { encodeFrame, FrameDecoder as sut, MAX_FRAME_BYTES } from './frame-codec.js';

describe(sut.name, () => {
  it('encodes a 4-byte big-endian length before the UTF-8 JSON body', () => {
    const frame = encodeFrame({ a: 'é' });
    // {"a":"é"} is 10 bytes in UTF-8 (é takes two).
    expect([...frame.subarray(0, 4)]).toEqual([0, 0, 0, 10]);
    expect(frame.subarray(4).toString('utf8')).toBe('{"a":"é"}');
  });

  it('decodes frames split at any byte and several frames in one chunk', () => {
    const bytes = Buffer.concat([encodeFrame({ t: 'out', r: [[0, 'pass']] }), encodeFrame({ t: 'done', id: 7 }), encodeFrame('ünïcode')]);
    for (let split = 1; split < bytes.length; split += 1) {
      const decoder = new sut();
      const messages = [...decoder.push(bytes.subarray(0, split)), ...decoder.push(bytes.subarray(split))];
      expect(messages).toEqual([{ t: 'out', r: [[0, 'pass']] }, { t: 'done', id: 7 }, 'ünïcode']);
    }
    const byteByByte = new sut();
    const collected: unknown[] = [];
    for (const byte of bytes) collected.push(...byteByByte.push(Buffer.from([byte])));
    expect(collected).toHaveLength(3);
  });

  it('rejects oversized frames and invalid JSON', () => {
    const header = Buffer.alloc(4);
    header.writeUInt32BE(MAX_FRAME_BYTES + 1, 0);
    expect(() => new sut().push(header)).toThrow(/limit/);
    const bad = Buffer.concat([Buffer.from([0, 0, 0, 3]), Buffer.from('{x}')]);
    expect(() => new sut().push(bad)).toThrow(/not valid JSON/);
  });
});
