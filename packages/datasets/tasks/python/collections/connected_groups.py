# query: Given pairs of linked items, return the groups of items connected directly or through other
#   items, each group sorted and the groups sorted by their smallest item. Only items that appear in
#   some pair are included; a pair of an item with itself forms a single-item group.
# entry_point: connected_groups
# example: connected_groups([("a", "b"), ("c", "d"), ("b", "e")]) == [["a", "b", "e"], ["c", "d"]]
# example: connected_groups([(1, 2)]) == [[1, 2]]

def connected_groups(pairs):
    parent = {}

    def find(item):
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    for a, b in pairs:
        parent.setdefault(a, a)
        parent.setdefault(b, b)
        root_a, root_b = find(a), find(b)
        if root_a != root_b:
            parent[root_b] = root_a
    groups = {}
    for item in parent:
        groups.setdefault(find(item), []).append(item)
    return sorted(sorted(group) for group in groups.values())


# tests
assert connected_groups([]) == []
assert connected_groups([(1, 1)]) == [[1]]
assert connected_groups([(3, 4), (1, 2)]) == [[1, 2], [3, 4]]
assert connected_groups([(1, 2), (2, 3), (3, 1)]) == [[1, 2, 3]]
assert connected_groups([(1, 2), (3, 4), (2, 3)]) == [[1, 2, 3, 4]]
assert connected_groups([(5, 1), (7, 6), (1, 9)]) == [[1, 5, 9], [6, 7]]
assert connected_groups([("x", "y"), ("z", "z")]) == [["x", "y"], ["z"]]
assert connected_groups([(1, 2), (3, 4), (5, 6), (6, 4), (2, 7)]) == [[1, 2, 7], [3, 4, 5, 6]]
assert connected_groups([(4, 3), (2, 1), (3, 2)]) == [[1, 2, 3, 4]]
