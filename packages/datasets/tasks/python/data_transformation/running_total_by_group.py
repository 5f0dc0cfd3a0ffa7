# query: Add a running total to each record: the cumulative sum of a value field over the records so far
#   that share its group field, stored under a target field name in new record dicts (the input is not
#   modified), keeping the input order.
# entry_point: running_total_by_group
# example: running_total_by_group([{"a": "x", "v": 2}, {"a": "x", "v": 3}], "a", "v", "sum") == [{"a": "x", "v": 2, "sum": 2}, {"a": "x", "v": 3, "sum": 5}]
# example: running_total_by_group([{"a": 1, "v": 4}, {"a": 2, "v": 1}], "a", "v", "t") == [{"a": 1, "v": 4, "t": 4}, {"a": 2, "v": 1, "t": 1}]

def running_total_by_group(records, group_field, value_field, target):
    totals = {}
    result = []
    for record in records:
        group = record[group_field]
        totals[group] = totals.get(group, 0) + record[value_field]
        updated = dict(record)
        updated[target] = totals[group]
        result.append(updated)
    return result


# tests
assert running_total_by_group([], "g", "v", "t") == []
assert running_total_by_group([{"g": 1, "v": 5}], "g", "v", "t") == [{"g": 1, "v": 5, "t": 5}]
assert running_total_by_group([{"g": 1, "v": 1}, {"g": 2, "v": 10}, {"g": 1, "v": 2}], "g", "v", "t") == [{"g": 1, "v": 1, "t": 1}, {"g": 2, "v": 10, "t": 10}, {"g": 1, "v": 2, "t": 3}]
assert running_total_by_group([{"g": "a", "v": 5}, {"g": "a", "v": -7}], "g", "v", "t") == [{"g": "a", "v": 5, "t": 5}, {"g": "a", "v": -7, "t": -2}]
assert running_total_by_group([{"g": "a", "v": 1, "t": 99}], "g", "v", "t") == [{"g": "a", "v": 1, "t": 1}]
assert running_total_by_group([{"g": "a", "v": 0.5}, {"g": "a", "v": 0.25}], "g", "v", "t")[1]["t"] == 0.75
assert running_total_by_group([{"g": "a", "v": 3}, {"g": "a", "v": 4}], "g", "v", "v") == [{"g": "a", "v": 3}, {"g": "a", "v": 7}]
assert running_total_by_group([{"g": "x", "v": 2}, {"g": "y", "v": 2}, {"g": "x", "v": 2}, {"g": "y", "v": 1}], "g", "v", "t")[3]["t"] == 3
