# query: Given two ascending sorted lists of numbers, return the sum of one value from each list that is closest to a
#   target; when two sums are equally close return the smaller one. Return None if either list is empty.
# entry_point: closest_pair_sum
# example: closest_pair_sum([1, 4], [10, 20], 13) == 14
# example: closest_pair_sum([5], [5], 0) == 10

def closest_pair_sum(first, second, target):
    if not first or not second:
        return None
    i = 0
    j = len(second) - 1
    best = first[0] + second[j]
    while i < len(first) and j >= 0:
        total = first[i] + second[j]
        gap = abs(total - target)
        if gap < abs(best - target) or (gap == abs(best - target) and total < best):
            best = total
        if total < target:
            i += 1
        else:
            j -= 1
    return best


# tests
assert closest_pair_sum([1, 3, 8], [2, 6, 9], 12) == 12
assert closest_pair_sum([1, 3, 8], [2, 6, 9], 100) == 17
assert closest_pair_sum([1, 3, 8], [2, 6, 9], -5) == 3
assert closest_pair_sum([], [1, 2], 3) is None
assert closest_pair_sum([1, 2], [], 3) is None
assert closest_pair_sum([0, 10], [0, 10], 5) == 0
assert closest_pair_sum([2, 4], [1, 7], 9) == 9
assert closest_pair_sum([-6, -1, 4], [-3, 2, 5], 0) == -1
assert closest_pair_sum([1, 2, 3], [10, 20, 30], 22) == 22
assert closest_pair_sum([7], [1, 2, 3], 9) == 9
