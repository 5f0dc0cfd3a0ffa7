# query: Label each number in a list with its quartile "Q1" to "Q4" by rank: a value whose rank among the
#   sorted values is r (0-based, equal values sharing the lowest rank) in a list of n values gets quartile
#   r * 4 // n + 1. Labels are returned in input order.
# entry_point: quartile_labels
# example: quartile_labels([10, 20, 30, 40]) == ["Q1", "Q2", "Q3", "Q4"]
# example: quartile_labels([5, 1]) == ["Q3", "Q1"]

def quartile_labels(values):
    ordered = sorted(values)
    count = len(values)
    labels = []
    for value in values:
        rank = ordered.index(value)
        labels.append("Q" + str(rank * 4 // count + 1))
    return labels


# tests
assert quartile_labels([]) == []
assert quartile_labels([7]) == ["Q1"]
assert quartile_labels([3, 2, 1]) == ["Q3", "Q2", "Q1"]
assert quartile_labels([1, 2, 3, 4, 5]) == ["Q1", "Q1", "Q2", "Q3", "Q4"]
assert quartile_labels([4, 4, 4, 4]) == ["Q1", "Q1", "Q1", "Q1"]
assert quartile_labels([1, 9, 9, 9]) == ["Q1", "Q2", "Q2", "Q2"]
assert quartile_labels([8, 7, 6, 5, 4, 3, 2, 1]) == ["Q4", "Q4", "Q3", "Q3", "Q2", "Q2", "Q1", "Q1"]
assert quartile_labels([-2.5, 0.0, -7.0]) == ["Q2", "Q3", "Q1"]
