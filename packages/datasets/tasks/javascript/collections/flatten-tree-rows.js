// query: Flatten a tree of { id, children? } nodes into rows { id, depth, parent } in depth-first
//   pre-order (children in order), where the root has depth 0 and parent null.
// entry_point: flattenTreeRows
// example: flattenTreeRows({ id: 'r', children: [{ id: 'a' }] }) === [{ id: 'r', depth: 0, parent: null }, { id: 'a', depth: 1, parent: 'r' }]
// example: flattenTreeRows({ id: 'solo' }) === [{ id: 'solo', depth: 0, parent: null }]

function flattenTreeRows(root) {
  const rows = [];
  const stack = [[root, 0, null]];
  while (stack.length > 0) {
    const [node, depth, parent] = stack.pop();
    rows.push({ id: node.id, depth, parent });
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1, node.id]);
  }
  return rows;
}

// tests
assert.deepStrictEqual(flattenTreeRows({ id: 'r', children: [] }), [{ id: 'r', depth: 0, parent: null }]);
assert.deepStrictEqual(flattenTreeRows({ id: 'r', children: [{ id: 'a' }, { id: 'b' }] }).map((row) => row.id), ['r', 'a', 'b']);
assert.deepStrictEqual(flattenTreeRows({ id: 'r', children: [{ id: 'a', children: [{ id: 'c' }] }, { id: 'b' }] }), [{ id: 'r', depth: 0, parent: null }, { id: 'a', depth: 1, parent: 'r' }, { id: 'c', depth: 2, parent: 'a' }, { id: 'b', depth: 1, parent: 'r' }]);
assert.deepStrictEqual(flattenTreeRows({ id: '1', children: [{ id: '2', children: [{ id: '3', children: [{ id: '4' }] }] }] }).map((row) => row.depth), [0, 1, 2, 3]);
assert.deepStrictEqual(flattenTreeRows({ id: 'x', children: [{ id: 'y' }, { id: 'z', children: [{ id: 'w' }] }] }).map((row) => row.parent), [null, 'x', 'x', 'z']);
assert.deepStrictEqual(flattenTreeRows({ id: 'r', children: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }).map((row) => row.id), ['r', 'a', 'b', 'c']);
assert.strictEqual(flattenTreeRows({ id: 'r', children: [{ id: 'a', children: [{ id: 'b' }, { id: 'c' }] }] }).length, 4);
