# query: For a series of positive prices, give each point's drawdown: the percentage by which it is
#   below the highest price seen so far (including itself), as a value of zero or less rounded to 2
#   decimal places.
# entry_point: drawdown_series
# example: drawdown_series([100, 120, 90, 130]) == [0.0, 0.0, -25.0, 0.0]
# example: drawdown_series([50, 40]) == [0.0, -20.0]

def drawdown_series(prices):
    result = []
    peak = None
    for price in prices:
        if peak is None or price > peak:
            peak = price
        result.append(round((price - peak) * 100 / peak, 2))
    return result


# tests
assert drawdown_series([]) == []
assert drawdown_series([10]) == [0.0]
assert drawdown_series([10, 5, 20, 15]) == [0.0, -50.0, 0.0, -25.0]
assert drawdown_series([8, 6, 7]) == [0.0, -25.0, -12.5]
assert drawdown_series([1, 2, 3]) == [0.0, 0.0, 0.0]
assert drawdown_series([3, 1, 2]) == [0.0, -66.67, -33.33]
assert drawdown_series([4, 4, 2]) == [0.0, 0.0, -50.0]
assert drawdown_series([2.5, 2.0, 3.0]) == [0.0, -20.0, 0.0]
