# query: For a stream of numbers, return the median after each new number arrives, keeping the numbers seen so far in a
#   sorted list. With an even count the median is the lower of the two middle values, so every result is an input value.
# entry_point: running_median
# example: running_median([5, 1]) == [5, 1]
# example: running_median([2, 4, 6]) == [2, 2, 4]

def running_median(stream):
    import bisect
    seen = []
    medians = []
    for value in stream:
        bisect.insort(seen, value)
        medians.append(seen[(len(seen) - 1) // 2])
    return medians


# tests
assert running_median([]) == []
assert running_median([7]) == [7]
assert running_median([3, 1, 2]) == [3, 1, 2]
assert running_median([1, 2, 3, 4, 5]) == [1, 1, 2, 2, 3]
assert running_median([5, 4, 3, 2, 1]) == [5, 4, 4, 3, 3]
assert running_median([4, 4, 1, 9, 9]) == [4, 4, 4, 4, 4]
assert running_median([-3, 10, -7, 0]) == [-3, -3, -3, -3]
assert running_median([10, 20, 30, 40]) == [10, 10, 20, 20]
