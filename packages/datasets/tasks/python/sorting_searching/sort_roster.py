# query: Sort (name, team, points) records by team name ascending and, within a team, by points descending,
#   using a merge sort. Records that tie on both team and points keep their original relative order.
# entry_point: sort_roster
# example: sort_roster([("amy", "b", 2), ("ben", "a", 7)]) == [("ben", "a", 7), ("amy", "b", 2)]
# example: sort_roster([("x", "t", 1), ("y", "t", 8)]) == [("y", "t", 8), ("x", "t", 1)]

def sort_roster(records):
    if len(records) <= 1:
        return list(records)
    middle = len(records) // 2
    left = sort_roster(records[:middle])
    right = sort_roster(records[middle:])
    merged = []
    i = 0
    j = 0
    while i < len(left) and j < len(right):
        a = left[i]
        b = right[j]
        if b[1] < a[1] or (b[1] == a[1] and b[2] > a[2]):
            merged.append(b)
            j += 1
        else:
            merged.append(a)
            i += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged


# tests
assert sort_roster([]) == []
assert sort_roster([("ann", "red", 5)]) == [("ann", "red", 5)]
assert sort_roster([("ann", "red", 5), ("bob", "blue", 3)]) == [("bob", "blue", 3), ("ann", "red", 5)]
assert sort_roster([("ann", "red", 5), ("cat", "red", 9)]) == [("cat", "red", 9), ("ann", "red", 5)]
assert sort_roster([("ann", "red", 5), ("dan", "red", 5)]) == [("ann", "red", 5), ("dan", "red", 5)]
assert sort_roster([("a", "x", 1), ("b", "y", 2), ("c", "x", 3), ("d", "y", 2), ("e", "x", 1)]) == [("c", "x", 3), ("a", "x", 1), ("e", "x", 1), ("b", "y", 2), ("d", "y", 2)]
assert sort_roster([("p", "b", 0), ("q", "a", -1), ("r", "b", 4)]) == [("q", "a", -1), ("r", "b", 4), ("p", "b", 0)]
assert sort_roster([("m", "z", 1), ("n", "y", 1), ("o", "x", 1), ("k", "w", 1)]) == [("k", "w", 1), ("o", "x", 1), ("n", "y", 1), ("m", "z", 1)]
