# query: Given a list of (key, value) pairs, return the keys that occur more than once, each reported once
#   in order of first appearance and spelled as first seen. When ignoring case, keys that differ only in
#   letter case count as the same key.
# entry_point: find_duplicate_keys
# example: find_duplicate_keys([("id", 1), ("id", 2)]) == ["id"]
# example: find_duplicate_keys([("Accept", 1), ("ACCEPT", 2)], True) == ["Accept"]

def find_duplicate_keys(pairs, ignore_case=False):
    first_spelling = {}
    counts = {}
    order = []
    for key, _ in pairs:
        normalized = key.lower() if ignore_case else key
        if normalized not in counts:
            counts[normalized] = 0
            first_spelling[normalized] = key
            order.append(normalized)
        counts[normalized] += 1
    duplicates = []
    for normalized in order:
        if counts[normalized] > 1:
            duplicates.append(first_spelling[normalized])
    return duplicates


# tests
assert find_duplicate_keys([("a", 1), ("b", 2), ("a", 3)]) == ["a"]
assert find_duplicate_keys([]) == []
assert find_duplicate_keys([("x", 1)]) == []
assert find_duplicate_keys([("b", 1), ("a", 2), ("a", 3), ("b", 4)]) == ["b", "a"]
assert find_duplicate_keys([("Host", 1), ("host", 2)]) == []
assert find_duplicate_keys([("Host", 1), ("host", 2)], True) == ["Host"]
assert find_duplicate_keys([("k", 1), ("k", 2), ("k", 3)]) == ["k"]
assert find_duplicate_keys([("a", 1), ("A", 2), ("b", 3), ("B", 4), ("c", 5)], True) == ["a", "b"]
