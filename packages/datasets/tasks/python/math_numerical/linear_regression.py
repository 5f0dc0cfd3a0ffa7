# query: Fit a least-squares straight line y = slope * x + intercept to paired samples and return
#   (slope, intercept). Returns None if the lists differ in length, hold fewer than two points, or all
#   x values are equal.
# entry_point: linear_regression
# example: linear_regression([1, 2, 3], [2, 4, 6]) == (2, 0)
# example: linear_regression([0, 1, 2, 3], [3, 2, 1, 0]) == (-1, 3)

def linear_regression(xs, ys):
    count = len(xs)
    if count != len(ys) or count < 2:
        return None
    mean_x = sum(xs) / count
    mean_y = sum(ys) / count
    numerator = 0.0
    denominator = 0.0
    for x, y in zip(xs, ys):
        numerator += (x - mean_x) * (y - mean_y)
        denominator += (x - mean_x) ** 2
    if denominator == 0:
        return None
    slope = numerator / denominator
    return (slope, mean_y - slope * mean_x)


# tests
assert linear_regression([0, 1, 2], [1, 3, 5]) == (2, 1)
assert linear_regression([1, 2, 3, 4], [2, 2, 2, 2]) == (0, 2)
assert linear_regression([1, 1], [2, 3]) is None
assert linear_regression([1], [2]) is None
assert linear_regression([1, 2], [1]) is None
assert linear_regression([0, 2], [4, 0]) == (-2, 4)
assert tuple(round(v, 4) for v in linear_regression([1, 2, 3], [1, 2, 4])) == (1.5, -0.6667)
assert linear_regression([-1, 0, 1], [-3, -1, 1]) == (2, -1)
assert linear_regression([2, 4, 6], [5, 9, 13]) == (2, 1) and linear_regression([1, 2], [5, 3]) == (-2, 7)
