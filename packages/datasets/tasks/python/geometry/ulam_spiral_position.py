# query: Return the (x, y) grid position of the n-th cell of a square spiral that starts at (0, 0) for
#   n = 1, moves right to (1, 0) for n = 2, then turns counter-clockwise (up, left, down, right...) in
#   ever-growing loops. Returns None for n below 1.
# entry_point: ulam_spiral_position
# example: ulam_spiral_position(3) == (1, 1)
# example: ulam_spiral_position(10) == (2, -1)

def ulam_spiral_position(n):
    if n < 1:
        return None
    x, y = 0, 0
    step = 1
    remaining = n - 1
    directions = [(1, 0), (0, 1), (-1, 0), (0, -1)]
    turn = 0
    while remaining > 0:
        for _ in range(2):
            dx, dy = directions[turn % 4]
            move = min(step, remaining)
            x += dx * move
            y += dy * move
            remaining -= move
            turn += 1
        step += 1
    return (x, y)


# tests
assert ulam_spiral_position(1) == (0, 0)
assert ulam_spiral_position(2) == (1, 0)
assert ulam_spiral_position(4) == (0, 1)
assert ulam_spiral_position(5) == (-1, 1)
assert ulam_spiral_position(7) == (-1, -1)
assert ulam_spiral_position(9) == (1, -1)
assert ulam_spiral_position(13) == (2, 2)
assert ulam_spiral_position(17) == (-2, 2)
assert ulam_spiral_position(25) == (2, -2) and ulam_spiral_position(26) == (3, -2)
assert ulam_spiral_position(0) is None and ulam_spiral_position(-4) is None
