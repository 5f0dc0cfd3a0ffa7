# query: Process a list of (account, amount) transactions in order and return the balance of the
#   touched account after each one; every account starts at 0 and a balance that would go below zero
#   is clamped to zero.
# entry_point: running_balances
# example: running_balances([("a", 10), ("b", 5), ("a", -3)]) == [10, 5, 7]
# example: running_balances([("x", -4)]) == [0]

def running_balances(transactions):
    balances = {}
    result = []
    for account, amount in transactions:
        balance = balances.get(account, 0) + amount
        if balance < 0:
            balance = 0
        balances[account] = balance
        result.append(balance)
    return result


# tests
assert running_balances([]) == []
assert running_balances([("a", 5)]) == [5]
assert running_balances([("a", 5), ("a", 5)]) == [5, 10]
assert running_balances([("a", 5), ("b", 1), ("a", 1)]) == [5, 1, 6]
assert running_balances([("a", 3), ("a", -5), ("a", 2)]) == [3, 0, 2]
assert running_balances([("a", 3), ("a", -3)]) == [3, 0]
assert running_balances([("a", 0.5)]) == [0.5]
assert running_balances([("a", 2), ("b", -1), ("a", -1), ("b", 4)]) == [2, 0, 1, 4]
assert running_balances([("a", 2.5), ("a", 0.5)]) == [2.5, 3.0]
