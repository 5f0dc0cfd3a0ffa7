// query: Compute the CRC-16/CCITT-FALSE checksum of a byte array: polynomial 0x1021, initial value
//   0xFFFF, most significant bit first, no final XOR (the check value for the ASCII bytes of
//   "123456789" is 0x29B1). An empty array gives 0xFFFF.
// entry_point: crc16CcittFalse
// example: crc16CcittFalse([0x01]) === 0xf1d1
// example: crc16CcittFalse([0x41, 0x42]) === 0x4b74

function crc16CcittFalse(bytes) {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      if ((crc & 0x8000) !== 0) {
        crc = ((crc << 1) ^ 0x1021) & 0xffff;
      } else {
        crc = (crc << 1) & 0xffff;
      }
    }
  }
  return crc;
}

// tests
assert.strictEqual(crc16CcittFalse([]), 0xffff);
assert.strictEqual(crc16CcittFalse([0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39]), 0x29b1);
assert.strictEqual(crc16CcittFalse([0x00]), 0xe1f0);
assert.strictEqual(crc16CcittFalse([0xff]), 0xff00);
assert.strictEqual(crc16CcittFalse([0x12, 0x34]), 0x0ec9);
assert.strictEqual(crc16CcittFalse([0x41]), 0xb915);
assert.notStrictEqual(crc16CcittFalse([0x12, 0x34]), crc16CcittFalse([0x34, 0x12]));
