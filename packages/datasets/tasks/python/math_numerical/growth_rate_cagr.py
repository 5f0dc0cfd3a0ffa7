# query: Return the compound annual growth rate in percent that turns a start value into an end value over
#   a number of years, rounded to 2 decimals. Returns None when years is not positive, the start value is
#   not positive, or the end value is negative.
# entry_point: growth_rate_cagr
# example: growth_rate_cagr(100, 121, 2) == 10.0
# example: growth_rate_cagr(100, 50, 1) == -50.0

def growth_rate_cagr(start, end, years):
    if years <= 0 or start <= 0 or end < 0:
        return None
    ratio = end / start
    rate = ratio ** (1 / years) - 1
    return round(rate * 100, 2)


# tests
assert growth_rate_cagr(1000, 2000, 1) == 100.0
assert growth_rate_cagr(1000, 1331, 3) == 10.0
assert growth_rate_cagr(500, 500, 7) == 0.0
assert growth_rate_cagr(200, 0, 4) == -100.0
assert growth_rate_cagr(1000, 2000, 10) == 7.18
assert growth_rate_cagr(100, 81, 2) == -10.0
assert growth_rate_cagr(100, 150, 0) is None and growth_rate_cagr(100, 150, -1) is None
assert growth_rate_cagr(0, 150, 2) is None and growth_rate_cagr(-5, 150, 2) is None
assert growth_rate_cagr(100, -1, 2) is None and growth_rate_cagr(1, 4, 2) == 100.0
assert growth_rate_cagr(80, 100, 0.5) == 56.25
