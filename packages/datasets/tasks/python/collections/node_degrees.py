# query: Count the degree of every node from a list of undirected edges given as (a, b) pairs: each edge
#   adds one to both ends and a self-loop adds two. Nodes listed in the optional nodes argument appear
#   even with degree 0. Return a dict sorted by node.
# entry_point: node_degrees
# example: node_degrees([("a", "b"), ("b", "c")]) == {"a": 1, "b": 2, "c": 1}
# example: node_degrees([], ["z"]) == {"z": 0}

def node_degrees(edges, nodes=()):
    degrees = {node: 0 for node in nodes}
    for a, b in edges:
        degrees[a] = degrees.get(a, 0) + 1
        degrees[b] = degrees.get(b, 0) + 1
    return dict(sorted(degrees.items()))


# tests
assert node_degrees([]) == {}
assert node_degrees([(1, 2)]) == {1: 1, 2: 1}
assert node_degrees([(1, 1)]) == {1: 2}
assert node_degrees([(1, 2), (1, 2)]) == {1: 2, 2: 2}
assert node_degrees([(3, 1), (2, 1)], [4]) == {1: 2, 2: 1, 3: 1, 4: 0}
assert list(node_degrees([(3, 1), (2, 1)])) == [1, 2, 3]
assert node_degrees([(1, 2)], [1]) == {1: 1, 2: 1}
assert node_degrees([("x", "y"), ("y", "z"), ("z", "x")]) == {"x": 2, "y": 2, "z": 2}
