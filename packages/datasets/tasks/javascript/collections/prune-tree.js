// query: Filter a tree of { label, children? } nodes, keeping a node if its label passes the test or
//   any descendant is kept; return the pruned copy (nodes left without kept children have no children
//   field) or null when nothing is kept.
// entry_point: pruneTree
// example: pruneTree({ label: 'root', children: [{ label: 'keep' }, { label: 'drop' }] }, (l) => l === 'keep') === { label: 'root', children: [{ label: 'keep' }] }
// example: pruneTree({ label: 'x' }, () => false) === null

function pruneTree(node, keep) {
  const children = [];
  for (const child of node.children ?? []) {
    const pruned = pruneTree(child, keep);
    if (pruned !== null) children.push(pruned);
  }
  if (!keep(node.label) && children.length === 0) return null;
  return children.length > 0 ? { label: node.label, children } : { label: node.label };
}

// tests
assert.deepStrictEqual(pruneTree({ label: 'a' }, () => true), { label: 'a' });
assert.deepStrictEqual(pruneTree({ label: 'a', children: [] }, () => true), { label: 'a' });
assert.deepStrictEqual(pruneTree({ label: 'a', children: [{ label: 'b' }] }, (l) => l === 'a'), { label: 'a' });
assert.deepStrictEqual(pruneTree({ label: 'a', children: [{ label: 'b', children: [{ label: 'c' }] }] }, (l) => l === 'c'), { label: 'a', children: [{ label: 'b', children: [{ label: 'c' }] }] });
assert.deepStrictEqual(pruneTree({ label: 'a', children: [{ label: 'b' }, { label: 'c' }] }, (l) => l !== 'b'), { label: 'a', children: [{ label: 'c' }] });
assert.deepStrictEqual(pruneTree({ label: 'a', children: [{ label: 'b' }, { label: 'c' }] }, (l) => l === 'z'), null);
assert.deepStrictEqual(pruneTree({ label: 'ab', children: [{ label: 'b' }, { label: 'ac' }] }, (l) => l.startsWith('a')), { label: 'ab', children: [{ label: 'ac' }] });
