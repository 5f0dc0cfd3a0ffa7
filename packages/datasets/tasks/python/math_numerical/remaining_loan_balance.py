# query: Return the outstanding balance of a fixed-rate loan after k monthly payments, given the principal,
#   annual interest rate in percent and the fixed monthly payment, rounded to cents. The balance never goes
#   below 0 (a final overpayment clears it); returns None for a negative k.
# entry_point: remaining_loan_balance
# example: remaining_loan_balance(1000, 0, 100, 3) == 700.0
# example: remaining_loan_balance(1000, 12, 100, 1) == 910.0

def remaining_loan_balance(principal, annual_rate, payment, k):
    if k < 0:
        return None
    monthly_rate = annual_rate / 100 / 12
    balance = principal
    for _ in range(k):
        balance = balance * (1 + monthly_rate) - payment
        if balance <= 0:
            return 0.0
    return round(balance, 2)


# tests
assert remaining_loan_balance(5000, 6, 200, 0) == 5000
assert remaining_loan_balance(5000, 6, 200, 1) == 4825.0
assert remaining_loan_balance(5000, 3, 200, 2) == 4624.53
assert remaining_loan_balance(300, 0, 100, 3) == 0.0
assert remaining_loan_balance(300, 0, 100, 2) == 100.0
assert remaining_loan_balance(250, 0, 100, 3) == 0.0
assert remaining_loan_balance(100.5, 0, 100, 1) == 0.5 and remaining_loan_balance(99.5, 0, 100, 1) == 0.0
assert remaining_loan_balance(1200, 24, 50, 12) == 851.29
assert remaining_loan_balance(1000, 12, 5, 2) == 1010.05
assert remaining_loan_balance(1000, 12, 100, -1) is None
