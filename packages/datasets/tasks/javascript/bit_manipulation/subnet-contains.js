// query: Check whether an IPv4 address lies inside a CIDR block such as "192.168.1.0/24", comparing
//   only the network prefix bits (host bits set in the block's address are ignored). Throw an error
//   for a prefix length outside 0-32 or a malformed dotted-quad address.
// entry_point: subnetContains
// example: subnetContains('172.16.0.0/12', '172.20.1.1') === true
// example: subnetContains('192.168.0.0/16', '192.169.0.1') === false

function parseIpv4(text) {
  const parts = text.split('.');
  if (parts.length !== 4) throw new Error(`invalid address ${text}`);
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) throw new Error(`invalid address ${text}`);
    value = value * 256 + Number(part);
  }
  return value;
}

function subnetContains(cidr, address) {
  const [network, prefixText] = cidr.split('/');
  const prefix = Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) throw new Error(`invalid prefix in ${cidr}`);
  const blockSize = 2 ** (32 - prefix);
  return Math.floor(parseIpv4(network) / blockSize) === Math.floor(parseIpv4(address) / blockSize);
}

// tests
assert.strictEqual(subnetContains('192.168.1.0/24', '192.168.1.77'), true);
assert.throws(() => subnetContains('1.2.3.0/-1', '1.2.3.4'));
assert.strictEqual(subnetContains('10.0.0.0/8', '10.255.255.255'), true);
assert.strictEqual(subnetContains('10.0.0.0/8', '11.0.0.0'), false);
assert.strictEqual(subnetContains('0.0.0.0/0', '8.8.8.8'), true);
assert.strictEqual(subnetContains('192.168.1.5/32', '192.168.1.5'), true);
assert.strictEqual(subnetContains('192.168.1.5/32', '192.168.1.4'), false);
assert.throws(() => subnetContains('1.2.3.0/33', '1.2.3.4'));
assert.throws(() => subnetContains('1.2.3.0/24', '1.2.3'));
assert.throws(() => subnetContains('1.2.3.0/24', '1.2.3.256'));
