# query: Build a Fenwick (binary indexed) tree over a list of numbers, moving between nodes by adding or
#   removing the lowest set bit of the index, and answer each query with the sum of the first count
#   values. A count below 0 or above the list length gives None for that query.
# entry_point: fenwick_prefix_sums
# example: fenwick_prefix_sums([1, 2, 3], [2]) == [3]
# example: fenwick_prefix_sums([4, 4], [0, 1]) == [0, 4]

def fenwick_prefix_sums(values, queries):
    size = len(values)
    tree = [0] * (size + 1)
    for position, value in enumerate(values, start=1):
        index = position
        while index <= size:
            tree[index] += value
            index += index & -index
    results = []
    for count in queries:
        if count < 0 or count > size:
            results.append(None)
            continue
        total = 0
        index = count
        while index > 0:
            total += tree[index]
            index -= index & -index
        results.append(total)
    return results


# tests
assert fenwick_prefix_sums([], [0]) == [0]
assert fenwick_prefix_sums([5], [1]) == [5]
assert fenwick_prefix_sums([1, 2, 3, 4, 5, 6, 7, 8], [8]) == [36]
assert fenwick_prefix_sums([1, 2, 3, 4, 5, 6, 7, 8], [3, 5, 7]) == [6, 15, 28]
assert fenwick_prefix_sums([1, 2, 3, 4, 5, 6, 7, 8], [4, 6]) == [10, 21]
assert fenwick_prefix_sums([3, -1, 4, -1, 5, -9], [2, 6, 1]) == [2, 1, 3]
assert fenwick_prefix_sums([1, 1, 1], [4]) == [None]
assert fenwick_prefix_sums([1, 1, 1], [-1]) == [None]
assert fenwick_prefix_sums([2] * 13, [13, 12, 11, 9]) == [26, 24, 22, 18]
assert fenwick_prefix_sums([10, 20, 30], []) == []
