# query: Swap the two levels of a dict of dicts, so that table[outer][inner] becomes
#   result[inner][outer]. Outer keys whose inner dict is empty disappear.
# entry_point: swap_nesting
# example: swap_nesting({"alice": {"math": 90, "art": 80}}) == {"math": {"alice": 90}, "art": {"alice": 80}}
# example: swap_nesting({"a": {"x": 1}, "b": {"y": 2}}) == {"x": {"a": 1}, "y": {"b": 2}}

def swap_nesting(table):
    swapped = {}
    for outer, inner_map in table.items():
        for inner, value in inner_map.items():
            if inner not in swapped:
                swapped[inner] = {}
            swapped[inner][outer] = value
    return swapped


# tests
assert swap_nesting({}) == {}
assert swap_nesting({"a": {}}) == {}
assert swap_nesting({"a": {"x": 1}}) == {"x": {"a": 1}}
assert swap_nesting({"a": {"x": 1, "y": 2}}) == {"x": {"a": 1}, "y": {"a": 2}}
assert swap_nesting({"a": {"x": 1}, "b": {"x": 2}}) == {"x": {"a": 1, "b": 2}}
assert swap_nesting({"a": {"x": 1, "y": 2}, "b": {"y": 3}}) == {"x": {"a": 1}, "y": {"a": 2, "b": 3}}
assert swap_nesting({2020: {"q1": None}}) == {"q1": {2020: None}}
