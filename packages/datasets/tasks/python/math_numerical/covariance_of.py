# query: Return the covariance of two equally long lists of numbers, rounded to 4 decimals, using the
#   sample formula (divide by n - 1) by default or the population formula (divide by n) when
#   sample=False. Returns None for lists of different lengths or too few values for the formula.
# entry_point: covariance_of
# example: covariance_of([1, 2, 3], [1, 2, 3]) == 1.0
# example: covariance_of([1, 2, 3], [3, 2, 1], sample=False) == -0.6667

def covariance_of(xs, ys, sample=True):
    n = len(xs)
    if n != len(ys):
        return None
    divisor = n - 1 if sample else n
    if divisor <= 0:
        return None
    mean_x = sum(xs) / n
    mean_y = sum(ys) / n
    total = 0.0
    for x, y in zip(xs, ys):
        total += (x - mean_x) * (y - mean_y)
    return round(total / divisor, 4)


# tests
assert covariance_of([2, 4, 6], [1, 2, 3]) == 2.0
assert covariance_of([2, 4, 6], [1, 2, 3], sample=False) == 1.3333
assert covariance_of([1, 2, 3, 4], [4, 3, 2, 1]) == -1.6667
assert covariance_of([5, 5, 5], [1, 9, 4]) == 0.0
assert covariance_of([1, 2], [1, 2, 3]) is None
assert covariance_of([3], [4]) is None
assert covariance_of([3], [4], sample=False) == 0.0
assert covariance_of([], [], sample=False) is None
assert covariance_of([1, 3, 2, 5], [2, 6, 3, 8], sample=False) == 3.4375
