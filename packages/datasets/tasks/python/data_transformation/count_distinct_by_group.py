# query: Count the distinct values of a value field within each group of records sharing a group field,
#   returned as a dict from group to count. Records whose value is missing or None do not add a value,
#   but their group still appears (with 0 if it has no values at all).
# entry_point: count_distinct_by_group
# example: count_distinct_by_group([{"u": 1, "p": "a"}, {"u": 1, "p": "b"}, {"u": 1, "p": "a"}], "u", "p") == {1: 2}
# example: count_distinct_by_group([{"day": "mon", "user": 7}, {"day": "tue", "user": None}], "day", "user") == {"mon": 1, "tue": 0}

def count_distinct_by_group(records, group_field, value_field):
    seen = {}
    for record in records:
        group = record[group_field]
        if group not in seen:
            seen[group] = set()
        value = record.get(value_field)
        if value is not None:
            seen[group].add(value)
    return {group: len(values) for group, values in seen.items()}


# tests
assert count_distinct_by_group([], "g", "v") == {}
assert count_distinct_by_group([{"g": "a", "v": 1}], "g", "v") == {"a": 1}
assert count_distinct_by_group([{"g": "a", "v": 1}, {"g": "a", "v": 1}], "g", "v") == {"a": 1}
assert count_distinct_by_group([{"g": "a", "v": 1}, {"g": "b", "v": 1}, {"g": "a", "v": 2}], "g", "v") == {"a": 2, "b": 1}
assert count_distinct_by_group([{"g": "a"}, {"g": "a", "v": None}], "g", "v") == {"a": 0}
assert count_distinct_by_group([{"g": "a", "v": 0}, {"g": "a", "v": False}, {"g": "a", "v": ""}], "g", "v") == {"a": 2}
assert count_distinct_by_group([{"g": 1, "v": "x"}, {"g": 2}, {"g": 1, "v": "y"}, {"g": 1, "v": "x"}], "g", "v") == {1: 2, 2: 0}
assert count_distinct_by_group([{"g": "a", "v": "X"}, {"g": "a", "v": "x"}], "g", "v") == {"a": 2}
