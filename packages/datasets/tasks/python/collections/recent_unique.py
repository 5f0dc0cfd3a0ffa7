# query: From a history list ordered oldest to newest, return up to limit distinct items ordered from
#   most recently used to least (like a "recent files" menu). A limit below 1 gives an empty list.
# entry_point: recent_unique
# example: recent_unique(["a", "b", "a", "c"], 2) == ["c", "a"]
# example: recent_unique([1, 1, 1], 5) == [1]

def recent_unique(items, limit):
    if limit < 1:
        return []
    result = []
    for item in reversed(items):
        if item not in result:
            result.append(item)
            if len(result) == limit:
                break
    return result


# tests
assert recent_unique([], 3) == []
assert recent_unique(["x"], 0) == []
assert recent_unique(["x", "y"], -1) == []
assert recent_unique(["a", "b", "c"], 3) == ["c", "b", "a"]
assert recent_unique(["a", "b", "c"], 2) == ["c", "b"]
assert recent_unique(["a", "b", "a", "b", "c", "a"], 5) == ["a", "c", "b"]
assert recent_unique(["p", "q", "p"], 1) == ["p"]
assert recent_unique([3, 2, 3, 1, 2], 2) == [2, 1]
assert recent_unique(["a", "b", "c", "d"], 4) == ["d", "c", "b", "a"]
