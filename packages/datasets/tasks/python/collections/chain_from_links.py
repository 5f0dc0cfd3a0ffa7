# query: Rebuild the order of a singly linked chain from a dict mapping each node to the next node
#   (None for the last). Return the nodes from head to tail, [] for an empty dict, and None unless the
#   links form exactly one chain through every key (one head, no cycle, no dangling target).
# entry_point: chain_from_links
# example: chain_from_links({"b": "c", "a": "b", "c": None}) == ["a", "b", "c"]
# example: chain_from_links({"x": None}) == ["x"]

def chain_from_links(links):
    if not links:
        return []
    targets = {target for target in links.values() if target is not None}
    heads = [node for node in links if node not in targets]
    if len(heads) != 1:
        return None
    order = []
    node = heads[0]
    while node is not None:
        if node in order:
            return None
        order.append(node)
        node = links.get(node)
    if len(order) != len(links):
        return None
    return order


# tests
assert chain_from_links({}) == []
assert chain_from_links({1: 2, 2: None}) == [1, 2]
assert chain_from_links({3: None, 1: 2, 2: 3}) == [1, 2, 3]
assert chain_from_links({"a": None, "b": None}) is None
assert chain_from_links({"a": "b", "b": "a"}) is None
assert chain_from_links({"a": "b"}) is None
assert chain_from_links({"a": "b", "b": "c", "c": "b"}) is None
assert chain_from_links({"a": "c", "b": "c", "c": None}) is None
assert chain_from_links({"q": "r", "p": "q", "r": "s", "s": None}) == ["p", "q", "r", "s"]
