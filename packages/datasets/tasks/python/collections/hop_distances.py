# query: Compute the fewest number of hops from a start node to every node reachable from it in a
#   directed graph given as an adjacency dict (node to list of neighbours); unreachable nodes are left
#   out and the start has distance 0. A start that is not a key of the graph gives None.
# entry_point: hop_distances
# example: hop_distances({"a": ["b"], "b": ["c"], "c": []}, "a") == {"a": 0, "b": 1, "c": 2}
# example: hop_distances({"a": []}, "a") == {"a": 0}

def hop_distances(graph, start):
    from collections import deque
    if start not in graph:
        return None
    distances = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for neighbor in graph.get(node, []):
            if neighbor not in distances:
                distances[neighbor] = distances[node] + 1
                queue.append(neighbor)
    return distances


# tests
assert hop_distances({}, "a") is None
assert hop_distances({"x": ["y"]}, "x") == {"x": 0, "y": 1}
assert hop_distances({"a": ["b", "c"], "b": ["d"], "c": ["e"], "e": ["d"], "d": []}, "a") == {"a": 0, "b": 1, "c": 1, "d": 2, "e": 2}
assert hop_distances({"a": ["b"], "b": ["a"]}, "b") == {"b": 0, "a": 1}
assert hop_distances({"a": ["b"], "b": [], "c": ["a"]}, "a") == {"a": 0, "b": 1}
assert hop_distances({"a": ["a"]}, "a") == {"a": 0}
assert hop_distances({1: [2, 3], 2: [4], 3: [4], 4: [5]}, 1) == {1: 0, 2: 1, 3: 1, 4: 2, 5: 3}
assert hop_distances({"s": ["t"], "t": ["u"], "u": ["s"]}, "t") == {"t": 0, "u": 1, "s": 2}
