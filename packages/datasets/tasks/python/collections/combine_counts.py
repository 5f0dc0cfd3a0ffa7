# query: Add up several dicts of counts key by key into one dict; keys whose combined total is zero
#   are left out of the result.
# entry_point: combine_counts
# example: combine_counts([{"x": 2}, {"x": 3, "y": 1}]) == {"x": 5, "y": 1}
# example: combine_counts([{"a": 1, "b": 2}, {"b": -2}]) == {"a": 1}

def combine_counts(count_maps):
    totals = {}
    for counts in count_maps:
        for key, amount in counts.items():
            totals[key] = totals.get(key, 0) + amount
    result = {}
    for key, amount in totals.items():
        if amount != 0:
            result[key] = amount
    return result


# tests
assert combine_counts([]) == {}
assert combine_counts([{"a": 1}]) == {"a": 1}
assert combine_counts([{"a": 1}, {"a": 2, "b": 1}]) == {"a": 3, "b": 1}
assert combine_counts([{"a": 2}, {"a": -2}]) == {}
assert combine_counts([{"a": 0}]) == {}
assert combine_counts([{"a": 5, "b": -1}, {"b": 3}, {"a": -1}]) == {"a": 4, "b": 2}
assert combine_counts([{}, {"x": -4}]) == {"x": -4}
assert combine_counts([{"a": 1}, {"b": 1}, {"a": 1}]) == {"a": 2, "b": 1}
