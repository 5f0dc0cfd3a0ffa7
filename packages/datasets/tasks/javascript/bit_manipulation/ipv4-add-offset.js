// query: Add a signed offset to a dotted-quad IPv4 address and return the resulting address, carrying
//   across octets. Throw an Error for a malformed address and a RangeError if the result falls outside
//   0.0.0.0-255.255.255.255.
// entry_point: ipv4AddOffset
// example: ipv4AddOffset('10.0.0.1', 5) === '10.0.0.6'
// example: ipv4AddOffset('10.0.1.0', -1) === '10.0.0.255'

function ipv4AddOffset(address, offset) {
  const octets = address.split('.').map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  if (octets.length !== 4 || octets.some((octet) => !(octet <= 255))) throw new Error(`invalid IPv4 address: ${address}`);
  const value = octets[0] * 16777216 + octets[1] * 65536 + octets[2] * 256 + octets[3] + offset;
  if (value < 0 || value > 0xffffffff) throw new RangeError('result outside the IPv4 range');
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

// tests
assert.strictEqual(ipv4AddOffset('192.168.1.1', 0), '192.168.1.1');
assert.strictEqual(ipv4AddOffset('192.168.1.255', 1), '192.168.2.0');
assert.strictEqual(ipv4AddOffset('0.0.0.0', 16777216), '1.0.0.0');
assert.strictEqual(ipv4AddOffset('255.255.255.254', 1), '255.255.255.255');
assert.strictEqual(ipv4AddOffset('1.0.0.0', -1), '0.255.255.255');
assert.strictEqual(ipv4AddOffset('0.0.0.1', -1), '0.0.0.0');
assert.throws(() => ipv4AddOffset('255.255.255.255', 1), RangeError);
assert.throws(() => ipv4AddOffset('0.0.0.0', -1), RangeError);
assert.throws(() => ipv4AddOffset('1.2.3.256', 1));
assert.throws(() => ipv4AddOffset('1.2.3', 1));
