// query: Decode serial frames from a byte list: 0x02 (STX) starts a frame, discarding any unfinished one, 0x03 (ETX)
//   ends its payload and the byte after ETX is a checksum equal to the XOR of the payload bytes. Bytes outside frames
//   are ignored. Return [payloads with a correct checksum, number of frames with a wrong checksum]; a frame cut off
//   before its checksum is dropped silently.
// entry_point: decodeStxEtxFrames
// example: decodeStxEtxFrames([0x02, 0x41, 0x03, 0x41]) === [[[0x41]], 0]
// example: decodeStxEtxFrames([0x02, 0x41, 0x03, 0x00]) === [[], 1]

function decodeStxEtxFrames(bytes) {
  const frames = [];
  let bad = 0;
  let state = 'idle';
  let payload = [];
  let checksum = 0;
  for (const byte of bytes) {
    if (state === 'checksum') {
      if (byte === checksum) frames.push(payload);
      else bad += 1;
      state = 'idle';
    } else if (byte === 0x02) {
      state = 'payload';
      payload = [];
      checksum = 0;
    } else if (state === 'payload') {
      if (byte === 0x03) {
        state = 'checksum';
      } else {
        payload.push(byte);
        checksum ^= byte;
      }
    }
  }
  return [frames, bad];
}

// tests
assert.deepStrictEqual(decodeStxEtxFrames([]), [[], 0]);
assert.deepStrictEqual(decodeStxEtxFrames([0x02, 0x31, 0x32, 0x03, 0x03]), [[[49, 50]], 0]);
assert.deepStrictEqual(decodeStxEtxFrames([0x02, 0x31, 0x32, 0x03, 0x00]), [[], 1]);
assert.deepStrictEqual(decodeStxEtxFrames([0x10, 0x03, 0x02, 0x05, 0x03, 0x05, 0x22]), [[[5]], 0]);
assert.deepStrictEqual(decodeStxEtxFrames([0x02, 0x07, 0x02, 0x08, 0x03, 0x08]), [[[8]], 0]);
assert.deepStrictEqual(decodeStxEtxFrames([0x02, 0x03, 0x00]), [[[]], 0]);
assert.deepStrictEqual(decodeStxEtxFrames([0x02, 0x09, 0x03]), [[], 0]);
assert.deepStrictEqual(decodeStxEtxFrames([0x02, 0x01, 0x03, 0x02, 0x02, 0x04, 0x03, 0x04]), [[[4]], 1]);
assert.deepStrictEqual(decodeStxEtxFrames([0x02, 0x0f, 0xf0, 0x03, 0xff, 0x02, 0x01, 0x03, 0x01]), [[[15, 240], [1]], 0]);
