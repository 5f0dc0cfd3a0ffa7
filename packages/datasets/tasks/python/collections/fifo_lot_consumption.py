# query: Take a quantity from stock lots first-in first-out: lots are (lot id, available amount) pairs
#   in arrival order, and the result lists (lot id, amount taken) for each lot used. Lots with nothing
#   available are skipped, a quantity of zero or less gives [] and insufficient total stock gives None.
# entry_point: fifo_lot_consumption
# example: fifo_lot_consumption([("L1", 5), ("L2", 5)], 7) == [("L1", 5), ("L2", 2)]
# example: fifo_lot_consumption([("A", 1)], 2) == None

def fifo_lot_consumption(lots, quantity):
    if quantity <= 0:
        return []
    taken = []
    remaining = quantity
    for lot_id, available in lots:
        if remaining == 0:
            break
        if available <= 0:
            continue
        amount = min(available, remaining)
        taken.append((lot_id, amount))
        remaining -= amount
    if remaining > 0:
        return None
    return taken


# tests
assert fifo_lot_consumption([("a", 3)], -1) == []
assert fifo_lot_consumption([], 1) is None
assert fifo_lot_consumption([("a", 3)], 3) == [("a", 3)]
assert fifo_lot_consumption([("a", 3), ("b", 4)], 3) == [("a", 3)]
assert fifo_lot_consumption([("a", 3), ("b", 4)], 2) == [("a", 2)]
assert fifo_lot_consumption([("a", 0), ("b", 4)], 1) == [("b", 1)]
assert fifo_lot_consumption([("a", 1), ("b", 3)], 2) == [("a", 1), ("b", 1)]
assert fifo_lot_consumption([("a", 2), ("b", 2), ("c", 2)], 5) == [("a", 2), ("b", 2), ("c", 1)]
assert fifo_lot_consumption([("a", 2), ("b", 2)], 5) is None
assert fifo_lot_consumption([("a", -2), ("b", 3)], 3) == [("b", 3)]
