# query: Remove duplicates from a list where two elements count as duplicates when a key function
#   gives them the same key, keeping the last occurrence of each key; the survivors stay in their
#   original relative order.
# entry_point: dedupe_keep_last
# example: dedupe_keep_last([3, 1, 3, 2], lambda x: x) == [1, 3, 2]
# example: dedupe_keep_last(["apple", "avocado", "banana"], lambda s: s[0]) == ["avocado", "banana"]

def dedupe_keep_last(items, key):
    last_index = {}
    for index in range(len(items)):
        last_index[key(items[index])] = index
    result = []
    for index in range(len(items)):
        if last_index[key(items[index])] == index:
            result.append(items[index])
    return result


# tests
assert dedupe_keep_last([], len) == []
assert dedupe_keep_last([1, 2, 1], lambda x: x) == [2, 1]
assert dedupe_keep_last([1, 2, 3], lambda x: x) == [1, 2, 3]
assert dedupe_keep_last(["aa", "b", "cc", "d"], len) == ["cc", "d"]
assert dedupe_keep_last([("a", 1), ("b", 2), ("a", 3)], lambda p: p[0]) == [("b", 2), ("a", 3)]
assert dedupe_keep_last([4, 4, 4], lambda x: x) == [4]
assert dedupe_keep_last([1, 2, 3, 4], lambda x: x % 2) == [3, 4]
assert dedupe_keep_last([5, 6, 7, 6, 5], lambda x: x) == [7, 6, 5]
