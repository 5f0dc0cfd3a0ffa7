# query: Perfectly riffle a list: split it into a first half (taking the extra item when the length is
#   odd) and a second half, then interleave them starting with the first half.
# entry_point: riffle_halves
# example: riffle_halves([1, 2, 3, 4]) == [1, 3, 2, 4]
# example: riffle_halves(["a", "b", "c"]) == ["a", "c", "b"]

def riffle_halves(items):
    middle = (len(items) + 1) // 2
    first, second = items[:middle], items[middle:]
    result = []
    for index in range(middle):
        result.append(first[index])
        if index < len(second):
            result.append(second[index])
    return result


# tests
assert riffle_halves([]) == []
assert riffle_halves([1]) == [1]
assert riffle_halves([1, 2]) == [1, 2]
assert riffle_halves([1, 2, 3, 4, 5]) == [1, 4, 2, 5, 3]
assert riffle_halves([1, 2, 3, 4, 5, 6]) == [1, 4, 2, 5, 3, 6]
assert riffle_halves(list("abcdefgh")) == list("aebfcgdh")
assert riffle_halves([0, 0, 1, 1]) == [0, 1, 0, 1]
assert riffle_halves([9, 8, 7]) == [9, 7, 8]
