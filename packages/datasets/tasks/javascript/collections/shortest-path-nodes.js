// query: Find a shortest path between two nodes of a directed graph given as a record of node to
//   neighbour list, by breadth-first search visiting neighbours in listed order; return the nodes from
//   start to goal inclusive, [start] when they are equal, or null if the goal is unreachable.
// entry_point: shortestPathNodes
// example: shortestPathNodes({ a: ['b'], b: ['c'] }, 'a', 'c') === ['a', 'b', 'c']
// example: shortestPathNodes({ a: [] }, 'a', 'b') === null

function shortestPathNodes(graph, start, goal) {
  if (start === goal) return [start];
  const previous = new Map([[start, start]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const next of graph[node] ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, node);
      if (next === goal) {
        const path = [goal];
        let current = goal;
        while (current !== start) {
          current = previous.get(current);
          path.unshift(current);
        }
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

// tests
assert.deepStrictEqual(shortestPathNodes({}, 'x', 'x'), ['x']);
assert.deepStrictEqual(shortestPathNodes({}, 'x', 'y'), null);
assert.deepStrictEqual(shortestPathNodes({ s: ['t'] }, 's', 't'), ['s', 't']);
assert.deepStrictEqual(shortestPathNodes({ s: ['a', 'b'], a: ['c'], b: ['t'], c: ['t'] }, 's', 't'), ['s', 'b', 't']);
assert.deepStrictEqual(shortestPathNodes({ s: ['a', 'b'], a: ['t'], b: ['t'] }, 's', 't'), ['s', 'a', 't']);
assert.deepStrictEqual(shortestPathNodes({ s: ['a'], a: ['s'] }, 's', 't'), null);
assert.deepStrictEqual(shortestPathNodes({ s: ['a'], a: ['b'], b: ['c'], c: ['d'] }, 's', 'd'), ['s', 'a', 'b', 'c', 'd']);
assert.deepStrictEqual(shortestPathNodes({ s: ['a'], a: ['b'], b: ['s'] }, 'b', 'a'), ['b', 's', 'a']);
assert.deepStrictEqual(shortestPathNodes({ t: ['s'] }, 's', 't'), null);
