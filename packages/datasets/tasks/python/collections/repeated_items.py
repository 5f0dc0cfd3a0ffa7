# query: Return the elements that occur more than once in a list, each reported once, in the order in
#   which their second occurrence appears.
# entry_point: repeated_items
# example: repeated_items([1, 2, 3, 2, 1]) == [2, 1]
# example: repeated_items(["a", "b", "a", "a"]) == ["a"]

def repeated_items(items):
    seen = set()
    reported = set()
    result = []
    for item in items:
        if item in seen and item not in reported:
            result.append(item)
            reported.add(item)
        seen.add(item)
    return result


# tests
assert repeated_items([]) == []
assert repeated_items([1, 2, 3]) == []
assert repeated_items([1, 1]) == [1]
assert repeated_items([1, 1, 1, 1]) == [1]
assert repeated_items([1, 2, 2, 1]) == [2, 1]
assert repeated_items(["b", "a", "a", "b", "c", "c"]) == ["a", "b", "c"]
assert repeated_items([3, 1, 3, 2, 1, 2]) == [3, 1, 2]
assert repeated_items([None, 0, None]) == [None]
