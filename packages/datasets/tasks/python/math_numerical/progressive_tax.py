# query: Compute the tax owed on an income under progressive brackets given as a list of
#   (upper_limit, rate_percent) sorted by limit, with None as the last limit meaning "no upper limit";
#   each rate applies only to the part of the income inside its bracket. Result rounded to 2 decimals;
#   income above the last finite limit with no open bracket is untaxed.
# entry_point: progressive_tax
# example: progressive_tax(15000, [(10000, 0), (None, 20)]) == 1000.0
# example: progressive_tax(5000, [(10000, 10), (None, 40)]) == 500.0

def progressive_tax(income, brackets):
    tax = 0.0
    lower = 0
    for limit, rate in brackets:
        if income <= lower:
            break
        upper = income if limit is None else min(income, limit)
        tax += (upper - lower) * rate / 100
        lower = limit
    return round(tax, 2)


# tests
assert progressive_tax(0, [(10000, 10), (None, 40)]) == 0.0
assert progressive_tax(10000, [(10000, 10), (None, 40)]) == 1000.0
assert progressive_tax(12000, [(10000, 10), (None, 40)]) == 1800.0
assert progressive_tax(50000, [(10000, 0), (40000, 20), (None, 45)]) == 10500.0
assert progressive_tax(40000, [(10000, 0), (40000, 20), (None, 45)]) == 6000.0
assert progressive_tax(25000, [(10000, 5), (20000, 10)]) == 1500.0
assert progressive_tax(1234.56, [(None, 10)]) == 123.46
assert progressive_tax(30000, []) == 0.0
assert progressive_tax(9999, [(10000, 12.5), (None, 50)]) == 1249.88
assert progressive_tax(10001, [(10000, 10), (10000, 99), (None, 50)]) == 1000.5
