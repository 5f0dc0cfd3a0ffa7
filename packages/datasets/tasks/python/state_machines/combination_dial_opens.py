# query: A dial padlock with combination (a, b, c) opens when the turns go right to a, then left to b, then right to c.
#   Turns are (direction "R"/"L", number); progress restarts after a wrong turn, and a wrong turn that is itself "right
#   to a" counts as the first step of a new attempt. Return the index of the turn that opens the lock, or -1.
# entry_point: combination_dial_opens
# example: combination_dial_opens((1, 2, 3), [("R", 1), ("L", 2), ("R", 3)]) == 2
# example: combination_dial_opens((1, 2, 3), [("L", 1), ("L", 2), ("R", 3)]) == -1

def combination_dial_opens(combination, turns):
    expected = [("R", combination[0]), ("L", combination[1]), ("R", combination[2])]
    progress = 0
    for index, turn in enumerate(turns):
        if turn == expected[progress]:
            progress += 1
            if progress == 3:
                return index
        elif turn == expected[0]:
            progress = 1
        else:
            progress = 0
    return -1


# tests
assert combination_dial_opens((10, 20, 30), []) == -1
assert combination_dial_opens((10, 20, 30), [("R", 5), ("R", 10), ("L", 20), ("R", 30)]) == 3
assert combination_dial_opens((10, 20, 30), [("R", 10), ("L", 21), ("L", 20), ("R", 30)]) == -1
assert combination_dial_opens((10, 20, 30), [("R", 10), ("R", 10), ("L", 20), ("R", 30)]) == 3
assert combination_dial_opens((10, 20, 30), [("R", 10), ("L", 20), ("L", 30)]) == -1
assert combination_dial_opens((10, 20, 30), [("R", 10), ("L", 20), ("R", 10), ("L", 20), ("R", 30)]) == 4
assert combination_dial_opens((7, 7, 7), [("R", 7), ("L", 7), ("R", 7), ("R", 7)]) == 2
assert combination_dial_opens((1, 2, 3), [("R", 1), ("L", 2), ("R", 1), ("R", 3)]) == -1
assert combination_dial_opens((0, 39, 0), [("L", 39), ("R", 0), ("L", 39), ("R", 0)]) == 3
