# query: Work out railway block signals from train movements. Blocks are numbered 0..count-1 and events are
#   ("enter", train, block) and ("leave", train, block). After all events, the signal at the entrance of each block is
#   "red" if that block is occupied, "yellow" if the next block is occupied, and "green" otherwise (the last block has no
#   next block). A block stays occupied while any train is in it.
# entry_point: block_signals
# example: block_signals(2, [("enter", "t1", 1)]) == ["yellow", "red"]
# example: block_signals(2, []) == ["green", "green"]

def block_signals(count, events):
    occupants = [set() for _ in range(count)]
    for action, train, block in events:
        if action == "enter":
            occupants[block].add(train)
        else:
            occupants[block].discard(train)
    signals = []
    for block in range(count):
        if occupants[block]:
            signals.append("red")
        elif block + 1 < count and occupants[block + 1]:
            signals.append("yellow")
        else:
            signals.append("green")
    return signals


# tests
assert block_signals(0, []) == []
assert block_signals(4, [("enter", "a", 2)]) == ['green', 'yellow', 'red', 'green']
assert block_signals(4, [("enter", "a", 0), ("leave", "a", 0), ("enter", "a", 1)]) == ['yellow', 'red', 'green', 'green']
assert block_signals(3, [("enter", "a", 2), ("enter", "b", 2), ("leave", "a", 2)]) == ['green', 'yellow', 'red']
assert block_signals(3, [("enter", "a", 0), ("leave", "b", 0)]) == ['red', 'green', 'green']
assert block_signals(5, [("enter", "x", 4), ("enter", "y", 1)]) == ['yellow', 'red', 'green', 'yellow', 'red']
assert block_signals(3, [("enter", "a", 1), ("enter", "b", 2), ("leave", "b", 2), ("leave", "a", 1)]) == ['green', 'green', 'green']
assert block_signals(1, [("enter", "z", 0)]) == ['red']
