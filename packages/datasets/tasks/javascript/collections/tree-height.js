// query: Return the height of a tree of nodes with optional children arrays: the number of edges on
//   the longest path from the root down to a leaf, so a single node has height 0.
// entry_point: treeHeight
// example: treeHeight({ children: [{}, { children: [{}] }] }) === 2
// example: treeHeight({ children: [] }) === 0

function treeHeight(node) {
  let tallest = -1;
  for (const child of node.children ?? []) {
    const height = treeHeight(child);
    if (height > tallest) tallest = height;
  }
  return tallest + 1;
}

// tests
assert.strictEqual(treeHeight({}), 0);
assert.strictEqual(treeHeight({ children: [{}] }), 1);
assert.strictEqual(treeHeight({ children: [{}, {}, {}] }), 1);
assert.strictEqual(treeHeight({ children: [{ children: [{ children: [{}] }] }] }), 3);
assert.strictEqual(treeHeight({ children: [{ children: [{}] }, {}] }), 2);
assert.strictEqual(treeHeight({ children: [{}, { children: [{ children: [{}] }] }, { children: [{}] }] }), 3);
assert.strictEqual(treeHeight({ children: [{ children: [] }] }), 1);
