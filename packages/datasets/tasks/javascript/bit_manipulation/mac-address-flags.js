// query: Read the two flag bits of a MAC address written as six two-digit hex groups separated by ':'
//   or '-': multicast is bit 0 of the first byte and local (locally administered) is bit 1. Return
//   { multicast, local } booleans and throw an Error for a malformed address.
// entry_point: macAddressFlags
// example: macAddressFlags('01:00:5e:00:00:fb') === { multicast: true, local: false }
// example: macAddressFlags('02-42-ac-11-00-02') === { multicast: false, local: true }

function macAddressFlags(mac) {
  const parts = mac.split(/[:-]/);
  if (parts.length !== 6 || parts.some((part) => !/^[0-9a-fA-F]{2}$/.test(part))) {
    throw new Error(`invalid MAC address: ${mac}`);
  }
  const first = parseInt(parts[0], 16);
  return { multicast: (first & 1) === 1, local: (first & 2) === 2 };
}

// tests
assert.deepStrictEqual(macAddressFlags('00:1a:2b:3c:4d:5e'), { multicast: false, local: false });
assert.deepStrictEqual(macAddressFlags('FF:FF:FF:FF:FF:FF'), { multicast: true, local: true });
assert.deepStrictEqual(macAddressFlags('03:00:00:00:00:00'), { multicast: true, local: true });
assert.deepStrictEqual(macAddressFlags('fe-00-00-00-00-01'), { multicast: false, local: true });
assert.deepStrictEqual(macAddressFlags('fd:00:00:00:00:01'), { multicast: true, local: false });
assert.throws(() => macAddressFlags('00:1a:2b:3c:4d'));
assert.throws(() => macAddressFlags('00:1a:2b:3c:4d:5e:6f'));
assert.throws(() => macAddressFlags('0:1a:2b:3c:4d:5e'));
assert.throws(() => macAddressFlags('00:1a:2b:3c:4d:zz'));
