# query: Assign ranks to a list of numbers (1 for the smallest) where tied values share the average of the
#   ranks they would occupy, returning the ranks in the original order as floats.
# entry_point: average_ranks
# example: average_ranks([10, 30, 20]) == [1.0, 3.0, 2.0]
# example: average_ranks([5, 5, 1]) == [2.5, 2.5, 1.0]

def average_ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        shared = (start + end) / 2 + 1
        for position in range(start, end + 1):
            ranks[order[position]] = shared
        start = end + 1
    return ranks


# tests
assert average_ranks([]) == []
assert average_ranks([42]) == [1.0]
assert average_ranks([3, 1, 2]) == [3.0, 1.0, 2.0]
assert average_ranks([2, 2]) == [1.5, 1.5]
assert average_ranks([1, 2, 2, 3]) == [1.0, 2.5, 2.5, 4.0]
assert average_ranks([7, 7, 7]) == [2.0, 2.0, 2.0]
assert average_ranks([4, 1, 4, 1, 9]) == [3.5, 1.5, 3.5, 1.5, 5.0]
assert average_ranks([-1, -5, 0, -5]) == [3.0, 1.5, 4.0, 1.5]
assert average_ranks([2, 8, 8, 8, 1]) == [2.0, 4.0, 4.0, 4.0, 1.0]
