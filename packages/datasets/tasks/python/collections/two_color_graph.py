# query: Two-colour an undirected graph given as an adjacency dict so that every edge joins nodes of
#   different colours: visit components from their smallest node (colour 0) breadth-first and return
#   a dict of node to 0 or 1. If the graph is not bipartite return None.
# entry_point: two_color_graph
# example: two_color_graph({"a": ["b"], "b": ["a"]}) == {"a": 0, "b": 1}
# example: two_color_graph({1: [2, 3], 2: [1, 3], 3: [1, 2]}) == None

def two_color_graph(graph):
    from collections import deque
    colors = {}
    for start in sorted(graph):
        if start in colors:
            continue
        colors[start] = 0
        queue = deque([start])
        while queue:
            node = queue.popleft()
            for neighbor in graph.get(node, []):
                if neighbor not in colors:
                    colors[neighbor] = 1 - colors[node]
                    queue.append(neighbor)
                elif colors[neighbor] == colors[node]:
                    return None
    return colors


# tests
assert two_color_graph({}) == {}
assert two_color_graph({"a": []}) == {"a": 0}
assert two_color_graph({"b": ["c"], "c": ["b"], "a": []}) == {"a": 0, "b": 0, "c": 1}
assert two_color_graph({1: [2], 2: [1, 3], 3: [2, 4], 4: [3]}) == {1: 0, 2: 1, 3: 0, 4: 1}
assert two_color_graph({1: [2, 4], 2: [1, 3], 3: [2, 4], 4: [3, 1]}) == {1: 0, 2: 1, 4: 1, 3: 0}
assert two_color_graph({1: [2], 2: [1, 3], 3: [2, 4], 4: [3, 5], 5: [4, 1]}) is None
assert two_color_graph({"a": ["a"]}) is None
assert two_color_graph({"z": ["y"], "y": ["z", "x"], "x": ["y"]}) == {"x": 0, "y": 1, "z": 0}
