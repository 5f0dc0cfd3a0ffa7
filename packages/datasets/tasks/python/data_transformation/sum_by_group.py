# query: Total a numeric field per group across a list of records and return (group, total) pairs
#   sorted by total descending, with ties in ascending group order. Records whose value is missing or
#   None are skipped.
# entry_point: sum_by_group
# example: sum_by_group([{"g": "x", "v": 2}, {"g": "y", "v": 7}, {"g": "x", "v": 1}], "g", "v") == [("y", 7), ("x", 3)]
# example: sum_by_group([{"dept": "ops", "cost": 4}, {"dept": "dev", "cost": 4}], "dept", "cost") == [("dev", 4), ("ops", 4)]

def sum_by_group(records, group_field, value_field):
    totals = {}
    for record in records:
        amount = record.get(value_field)
        if amount is None:
            continue
        group = record[group_field]
        totals[group] = totals.get(group, 0) + amount
    return sorted(totals.items(), key=lambda pair: (-pair[1], pair[0]))


# tests
assert sum_by_group([], "g", "v") == []
assert sum_by_group([{"g": "a", "v": 1}], "g", "v") == [("a", 1)]
assert sum_by_group([{"g": "a", "v": 1}, {"g": "b", "v": 5}, {"g": "a", "v": 2}], "g", "v") == [("b", 5), ("a", 3)]
assert sum_by_group([{"g": "b", "v": 2}, {"g": "a", "v": 2}], "g", "v") == [("a", 2), ("b", 2)]
assert sum_by_group([{"g": "a", "v": None}, {"g": "b"}, {"g": "a", "v": 4}], "g", "v") == [("a", 4)]
assert sum_by_group([{"g": "a", "v": -3}, {"g": "b", "v": 0}], "g", "v") == [("b", 0), ("a", -3)]
assert sum_by_group([{"team": "x", "pts": 3}, {"team": "y", "pts": 1}, {"team": "y", "pts": 4}], "team", "pts") == [("y", 5), ("x", 3)]
assert sum_by_group([{"g": "c", "v": None}], "g", "v") == []
