# query: Referee a tic-tac-toe game from a list of (row, col) moves with X moving first and players alternating. Return
#   "X wins" or "O wins" as soon as a row, column or diagonal is completed (later moves are ignored), "draw" once the
#   board is full, "in progress" otherwise, or "invalid" for a move off the 3x3 board or onto an occupied cell.
# entry_point: tic_tac_toe_result
# example: tic_tac_toe_result([(0, 0), (1, 1)]) == "in progress"
# example: tic_tac_toe_result([(0, 0), (0, 0)]) == "invalid"

def tic_tac_toe_result(moves):
    board = {}
    for turn, (row, col) in enumerate(moves):
        if row not in range(3) or col not in range(3) or (row, col) in board:
            return "invalid"
        player = "X" if turn % 2 == 0 else "O"
        board[(row, col)] = player
        if (all(board.get((row, c)) == player for c in range(3))
                or all(board.get((r, col)) == player for r in range(3))
                or all(board.get((i, i)) == player for i in range(3))
                or all(board.get((i, 2 - i)) == player for i in range(3))):
            return player + " wins"
    return "draw" if len(board) == 9 else "in progress"


# tests
assert tic_tac_toe_result([(0, 0), (0, 1), (1, 1)]) == 'in progress'
assert tic_tac_toe_result([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]) == 'X wins'
assert tic_tac_toe_result([(0, 0), (0, 2), (1, 0), (1, 2), (2, 1), (2, 2)]) == 'O wins'
assert tic_tac_toe_result([(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)]) == 'X wins'
assert tic_tac_toe_result([(0, 2), (0, 0), (1, 1), (0, 1), (2, 0)]) == 'X wins'
assert tic_tac_toe_result([(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)]) == 'draw'
assert tic_tac_toe_result([(1, 1), (3, 0)]) == 'invalid'
assert tic_tac_toe_result([(0, 3)]) == 'invalid'
assert tic_tac_toe_result([(2, 0), (0, 0), (2, 1), (0, 1), (2, 2), (5, 5)]) == 'X wins'
assert tic_tac_toe_result([(1, 1), (0, 0), (0, 2), (2, 0), (1, 0)]) == 'in progress'
