# query: Return the balance, rounded to cents, after investing a principal for a whole number of years at
#   an annual percentage rate compounded a given number of times per year. Returns None if the number of
#   periods per year is not positive or the number of years is negative.
# entry_point: compound_balance
# example: compound_balance(1000, 10, 1, 1) == 1100.0
# example: compound_balance(100, 100, 1, 2) == 225.0

def compound_balance(principal, rate_percent, years, periods_per_year):
    if periods_per_year <= 0 or years < 0:
        return None
    rate = rate_percent / 100 / periods_per_year
    balance = principal
    for _ in range(years * periods_per_year):
        balance *= 1 + rate
    return round(balance, 2)


# tests
assert compound_balance(1000, 5, 1, 1) == 1050.0
assert compound_balance(1000, 12, 1, 12) == 1126.83
assert compound_balance(1000, 0, 10, 12) == 1000.0
assert compound_balance(1000, 5, 0, 1) == 1000.0
assert compound_balance(1000, 5, 1, 0) is None
assert compound_balance(1000, 5, -1, 1) is None
assert compound_balance(1000, 10, 2, 1) == 1210.0
assert compound_balance(500, 4, 3, 4) == 563.41
assert compound_balance(2000, 6, 2, 2) == 2251.02
