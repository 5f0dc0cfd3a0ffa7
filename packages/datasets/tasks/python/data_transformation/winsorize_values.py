# query: Winsorize a list of numbers: clamp every value so it lies between the (k+1)-th smallest and the
#   (k+1)-th largest value of the list, keeping the original order. Return None when k is negative or
#   twice k is at least the length of the list.
# entry_point: winsorize_values
# example: winsorize_values([50, 2, 3, 4, -20], 1) == [4, 2, 3, 4, 2]
# example: winsorize_values([7, 8], 0) == [7, 8]

def winsorize_values(values, count):
    if count < 0 or 2 * count >= len(values):
        return None
    ordered = sorted(values)
    low = ordered[count]
    high = ordered[len(ordered) - 1 - count]
    result = []
    for value in values:
        if value < low:
            result.append(low)
        elif value > high:
            result.append(high)
        else:
            result.append(value)
    return result


# tests
assert winsorize_values([1, 2, 3, 4, 100], 1) == [2, 2, 3, 4, 4]
assert winsorize_values([5], 0) == [5]
assert winsorize_values([], 0) is None
assert winsorize_values([1, 2], 1) is None
assert winsorize_values([3, 1, 2], 1) == [2, 2, 2]
assert winsorize_values([9, -50, 0, 1, 2, 7], 2) == [2, 1, 1, 1, 2, 2]
assert winsorize_values([1, 1, 1, 9], 1) == [1, 1, 1, 1]
assert winsorize_values([4, 3], -1) is None
assert winsorize_values([10, 40, 20, 30], 0) == [10, 40, 20, 30]
