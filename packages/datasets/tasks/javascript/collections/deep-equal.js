// query: Structurally compare two JSON-like values: primitives must be strictly equal, arrays must
//   have the same length and equal elements in order, and plain objects must have the same set of own
//   keys with equal values (key order does not matter). An array never equals a non-array object.
// entry_point: deepEqual
// example: deepEqual({ x: [1, 2] }, { x: [1, 2] }) === true
// example: deepEqual([1, 2], [2, 1]) === false

function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) {
      if (!deepEqual(a[index], b[index])) return false;
    }
    return true;
  }
  const left = a;
  const right = b;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(right, key)) return false;
    if (!deepEqual(left[key], right[key])) return false;
  }
  return true;
}

// tests
assert.strictEqual(deepEqual(1, 1), true);
assert.strictEqual(deepEqual(1, {}), false);
assert.strictEqual(deepEqual(null, {}), false);
assert.strictEqual(deepEqual([1, 2], [1, 2, 3]), false);
assert.strictEqual(deepEqual({ a: 1 }, { b: 1 }), false);
assert.strictEqual(deepEqual({ a: [1, 2], b: 2 }, { b: 2, a: [1, 2] }), true);
assert.strictEqual(deepEqual({ a: undefined }, { b: undefined }), false);
assert.strictEqual(deepEqual([], {}), false);
assert.strictEqual(deepEqual({ a: 1 }, { a: 1, b: 2 }), false);
assert.strictEqual(deepEqual({ a: { b: [{ c: 1 }] } }, { a: { b: [{ c: 2 }] } }), false);
