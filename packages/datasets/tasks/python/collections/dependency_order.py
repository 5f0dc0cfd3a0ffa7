# query: Given a dict mapping each item to the list of items it depends on, return an order in which
#   every item comes after all of its dependencies, choosing the alphabetically smallest ready item at
#   each step. Items that only appear as dependencies are included. Return None if there is a cycle.
# entry_point: dependency_order
# example: dependency_order({"b": ["a"], "c": ["b"]}) == ["a", "b", "c"]
# example: dependency_order({"web": ["db"], "api": ["db"]}) == ["db", "api", "web"]

def dependency_order(dependencies):
    nodes = set(dependencies)
    for prerequisites in dependencies.values():
        nodes.update(prerequisites)
    remaining = {}
    for node in nodes:
        remaining[node] = set(dependencies.get(node, []))
    order = []
    while len(order) < len(nodes):
        ready = sorted(node for node in remaining if len(remaining[node]) == 0)
        if len(ready) == 0:
            return None
        chosen = ready[0]
        order.append(chosen)
        del remaining[chosen]
        for other in remaining:
            remaining[other].discard(chosen)
    return order


# tests
assert dependency_order({}) == []
assert dependency_order({"a": []}) == ["a"]
assert dependency_order({"a": ["b"]}) == ["b", "a"]
assert dependency_order({"c": [], "b": [], "a": []}) == ["a", "b", "c"]
assert dependency_order({"app": ["lib", "util"], "lib": ["util"]}) == ["util", "lib", "app"]
assert dependency_order({"a": ["b"], "b": ["a"]}) is None
assert dependency_order({"a": ["a"]}) is None
assert dependency_order({"d": ["b", "c"], "b": ["a"], "c": ["a"]}) == ["a", "b", "c", "d"]
assert dependency_order({"x": [], "y": ["z"], "z": ["w"], "w": ["y"]}) is None
assert dependency_order({"b": ["c"], "a": ["c"]}) == ["c", "a", "b"]
