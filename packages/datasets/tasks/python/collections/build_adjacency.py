# query: Build an adjacency list from a list of (source, target) edges: a dict from every node that
#   appears to its sorted list of distinct neighbours. For undirected graphs each edge is recorded in
#   both directions; for directed graphs only from source to target (targets still get an entry).
# entry_point: build_adjacency
# example: build_adjacency([("a", "b"), ("b", "c")], True) == {"a": ["b"], "b": ["c"], "c": []}
# example: build_adjacency([(1, 2), (2, 3)], False) == {1: [2], 2: [1, 3], 3: [2]}

def build_adjacency(edges, directed):
    graph = {}
    for source, target in edges:
        if source not in graph:
            graph[source] = []
        if target not in graph:
            graph[target] = []
        if target not in graph[source]:
            graph[source].append(target)
        if not directed and source not in graph[target]:
            graph[target].append(source)
    for node in graph:
        graph[node].sort()
    return graph


# tests
assert build_adjacency([], True) == {}
assert build_adjacency([(1, 2)], True) == {1: [2], 2: []}
assert build_adjacency([(1, 2)], False) == {1: [2], 2: [1]}
assert build_adjacency([(1, 3), (1, 2), (1, 3)], True) == {1: [2, 3], 2: [], 3: []}
assert build_adjacency([(1, 2), (2, 1)], False) == {1: [2], 2: [1]}
assert build_adjacency([(1, 2), (2, 1)], True) == {1: [2], 2: [1]}
assert build_adjacency([("b", "a"), ("c", "a")], False) == {"a": ["b", "c"], "b": ["a"], "c": ["a"]}
assert build_adjacency([(3, 3)], False) == {3: [3]}
