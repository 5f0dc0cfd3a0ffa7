// query: Find a node by id in a tree of { id, children? } objects and return the ids on the path from
//   the root to that node (both included), searching children depth-first in order; return null if no
//   node has that id.
// entry_point: findPathById
// example: findPathById({ id: 'r', children: [{ id: 'a' }] }, 'a') === ['r', 'a']
// example: findPathById({ id: 'r' }, 'z') === null

function findPathById(node, id) {
  if (node.id === id) return [node.id];
  for (const child of node.children ?? []) {
    const path = findPathById(child, id);
    if (path !== null) return [node.id, ...path];
  }
  return null;
}

// tests
assert.deepStrictEqual(findPathById({ id: 'r' }, 'r'), ['r']);
assert.deepStrictEqual(findPathById({ id: 'r', children: [] }, 'x'), null);
assert.deepStrictEqual(findPathById({ id: 'r', children: [{ id: 'a', children: [{ id: 'b' }] }] }, 'b'), ['r', 'a', 'b']);
assert.deepStrictEqual(findPathById({ id: 'r', children: [{ id: 'a' }, { id: 'c', children: [{ id: 'd' }] }] }, 'd'), ['r', 'c', 'd']);
assert.deepStrictEqual(findPathById({ id: 'r', children: [{ id: 'a', children: [{ id: 'x' }] }, { id: 'x' }] }, 'x'), ['r', 'a', 'x']);
assert.deepStrictEqual(findPathById({ id: 'r', children: [{ id: 'a', children: [{ id: 'b' }] }] }, 'a'), ['r', 'a']);
assert.deepStrictEqual(findPathById({ id: 'r', children: [{ id: 'a' }, { id: 'b' }] }, 'c'), null);
