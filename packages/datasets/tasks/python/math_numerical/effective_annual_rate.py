# query: Convert a nominal annual interest rate in percent compounded n times a year into the effective
#   annual rate in percent, rounded to 4 decimals; n = "continuous" uses continuous compounding.
#   Returns None for a non-positive integer n.
# entry_point: effective_annual_rate
# example: effective_annual_rate(12, 12) == 12.6825
# example: effective_annual_rate(10, 1) == 10.0

def effective_annual_rate(nominal_percent, n):
    import math

    rate = nominal_percent / 100
    if n == "continuous":
        return round((math.exp(rate) - 1) * 100, 4)
    if n <= 0:
        return None
    return round(((1 + rate / n) ** n - 1) * 100, 4)


# tests
assert effective_annual_rate(6, 2) == 6.09
assert effective_annual_rate(6, 4) == 6.1364
assert effective_annual_rate(6, 365) == 6.1831
assert effective_annual_rate(6, "continuous") == 6.1837
assert effective_annual_rate(0, 12) == 0.0
assert effective_annual_rate(0, "continuous") == 0.0
assert effective_annual_rate(5, 0) is None and effective_annual_rate(5, -4) is None
assert effective_annual_rate(100, 1) == 100.0
assert effective_annual_rate(-12, 12) == -11.3615
