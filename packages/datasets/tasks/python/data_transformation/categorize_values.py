# query: Assign each number a label using ascending thresholds: a number below the first threshold
#   gets the first label, one at or above threshold i but below threshold i+1 gets label i+1, and one
#   at or above the last threshold gets the last label. There must be exactly one more label than
#   thresholds, otherwise the result is None.
# entry_point: categorize_values
# example: categorize_values([3, 12, 25], [10, 20], ["small", "medium", "large"]) == ["small", "medium", "large"]
# example: categorize_values([0, 5], [5], ["off", "on"]) == ["off", "on"]

def categorize_values(values, thresholds, labels):
    if len(labels) != len(thresholds) + 1:
        return None
    result = []
    for value in values:
        position = 0
        while position < len(thresholds) and value >= thresholds[position]:
            position += 1
        result.append(labels[position])
    return result


# tests
assert categorize_values([], [10], ["low", "high"]) == []
assert categorize_values([0, 17, 18, 64, 65, 100], [18, 65], ["child", "adult", "senior"]) == ["child", "child", "adult", "adult", "senior", "senior"]
assert categorize_values([5, -5], [], ["all"]) == ["all", "all"]
assert categorize_values([9.99, 10], [10], ["low", "high"]) == ["low", "high"]
assert categorize_values([1], [10], ["only"]) is None
assert categorize_values([1], [10], ["a", "b", "c"]) is None
assert categorize_values([-1, 0, 1], [0, 1], ["neg", "zero", "pos"]) == ["neg", "zero", "pos"]
assert categorize_values([50], [10, 20, 30], ["a", "b", "c", "d"]) == ["d"]
