# query: Tally ranked ballots with the Borda count: on a ballot listing n candidates the candidate in
#   position i (0-based) earns n-1-i points. Return (candidate, points) pairs sorted by points from
#   highest to lowest, ties by candidate name.
# entry_point: borda_count
# example: borda_count([["a", "b", "c"]]) == [("a", 2), ("b", 1), ("c", 0)]
# example: borda_count([["x", "y"], ["y", "x"]]) == [("x", 1), ("y", 1)]

def borda_count(ballots):
    points = {}
    for ballot in ballots:
        size = len(ballot)
        for position, candidate in enumerate(ballot):
            points[candidate] = points.get(candidate, 0) + size - 1 - position
    return sorted(points.items(), key=lambda item: (-item[1], item[0]))


# tests
assert borda_count([]) == []
assert borda_count([["solo"]]) == [("solo", 0)]
assert borda_count([["b", "a"]]) == [("b", 1), ("a", 0)]
assert borda_count([["a", "b", "c"], ["b", "c", "a"], ["b", "a", "c"]]) == [("b", 5), ("a", 3), ("c", 1)]
assert borda_count([["c", "b", "a"], ["a", "b", "c"]]) == [("a", 2), ("b", 2), ("c", 2)]
assert borda_count([["a", "b", "c", "d"], ["d"]]) == [("a", 3), ("b", 2), ("c", 1), ("d", 0)]
assert borda_count([["x", "y"], ["z", "x", "y"]]) == [("x", 2), ("z", 2), ("y", 0)]
assert borda_count([["p", "q"], ["p", "q"], ["q", "p"]]) == [("p", 2), ("q", 1)]
