# query: Return the distinct elements of a list that occur at least a given number of times, in the
#   order of their first appearance.
# entry_point: items_with_min_count
# example: items_with_min_count(["a", "b", "a", "c", "b", "a"], 2) == ["a", "b"]
# example: items_with_min_count([1, 1, 2, 3, 3, 3], 3) == [3]

def items_with_min_count(items, min_count):
    counts = {}
    order = []
    for item in items:
        if item not in counts:
            counts[item] = 0
            order.append(item)
        counts[item] += 1
    result = []
    for item in order:
        if counts[item] >= min_count:
            result.append(item)
    return result


# tests
assert items_with_min_count([], 1) == []
assert items_with_min_count([1, 2, 1], 2) == [1]
assert items_with_min_count([1, 2, 1], 1) == [1, 2]
assert items_with_min_count([1, 2, 1], 3) == []
assert items_with_min_count(["b", "a", "b", "a", "c"], 2) == ["b", "a"]
assert items_with_min_count([3, 3, 3, 2, 2], 3) == [3]
assert items_with_min_count([5, 4], 0) == [5, 4]
assert items_with_min_count([7, 8, 8, 7, 8], 3) == [8]
