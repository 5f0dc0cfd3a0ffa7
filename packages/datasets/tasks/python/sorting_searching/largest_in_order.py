# query: Return the given number of largest values of a list, from largest to smallest, using a partial
#   selection sort. Duplicates are kept; ask for more than the list holds and you get every value; a count
#   of zero or less gives an empty list.
# entry_point: largest_in_order
# example: largest_in_order([3, 8, 5, 1], 3) == [8, 5, 3]
# example: largest_in_order([2, 7], 1) == [7]

def largest_in_order(values, count):
    items = list(values)
    result = []
    limit = min(count, len(items))
    for position in range(limit):
        best = position
        for index in range(position + 1, len(items)):
            if items[index] > items[best]:
                best = index
        items[position], items[best] = items[best], items[position]
        result.append(items[position])
    return result


# tests
assert largest_in_order([4, 9, 1, 7], 2) == [9, 7]
assert largest_in_order([4, 9, 1, 7], 10) == [9, 7, 4, 1]
assert largest_in_order([3, 3, 1], 2) == [3, 3]
assert largest_in_order([], 3) == []
assert largest_in_order([5, 2], 0) == []
assert largest_in_order([5, 2], -1) == []
assert largest_in_order([-4, -1, -9], 1) == [-1]
assert largest_in_order([1, 2, 3, 4, 5], 5) == [5, 4, 3, 2, 1]
assert largest_in_order([2, 8, 8, 3], 3) == [8, 8, 3]
