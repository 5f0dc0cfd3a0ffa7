# query: Divide an integer total (such as cents) among integer weights in proportion, rounding each share
#   down and handing the leftover units one at a time to the shares with the largest fractional
#   remainders (earlier positions win ties), so the shares sum to the total. Returns None if any weight
#   is negative or the weights sum to zero.
# entry_point: allocate_by_weights
# example: allocate_by_weights(10, [1, 1]) == [5, 5]
# example: allocate_by_weights(100, [1, 1, 2]) == [25, 25, 50]

def allocate_by_weights(total, weights):
    weight_sum = sum(weights)
    if weight_sum <= 0 or any(weight < 0 for weight in weights):
        return None
    shares = []
    remainders = []
    for index, weight in enumerate(weights):
        exact = total * weight
        shares.append(exact // weight_sum)
        remainders.append((-(exact % weight_sum), index))
    leftover = total - sum(shares)
    remainders.sort()
    for position in range(leftover):
        shares[remainders[position][1]] += 1
    return shares


# tests
assert allocate_by_weights(100, [1, 1, 1]) == [34, 33, 33]
assert allocate_by_weights(10, [1, 2, 3, 4]) == [1, 2, 3, 4]
assert allocate_by_weights(100, [0, 1]) == [0, 100]
assert allocate_by_weights(5, [0, 0]) is None and allocate_by_weights(5, []) is None
assert allocate_by_weights(5, [1, -1, 2]) is None
assert allocate_by_weights(7, [1, 1]) == [4, 3]
assert allocate_by_weights(1, [1, 2]) == [0, 1]
assert allocate_by_weights(100, [1, 2]) == [33, 67]
assert allocate_by_weights(0, [1, 2]) == [0, 0]
assert allocate_by_weights(10, [1, 1, 1, 3]) == [2, 2, 1, 5]
