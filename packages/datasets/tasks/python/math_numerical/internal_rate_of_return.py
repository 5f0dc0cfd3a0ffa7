# query: Find the internal rate of return in percent of a series of yearly cash flows (first flow now) by
#   bisection between -99% and 1000%, returning it rounded to 2 decimals. Returns None when the NPV has the
#   same sign at both ends of that range (no rate found).
# entry_point: internal_rate_of_return
# example: internal_rate_of_return([-100, 110]) == 10.0
# example: internal_rate_of_return([-100, 100]) == 0.0

def internal_rate_of_return(flows):
    def npv(rate):
        total = 0.0
        for year, flow in enumerate(flows):
            total += flow / (1 + rate) ** year
        return total

    low, high = -0.99, 10.0
    value_low = npv(low)
    if value_low * npv(high) > 0:
        return None
    for _ in range(200):
        middle = (low + high) / 2
        value = npv(middle)
        if (value > 0) == (value_low > 0):
            low, value_low = middle, value
        else:
            high = middle
    return round((low + high) / 2 * 100, 2)


# tests
assert internal_rate_of_return([-100, 120]) == 20.0 and internal_rate_of_return([-0.01, 0.011]) == 10.0
assert internal_rate_of_return([-1000, 500, 500, 500]) == 23.38
assert internal_rate_of_return([-100, 50]) == -50.0
assert internal_rate_of_return([-100, 0, 121]) == 10.0
assert internal_rate_of_return([100, 50]) is None
assert internal_rate_of_return([-100, -50]) is None and internal_rate_of_return([0.01, 0.01]) is None and internal_rate_of_return([10, -0.01]) is None
assert internal_rate_of_return([100, -150]) == 50.0
assert internal_rate_of_return([-200, 100, 100, 100]) == 23.38
assert internal_rate_of_return([-50, 10, 10, 10, 10, 10]) == 0.0
