# query: Return the net present value of cash flows at a given discount rate in percent, where the first
#   flow happens now (undiscounted) and flow t is discounted by (1 + rate)**t, rounded to 2 decimals.
#   An empty list gives 0.0; a rate of -100% or below gives None.
# entry_point: net_present_value
# example: net_present_value([-100, 110], 10) == 0.0
# example: net_present_value([50], 5) == 50.0

def net_present_value(flows, rate_percent):
    rate = rate_percent / 100
    if rate <= -1:
        return None
    total = 0.0
    factor = 1.0
    for flow in flows:
        total += flow / factor
        factor *= 1 + rate
    return round(total, 2)


# tests
assert net_present_value([], 5) == 0.0
assert net_present_value([-1000, 500, 500, 500], 10) == 243.43
assert net_present_value([-1000, 500, 500, 500], 0) == 500.0
assert net_present_value([0, 121], 10) == 110.0
assert net_present_value([100, 100], -50) == 300.0
assert net_present_value([10, 10], -100) is None and net_present_value([10], -150) is None
assert net_present_value([-500, 0, 0, 800], 8) == 135.07
assert net_present_value([200, -100], 25) == 120.0
assert net_present_value([1, 1, 1], 100) == 1.75
