# query: Turn an adjacency dict of an undirected graph, where an edge may be listed from one or both
#   ends, into a sorted list of unique (smaller, larger) node tuples; a self-loop appears once as
#   (node, node).
# entry_point: undirected_edge_list
# example: undirected_edge_list({"a": ["b"], "b": ["a", "c"]}) == [("a", "b"), ("b", "c")]
# example: undirected_edge_list({"x": []}) == []

def undirected_edge_list(graph):
    edges = set()
    for node, neighbors in graph.items():
        for neighbor in neighbors:
            if node <= neighbor:
                edges.add((node, neighbor))
            else:
                edges.add((neighbor, node))
    return sorted(edges)


# tests
assert undirected_edge_list({}) == []
assert undirected_edge_list({1: [2]}) == [(1, 2)]
assert undirected_edge_list({2: [1]}) == [(1, 2)]
assert undirected_edge_list({1: [2], 2: [1]}) == [(1, 2)]
assert undirected_edge_list({3: [3]}) == [(3, 3)]
assert undirected_edge_list({1: [3, 2], 3: [2]}) == [(1, 2), (1, 3), (2, 3)]
assert undirected_edge_list({"c": ["a"], "b": ["a"], "a": []}) == [("a", "b"), ("a", "c")]
assert undirected_edge_list({5: [4, 4]}) == [(4, 5)]
