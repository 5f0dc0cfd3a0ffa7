# query: For each group of records sharing a group field, find the most frequent value of another field,
#   breaking ties in favour of the value seen first within that group. Records where the value is missing
#   or None are ignored, and a group with no values maps to None.
# entry_point: most_common_by_group
# example: most_common_by_group([{"c": "uk", "l": "en"}, {"c": "uk", "l": "cy"}, {"c": "uk", "l": "en"}], "c", "l") == {"uk": "en"}
# example: most_common_by_group([{"s": 1, "p": "a"}, {"s": 2, "p": None}], "s", "p") == {1: "a", 2: None}

def most_common_by_group(records, group_field, value_field):
    counts = {}
    for record in records:
        tally = counts.setdefault(record[group_field], {})
        value = record.get(value_field)
        if value is not None:
            tally[value] = tally.get(value, 0) + 1
    result = {}
    for group, tally in counts.items():
        best = None
        best_count = 0
        for value, count in tally.items():
            if count > best_count:
                best = value
                best_count = count
        result[group] = best
    return result


# tests
assert most_common_by_group([], "g", "v") == {}
assert most_common_by_group([{"g": 1, "v": "a"}], "g", "v") == {1: "a"}
assert most_common_by_group([{"g": 1, "v": "a"}, {"g": 1, "v": "b"}, {"g": 1, "v": "b"}], "g", "v") == {1: "b"}
assert most_common_by_group([{"g": 1, "v": "b"}, {"g": 1, "v": "a"}, {"g": 1, "v": "a"}, {"g": 1, "v": "b"}], "g", "v") == {1: "b"}
assert most_common_by_group([{"g": 1}, {"g": 1, "v": None}], "g", "v") == {1: None}
assert most_common_by_group([{"g": "x", "v": 0}, {"g": "y", "v": 1}, {"g": "x", "v": 2}, {"g": "x", "v": 2}], "g", "v") == {"x": 2, "y": 1}
assert most_common_by_group([{"g": 1, "v": False}, {"g": 1, "v": 3}], "g", "v") == {1: False}
assert most_common_by_group([{"g": 1, "v": None}, {"g": 1, "v": None}, {"g": 1, "v": "z"}], "g", "v") == {1: "z"}
