# query: Return the fixed monthly payment, rounded to cents, that repays a loan principal over a number of
#   months at an annual percentage interest rate compounded monthly; a zero rate splits the principal
#   evenly. Returns None if the number of months is not positive.
# entry_point: loan_payment
# example: loan_payment(1200, 0, 12) == 100.0
# example: loan_payment(10000, 6, 60) == 193.33

def loan_payment(principal, annual_rate_percent, months):
    if months <= 0:
        return None
    if annual_rate_percent == 0:
        return round(principal / months, 2)
    rate = annual_rate_percent / 100 / 12
    factor = (1 + rate) ** months
    return round(principal * rate * factor / (factor - 1), 2)


# tests
assert loan_payment(12000, 0, 12) == 1000.0
assert loan_payment(100000, 6, 360) == 599.55
assert loan_payment(10000, 12, 12) == 888.49
assert loan_payment(1000, 0, 0) is None
assert loan_payment(5000, 5, -1) is None
assert loan_payment(200000, 3.5, 360) == 898.09
assert loan_payment(1000, 12, 1) == 1010.0
assert loan_payment(1000, 0, 3) == 333.33
