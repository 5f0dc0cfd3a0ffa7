# query: Find a root of a continuous function between low and high by repeated interval halving, stopping
#   once the interval is no wider than the tolerance and returning its midpoint. Endpoints or midpoints
#   that are exact zeros are returned immediately; returns None if the function has the same nonzero
#   sign at both ends.
# entry_point: find_root_bisection
# example: round(find_root_bisection(lambda x: x * x - 9, 0, 5, 1e-9), 6) == 3.0
# example: round(find_root_bisection(lambda x: 2 * x - 1, 0, 1, 1e-9), 6) == 0.5

def find_root_bisection(function, low, high, tolerance):
    f_low = function(low)
    f_high = function(high)
    if f_low == 0:
        return low
    if f_high == 0:
        return high
    if (f_low > 0) == (f_high > 0):
        return None
    while high - low > tolerance:
        middle = (low + high) / 2
        f_middle = function(middle)
        if f_middle == 0:
            return middle
        if (f_middle > 0) == (f_low > 0):
            low = middle
            f_low = f_middle
        else:
            high = middle
    return (low + high) / 2


# tests
assert round(find_root_bisection(lambda x: x * x - 2, 0, 2, 1e-9), 6) == 1.414214
assert round(find_root_bisection(lambda x: x - 3.3, 0, 10, 1e-9), 6) == 3.3
assert find_root_bisection(lambda x: x * x + 1, -1, 1, 1e-9) is None
assert find_root_bisection(lambda x: x, 0, 5, 1e-9) == 0
assert find_root_bisection(lambda x: x - 5, 0, 5, 1e-9) == 5
assert find_root_bisection(lambda x: 0.5 - x, 0, 1, 1e-9) == 0.5 and round(find_root_bisection(lambda x: 0.7 - x, 0, 1, 1e-9), 6) == 0.7
assert round(find_root_bisection(lambda x: x ** 3 - x - 2, 1, 2, 1e-9), 5) == 1.52138
assert find_root_bisection(lambda x: x - 2, 0, 4, 1e-9) == 2
assert find_root_bisection(lambda x: x - 0.3, 0, 1, 0.25) == 0.375
