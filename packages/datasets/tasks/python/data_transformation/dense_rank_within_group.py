# query: Rank records within their group by a score field, highest score first, using dense ranking (equal
#   scores share a rank and the next distinct score gets the next integer). Return the ranks in input order.
# entry_point: dense_rank_within_group
# example: dense_rank_within_group([{"t": "a", "s": 5}, {"t": "a", "s": 9}, {"t": "b", "s": 1}], "t", "s") == [2, 1, 1]
# example: dense_rank_within_group([{"g": 1, "v": 3}, {"g": 1, "v": 3}], "g", "v") == [1, 1]

def dense_rank_within_group(records, group_field, score_field):
    scores = {}
    for record in records:
        scores.setdefault(record[group_field], set()).add(record[score_field])
    positions = {}
    for group, values in scores.items():
        ordered = sorted(values, reverse=True)
        positions[group] = {value: index + 1 for index, value in enumerate(ordered)}
    return [positions[record[group_field]][record[score_field]] for record in records]


# tests
assert dense_rank_within_group([], "g", "s") == []
assert dense_rank_within_group([{"g": 1, "s": 0}], "g", "s") == [1]
assert dense_rank_within_group([{"g": 1, "s": 1}, {"g": 1, "s": 2}, {"g": 1, "s": 3}], "g", "s") == [3, 2, 1]
assert dense_rank_within_group([{"g": 1, "s": 5}, {"g": 1, "s": 7}, {"g": 1, "s": 5}, {"g": 1, "s": 2}], "g", "s") == [2, 1, 2, 3]
assert dense_rank_within_group([{"g": "x", "s": 10}, {"g": "y", "s": 1}, {"g": "x", "s": 20}, {"g": "y", "s": 2}], "g", "s") == [2, 2, 1, 1]
assert dense_rank_within_group([{"g": 0, "s": -1}, {"g": 0, "s": -3}], "g", "s") == [1, 2]
assert dense_rank_within_group([{"g": 0, "s": 2.5}, {"g": 0, "s": 2.5}, {"g": 0, "s": 9}], "g", "s") == [2, 2, 1]
assert dense_rank_within_group([{"g": 1, "s": 4}, {"g": 2, "s": 4}], "g", "s") == [1, 1]
