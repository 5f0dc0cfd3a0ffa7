# query: List every node reachable below a start node in a dict mapping nodes to their children, in
#   breadth-first order, each node once; the start node itself is never listed. A node without an
#   entry has no children.
# entry_point: all_descendants
# example: all_descendants({"a": ["b", "c"], "b": ["d"]}, "a") == ["b", "c", "d"]
# example: all_descendants({"a": ["b"]}, "b") == []

def all_descendants(children, root):
    from collections import deque
    result = []
    seen = {root}
    queue = deque(children.get(root, []))
    while queue:
        node = queue.popleft()
        if node in seen:
            continue
        seen.add(node)
        result.append(node)
        queue.extend(children.get(node, []))
    return result


# tests
assert all_descendants({}, "x") == []
assert all_descendants({"x": []}, "x") == []
assert all_descendants({"x": ["y"], "y": ["z"]}, "x") == ["y", "z"]
assert all_descendants({"r": ["a", "b"], "a": ["c"], "b": ["d"], "c": ["e"]}, "r") == ["a", "b", "c", "d", "e"]
assert all_descendants({"r": ["a", "b"], "a": ["c"], "b": ["c"]}, "r") == ["a", "b", "c"]
assert all_descendants({"r": ["a"], "a": ["r"]}, "r") == ["a"]
assert all_descendants({"r": ["a"], "a": ["b"], "b": []}, "a") == ["b"]
assert all_descendants({1: [3, 2], 3: [4], 2: [5]}, 1) == [3, 2, 4, 5]
