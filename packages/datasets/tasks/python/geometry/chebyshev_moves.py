# query: Return the minimum number of king moves (one step in any of the eight directions) needed to walk
#   between two grid cells given as (column, row); with wrap=True the board is a torus of the given
#   width and height, so moves may cross an edge to the opposite side.
# entry_point: chebyshev_moves
# example: chebyshev_moves((0, 0), (3, 5), 8, 8) == 5
# example: chebyshev_moves((0, 0), (7, 1), 8, 8, wrap=True) == 1

def chebyshev_moves(start, goal, width, height, wrap=False):
    dx = abs(goal[0] - start[0])
    dy = abs(goal[1] - start[1])
    if wrap:
        dx = min(dx, width - dx)
        dy = min(dy, height - dy)
    return dx if dx > dy else dy


# tests
assert chebyshev_moves((2, 2), (2, 2), 5, 5) == 0
assert chebyshev_moves((1, 1), (4, 2), 10, 10) == 3
assert chebyshev_moves((4, 2), (1, 1), 10, 10) == 3
assert chebyshev_moves((0, 1), (1, 7), 10, 10) == 6
assert chebyshev_moves((0, 1), (1, 7), 10, 10, wrap=True) == 4
assert chebyshev_moves((0, 0), (9, 0), 10, 4, wrap=True) == 1
assert chebyshev_moves((0, 0), (0, 3), 10, 4, wrap=True) == 1
assert chebyshev_moves((0, 0), (5, 2), 10, 4, wrap=True) == 5
assert chebyshev_moves((0, 0), (9, 3), 10, 4) == 9
assert chebyshev_moves((6, 0), (1, 3), 7, 6, wrap=True) == 3
