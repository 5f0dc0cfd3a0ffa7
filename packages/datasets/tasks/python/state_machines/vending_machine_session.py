# query: Simulate a vending machine selling one product at a fixed price. Events are positive integer coins
#   (added to the credit), "select" (if the credit covers the price, output ("item", change) and clear the
#   credit; otherwise nothing happens) and "refund" (output ("refund", credit) when there is credit). Return the
#   list of outputs, or None for a coin that is not positive or an unknown event.
# entry_point: vending_machine_session
# example: vending_machine_session([50, "select"], 50) == [("item", 0)]
# example: vending_machine_session([20, "refund"], 50) == [("refund", 20)]

def vending_machine_session(events, price):
    credit = 0
    outputs = []
    for event in events:
        if isinstance(event, int):
            if event <= 0:
                return None
            credit += event
        elif event == "select":
            if credit >= price:
                outputs.append(("item", credit - price))
                credit = 0
        elif event == "refund":
            if credit > 0:
                outputs.append(("refund", credit))
                credit = 0
        else:
            return None
    return outputs


# tests
assert vending_machine_session([25, 25, "select"], 50) == [("item", 0)]
assert vending_machine_session([100, "select"], 75) == [("item", 25)]
assert vending_machine_session([25, "select", "refund"], 50) == [("refund", 25)]
assert vending_machine_session(["refund"], 50) == []
assert vending_machine_session([10, "select", 40, "select", "select"], 50) == [("item", 0)]
assert vending_machine_session([0], 50) is None
assert vending_machine_session([5, "kick"], 5) is None
assert vending_machine_session([60, "select", 30, "refund"], 50) == [("item", 10), ("refund", 30)]
assert vending_machine_session([1, "refund", 1, 1, "select"], 2) == [("refund", 1), ("item", 0)]
