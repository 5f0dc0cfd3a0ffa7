# query: Reverse every edge of a directed graph given as an adjacency dict (node to list of
#   successors) and return the predecessor dict: every node that appears anywhere is a key, and each
#   list is sorted.
# entry_point: reverse_edges
# example: reverse_edges({"a": ["b"]}) == {"a": [], "b": ["a"]}
# example: reverse_edges({"x": ["z"], "y": ["z"]}) == {"x": [], "y": [], "z": ["x", "y"]}

def reverse_edges(graph):
    reversed_graph = {}
    for node in graph:
        reversed_graph.setdefault(node, [])
    for node, neighbors in graph.items():
        for neighbor in neighbors:
            reversed_graph.setdefault(neighbor, []).append(node)
    for neighbors in reversed_graph.values():
        neighbors.sort()
    return reversed_graph


# tests
assert reverse_edges({}) == {}
assert reverse_edges({"a": []}) == {"a": []}
assert reverse_edges({"a": ["a"]}) == {"a": ["a"]}
assert reverse_edges({"a": ["b"], "b": ["a"]}) == {"a": ["b"], "b": ["a"]}
assert reverse_edges({"c": ["a"], "b": ["a"], "a": []}) == {"c": [], "b": [], "a": ["b", "c"]}
assert reverse_edges({1: [2, 3], 2: [3]}) == {1: [], 2: [1], 3: [1, 2]}
assert reverse_edges({"p": ["q", "r"], "q": ["r"], "r": ["p"]}) == {"p": ["r"], "q": ["p"], "r": ["p", "q"]}
assert sorted(reverse_edges({"a": ["b", "c"]})) == ["a", "b", "c"]
