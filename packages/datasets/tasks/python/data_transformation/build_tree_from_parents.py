# query: Build a nested tree from (node id, parent id) pairs. Each node becomes {"id": id, "children":
#   [...]} with children sorted by id; nodes whose parent is None or not among the listed nodes are
#   roots, and the list of roots is returned sorted by id.
# entry_point: build_tree_from_parents
# example: build_tree_from_parents([(1, None), (2, 1)]) == [{"id": 1, "children": [{"id": 2, "children": []}]}]
# example: build_tree_from_parents([(10, None), (20, 10), (30, None)]) == [{"id": 10, "children": [{"id": 20, "children": []}]}, {"id": 30, "children": []}]

def build_tree_from_parents(pairs):
    children = {}
    ids = set()
    for node, parent in pairs:
        ids.add(node)
        if parent not in children:
            children[parent] = []
        children[parent].append(node)

    def build(node):
        kids = sorted(children.get(node, []))
        return {"id": node, "children": [build(kid) for kid in kids]}

    roots = []
    for node, parent in pairs:
        if parent is None or parent not in ids:
            roots.append(node)
    return [build(root) for root in sorted(roots)]


# tests
assert build_tree_from_parents([]) == []
assert build_tree_from_parents([(1, None)]) == [{"id": 1, "children": []}]
assert build_tree_from_parents([(3, 1), (1, None), (2, 1)]) == [{"id": 1, "children": [{"id": 2, "children": []}, {"id": 3, "children": []}]}]
assert build_tree_from_parents([(1, None), (2, 1), (3, 2)]) == [{"id": 1, "children": [{"id": 2, "children": [{"id": 3, "children": []}]}]}]
assert build_tree_from_parents([(5, 9)]) == [{"id": 5, "children": []}]
assert build_tree_from_parents([(2, None), (1, None)]) == [{"id": 1, "children": []}, {"id": 2, "children": []}]
assert build_tree_from_parents([(4, 7), (6, 4)]) == [{"id": 4, "children": [{"id": 6, "children": []}]}]
assert len(build_tree_from_parents([(1, None), (2, None), (3, 2)])[1]["children"]) == 1
