# query: For every node key of a directed graph given as an adjacency dict, list the nodes reachable by
#   following one or more edges, sorted; a node is included in its own list only if it lies on a cycle.
#   Neighbours without an entry have no outgoing edges.
# entry_point: reachable_sets
# example: reachable_sets({"a": ["b"], "b": []}) == {"a": ["b"], "b": []}
# example: reachable_sets({"x": ["x"]}) == {"x": ["x"]}

def reachable_sets(graph):
    result = {}
    for start in graph:
        seen = set()
        stack = list(graph[start])
        while stack:
            node = stack.pop()
            if node in seen:
                continue
            seen.add(node)
            stack.extend(graph.get(node, []))
        result[start] = sorted(seen)
    return result


# tests
assert reachable_sets({}) == {}
assert reachable_sets({1: []}) == {1: []}
assert reachable_sets({1: [2], 2: [3], 3: []}) == {1: [2, 3], 2: [3], 3: []}
assert reachable_sets({1: [2], 2: [1]}) == {1: [1, 2], 2: [1, 2]}
assert reachable_sets({1: [2, 3], 3: [4]}) == {1: [2, 3, 4], 3: [4]}
assert reachable_sets({1: [2], 2: [3], 3: [2]}) == {1: [2, 3], 2: [2, 3], 3: [2, 3]}
assert reachable_sets({"a": ["c", "b"], "b": ["c"], "c": []}) == {"a": ["b", "c"], "b": ["c"], "c": []}
