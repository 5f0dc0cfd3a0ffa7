# query: Split a whole-number total into whole-number shares proportional to non-negative integer
#   weights so that the shares add up exactly to the total: each share is first rounded down, then the
#   leftover units go one each to the largest fractional remainders, earlier positions winning ties.
#   Return None if the weights sum to zero or less or the total is negative.
# entry_point: apportion_total
# example: apportion_total([1, 3], 8) == [2, 6]
# example: apportion_total([1, 1, 1], 5) == [2, 2, 1]

def apportion_total(weights, total):
    weight_sum = sum(weights)
    if weight_sum <= 0 or total < 0:
        return None
    shares = []
    for weight in weights:
        shares.append(weight * total // weight_sum)
    leftover = total - sum(shares)
    order = sorted(range(len(weights)), key=lambda index: (-(weights[index] * total % weight_sum), index))
    for index in order[:leftover]:
        shares[index] += 1
    return shares


# tests
assert apportion_total([1, 1, 1], 10) == [4, 3, 3]
assert apportion_total([1, 1], 0) == [0, 0]
assert apportion_total([2, 1, 1], 100) == [50, 25, 25]
assert apportion_total([1, 2], 10) == [3, 7]
assert apportion_total([5, 0, 5], 3) == [2, 0, 1]
assert apportion_total([0, 1], 5) == [0, 5]
assert apportion_total([3, 1], 3) == [2, 1]
assert apportion_total([0, 0], 5) is None
assert apportion_total([], 5) is None
assert apportion_total([1, 1], -1) is None
