# query: Replay account events on an active account with balance 0: ("deposit", n) adds a positive amount unless
#   closed, ("withdraw", n) needs an active account and 0 < n <= balance, ("freeze",) and ("unfreeze",) switch
#   between active and frozen, and ("close",) closes the account only when the balance is 0. Anything not allowed
#   (and every event after closing) is rejected. Return (state, balance, rejected count).
# entry_point: bank_account_ledger
# example: bank_account_ledger([("deposit", 100), ("withdraw", 30)]) == ("active", 70, 0)
# example: bank_account_ledger([("deposit", 20), ("withdraw", 50)]) == ("active", 20, 1)

def bank_account_ledger(events):
    state = "active"
    balance = 0
    rejected = 0
    for event in events:
        action = event[0]
        amount = event[1] if len(event) > 1 else 0
        if state == "closed":
            rejected += 1
        elif action == "deposit" and amount > 0:
            balance += amount
        elif action == "withdraw" and state == "active" and 0 < amount <= balance:
            balance -= amount
        elif action == "freeze" and state == "active":
            state = "frozen"
        elif action == "unfreeze" and state == "frozen":
            state = "active"
        elif action == "close" and balance == 0:
            state = "closed"
        else:
            rejected += 1
    return (state, balance, rejected)


# tests
assert bank_account_ledger([]) == ("active", 0, 0)
assert bank_account_ledger([("deposit", 50), ("withdraw", 1)]) == ("active", 49, 0)
assert bank_account_ledger([("withdraw", 1)]) == ("active", 0, 1)
assert bank_account_ledger([("deposit", 10), ("withdraw", 10), ("close",)]) == ("closed", 0, 0)
assert bank_account_ledger([("deposit", 5), ("close",)]) == ("active", 5, 1)
assert bank_account_ledger([("deposit", 5), ("freeze",), ("withdraw", 5), ("deposit", 1)]) == ("frozen", 6, 1)
assert bank_account_ledger([("freeze",), ("unfreeze",), ("unfreeze",)]) == ("active", 0, 1)
assert bank_account_ledger([("close",), ("deposit", 3)]) == ("closed", 0, 1)
assert bank_account_ledger([("deposit", 0), ("deposit", -4), ("withdraw", 0)]) == ("active", 0, 3)
assert bank_account_ledger([("deposit", 7), ("freeze",), ("freeze",), ("withdraw", 2)]) == ("frozen", 7, 2)
