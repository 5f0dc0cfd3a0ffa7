# query: For each value of a group field, keep the n records with the highest score field, ordered from
#   highest to lowest score with ties in input order, and return a dict from group value to that list.
#   Return None when n is less than 1.
# entry_point: top_n_per_group
# example: top_n_per_group([{"t": "a", "s": 5}, {"t": "a", "s": 9}], "t", "s", 1) == {"a": [{"t": "a", "s": 9}]}
# example: top_n_per_group([{"team": "x", "pts": 1}, {"team": "y", "pts": 2}], "team", "pts", 3) == {"x": [{"team": "x", "pts": 1}], "y": [{"team": "y", "pts": 2}]}

def top_n_per_group(records, group_field, score_field, n):
    if n < 1:
        return None
    groups = {}
    for record in records:
        groups.setdefault(record[group_field], []).append(record)
    result = {}
    for key, members in groups.items():
        ranked = sorted(members, key=lambda record: record[score_field], reverse=True)
        result[key] = ranked[:n]
    return result


# tests
assert top_n_per_group([], "g", "s", 2) == {}
assert top_n_per_group([{"g": 1, "s": 3}], "g", "s", 0) is None
assert top_n_per_group([{"g": 1, "s": 3}, {"g": 1, "s": 7}, {"g": 1, "s": 5}], "g", "s", 2) == {1: [{"g": 1, "s": 7}, {"g": 1, "s": 5}]}
assert top_n_per_group([{"g": 1, "s": 3}, {"g": 1, "s": 7}], "g", "s", 1) == {1: [{"g": 1, "s": 7}]}
assert top_n_per_group([{"g": "a", "s": 2, "id": 1}, {"g": "a", "s": 2, "id": 2}], "g", "s", 1) == {"a": [{"g": "a", "s": 2, "id": 1}]}
assert top_n_per_group([{"g": "a", "s": -1}, {"g": "b", "s": -5}, {"g": "a", "s": -3}], "g", "s", 5) == {"a": [{"g": "a", "s": -1}, {"g": "a", "s": -3}], "b": [{"g": "b", "s": -5}]}
assert top_n_per_group([{"g": "a", "s": 1, "i": 1}, {"g": "a", "s": 4, "i": 2}, {"g": "a", "s": 1, "i": 3}], "g", "s", 3) == {"a": [{"g": "a", "s": 4, "i": 2}, {"g": "a", "s": 1, "i": 1}, {"g": "a", "s": 1, "i": 3}]}
assert top_n_per_group([{"g": 0, "s": 1}], "g", "s", -2) is None
assert list(top_n_per_group([{"g": "z", "s": 1}, {"g": "a", "s": 2}], "g", "s", 1)) == ["z", "a"]
