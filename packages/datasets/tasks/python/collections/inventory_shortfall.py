# query: Given required quantities and available stock (dicts of item to count), return a dict of the
#   items that are short and by how much; items missing from stock count as zero available. Return
#   None if any quantity in either dict is negative.
# entry_point: inventory_shortfall
# example: inventory_shortfall({"bolt": 10, "nut": 4}, {"bolt": 6, "nut": 9}) == {"bolt": 4}
# example: inventory_shortfall({"a": 2, "b": 3}, {"a": 2}) == {"b": 3}

def inventory_shortfall(required, available):
    for counts in (required, available):
        for amount in counts.values():
            if amount < 0:
                return None
    shortfall = {}
    for item, needed in required.items():
        have = available.get(item, 0)
        if have < needed:
            shortfall[item] = needed - have
    return shortfall


# tests
assert inventory_shortfall({}, {"a": 1}) == {}
assert inventory_shortfall({"a": 2}, {"a": 5}) == {}
assert inventory_shortfall({"a": 5}, {"a": 2}) == {"a": 3}
assert inventory_shortfall({"a": 2}, {"a": 2}) == {}
assert inventory_shortfall({"a": 1, "b": 4}, {}) == {"a": 1, "b": 4}
assert inventory_shortfall({"a": 3, "b": 1}, {"a": 1, "b": 1, "c": 9}) == {"a": 2}
assert inventory_shortfall({"a": -1}, {}) is None
assert inventory_shortfall({"a": 1}, {"a": -2}) is None
assert inventory_shortfall({"a": 0}, {"a": 0}) == {}
