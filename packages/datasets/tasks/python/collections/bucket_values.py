# query: Group numbers into fixed-width buckets keyed by each bucket's lower bound (a multiple of the
#   width, so -1 with width 10 falls in bucket -10), keeping the numbers of each bucket in input
#   order. A width of zero or less gives None.
# entry_point: bucket_values
# example: bucket_values([3, 14, 7, 25], 10) == {0: [3, 7], 10: [14], 20: [25]}
# example: bucket_values([-3, 4], 5) == {-5: [-3], 0: [4]}

def bucket_values(values, width):
    if width <= 0:
        return None
    buckets = {}
    for value in values:
        start = (value // width) * width
        if start not in buckets:
            buckets[start] = []
        buckets[start].append(value)
    return buckets


# tests
assert bucket_values([], 10) == {}
assert bucket_values([1, 9, 10, 19, 20], 10) == {0: [1, 9], 10: [10, 19], 20: [20]}
assert bucket_values([-1, -10, -11], 10) == {-10: [-1, -10], -20: [-11]}
assert bucket_values([5, 3, 5], 5) == {5: [5, 5], 0: [3]}
assert bucket_values([0], 1) == {0: [0]}
assert bucket_values([7, 2, 4], 3) == {6: [7], 0: [2], 3: [4]}
assert bucket_values([1, 2], 0) is None
assert bucket_values([1, 2], -5) is None
