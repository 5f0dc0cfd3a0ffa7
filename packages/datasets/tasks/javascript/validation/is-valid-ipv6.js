// query: Check whether a string is a valid IPv6 address in colon-hexadecimal form: eight groups of 1 to 4
//   hexadecimal digits (either case), or fewer groups with a single "::" standing for at least one omitted
//   group. Embedded IPv4 notation and zone suffixes are not accepted.
// entry_point: isValidIpv6
// example: isValidIpv6('fe80::1') === true
// example: isValidIpv6('fe80:::1') === false

function isValidIpv6(address) {
  const doubleColon = address.indexOf('::');
  let groups;
  if (doubleColon === -1) {
    groups = address.split(':');
    if (groups.length !== 8) return false;
  } else {
    const left = address.slice(0, doubleColon);
    const right = address.slice(doubleColon + 2);
    const leftGroups = left === '' ? [] : left.split(':');
    const rightGroups = right === '' ? [] : right.split(':');
    groups = leftGroups.concat(rightGroups);
    if (groups.length > 7) return false;
  }
  for (const group of groups) {
    if (group.length < 1 || group.length > 4) return false;
    for (const ch of group.toLowerCase()) {
      const isHex = (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f');
      if (!isHex) return false;
    }
  }
  return true;
}

// tests
assert.strictEqual(isValidIpv6('2001:0db8:85a3:0000:0000:8a2e:0370:7334'), true);
assert.strictEqual(isValidIpv6('2001:db8::8a2e:370:7334'), true);
assert.strictEqual(isValidIpv6('::ffff:9'), true);
assert.strictEqual(isValidIpv6('1::2::3'), false);
assert.strictEqual(isValidIpv6('1:2:3:4:5:6:7'), false);
assert.strictEqual(isValidIpv6('1:2:3:4::5:6:7:8'), false);
assert.strictEqual(isValidIpv6('12345::'), false);
assert.strictEqual(isValidIpv6('g::1'), false);
assert.strictEqual(isValidIpv6('1:2:3:4:5:6:7::'), true);
assert.strictEqual(isValidIpv6(':1:2:3:4:5:6:7'), false);
