# query: Run a two-player chess clock: both players start with `start` seconds and white's clock runs from time 0. A press
#   at time t (increasing) ends the running player's move: the time since the previous press is deducted, `increment` is
#   added and the other clock starts. If the time used is at least what remained, that player loses on time, their clock
#   shows 0 and later presses are ignored. Return (white seconds, black seconds, loser "white"/"black" or None).
# entry_point: chess_clock
# example: chess_clock([10], 60, 0) == (50, 60, None)
# example: chess_clock([70], 60, 5) == (0, 60, "white")

def chess_clock(presses, start, increment):
    remaining = [start, start]
    player = 0
    last = 0
    for time in presses:
        spent = time - last
        if spent >= remaining[player]:
            remaining[player] = 0
            return (remaining[0], remaining[1], "white" if player == 0 else "black")
        remaining[player] += increment - spent
        player = 1 - player
        last = time
    return (remaining[0], remaining[1], None)


# tests
assert chess_clock([], 300, 2) == (300, 300, None)
assert chess_clock([20, 50, 55], 300, 0) == (275, 270, None)
assert chess_clock([20, 50, 55], 300, 3) == (281, 273, None)
assert chess_clock([5, 100], 90, 0) == (85, 0, 'black')
assert chess_clock([5, 95], 90, 0) == (85, 0, 'black')
assert chess_clock([5, 94], 90, 0) == (85, 1, None)
assert chess_clock([30], 30, 10) == (0, 30, 'white')
assert chess_clock([29, 30, 40, 80], 30, 10) == (11, 0, 'black')
assert chess_clock([1, 2, 3, 4], 10, 1) == (10, 10, None)
