# query: Return the sample standard deviation (dividing by n - 1) of a list of numbers, or None when there
#   are fewer than two values.
# entry_point: sample_std_dev
# example: sample_std_dev([2, 4, 6]) == 2
# example: sample_std_dev([5, 5, 5, 5]) == 0

def sample_std_dev(values):
    count = len(values)
    if count < 2:
        return None
    mean = sum(values) / count
    squares = 0.0
    for value in values:
        squares += (value - mean) ** 2
    return (squares / (count - 1)) ** 0.5


# tests
assert sample_std_dev([]) is None
assert sample_std_dev([5]) is None
assert round(sample_std_dev([2, 4, 4, 4, 5, 5, 7, 9]), 3) == 2.138
assert sample_std_dev([1, 1, 1]) == 0
assert round(sample_std_dev([1, 3]), 3) == 1.414
assert sample_std_dev([10, 20, 30]) == 10
assert round(sample_std_dev([0, 0, 3, 3]), 3) == 1.732
assert round(sample_std_dev([-4, 4]), 4) == 5.6569
