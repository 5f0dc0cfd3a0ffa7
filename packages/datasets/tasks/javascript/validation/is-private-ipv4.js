// query: Check whether a dotted-quad IPv4 address is in a private or local range: 10.0.0.0/8, 172.16.0.0/12,
//   192.168.0.0/16, loopback 127.0.0.0/8 or link-local 169.254.0.0/16. A string that is not a valid address
//   (four decimal parts 0-255) gives false.
// entry_point: isPrivateIpv4
// example: isPrivateIpv4('192.168.1.20') === true
// example: isPrivateIpv4('8.8.8.8') === false

function isPrivateIpv4(address) {
  const parts = address.split('.');
  if (parts.length !== 4) return false;
  const octets = [];
  for (const part of parts) {
    if (!/^[0-9]{1,3}$/.test(part) || Number(part) > 255) return false;
    octets.push(Number(part));
  }
  const [a, b] = octets;
  if (a === 10 || a === 127) return true;
  if (a === 172 && b >= 16 && b <= 31) return true;
  if (a === 192 && b === 168) return true;
  return address.startsWith('169.254.');
}

// tests
assert.strictEqual(isPrivateIpv4('10.1.2.3'), true);
assert.strictEqual(isPrivateIpv4('127.0.0'), false);
assert.strictEqual(isPrivateIpv4('172.16.0.1'), true);
assert.strictEqual(isPrivateIpv4('172.31.255.255'), true);
assert.strictEqual(isPrivateIpv4('172.15.0.1'), false);
assert.strictEqual(isPrivateIpv4('172.32.0.1'), false);
assert.strictEqual(isPrivateIpv4('192.168.0.1'), true);
assert.strictEqual(isPrivateIpv4('193.168.0.1'), false);
assert.strictEqual(isPrivateIpv4('169.254.9.9'), true);
assert.strictEqual(isPrivateIpv4('169.254.0.300'), false);
