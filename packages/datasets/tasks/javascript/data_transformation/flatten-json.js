// query: Flatten a JSON-like value into an object mapping paths to leaf values, writing object keys
//   as "a.b" and array positions as "a[0]". Empty arrays and empty objects are kept as leaves, and a
//   value that is itself a leaf is stored under the empty path "".
// entry_point: flattenJson
// example: flattenJson({ user: { name: 'Ann' } }) === { 'user.name': 'Ann' }
// example: flattenJson({ tags: ['a', 'b'] }) === { 'tags[0]': 'a', 'tags[1]': 'b' }

function flattenJson(value) {
  const result = {};
  const walk = (node, path) => {
    if (Array.isArray(node) && node.length > 0) {
      node.forEach((item, index) => walk(item, `${path}[${index}]`));
    } else if (node !== null && typeof node === 'object' && !Array.isArray(node) && Object.keys(node).length > 0) {
      for (const [key, child] of Object.entries(node)) {
        walk(child, path === '' ? key : `${path}.${key}`);
      }
    } else {
      result[path] = node;
    }
  };
  walk(value, '');
  return result;
}

// tests
assert.deepStrictEqual(flattenJson({ a: 1 }), { a: 1 });
assert.deepStrictEqual(flattenJson({ a: { b: 2 } }), { 'a.b': 2 });
assert.deepStrictEqual(flattenJson({ a: [1, { b: 2 }] }), { 'a[0]': 1, 'a[1].b': 2 });
assert.deepStrictEqual(flattenJson({ a: [] }), { a: [] });
assert.deepStrictEqual(flattenJson({ a: {} }), { a: {} });
assert.deepStrictEqual(flattenJson({}), { '': {} });
assert.deepStrictEqual(flattenJson(5), { '': 5 });
assert.deepStrictEqual(flattenJson([1, 2]), { '[0]': 1, '[1]': 2 });
assert.deepStrictEqual(flattenJson({ a: null }), { a: null });
assert.deepStrictEqual(flattenJson({ x: { y: { z: 'q' } }, w: [[]] }), { 'x.y.z': 'q', 'w[0]': [] });
