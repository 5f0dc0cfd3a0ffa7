# query: Follow a route written as space-separated moves such as "U3 R2 D1 L4" (up, down, left, right with
#   a step count, letters case-insensitive) from (0, 0), with up as +y, and return the final (x, y).
#   Returns None if any move is malformed; an empty route stays at the origin.
# entry_point: path_endpoint
# example: path_endpoint("R3 U2") == (3, 2)
# example: path_endpoint("L1 D1 L1") == (-2, -1)

def path_endpoint(route):
    steps = {"U": (0, 1), "D": (0, -1), "L": (-1, 0), "R": (1, 0)}
    x, y = 0, 0
    for move in route.split():
        direction = move[0].upper()
        count = move[1:]
        if direction not in steps or not count.isdigit():
            return None
        dx, dy = steps[direction]
        x += dx * int(count)
        y += dy * int(count)
    return (x, y)


# tests
assert path_endpoint("") == (0, 0)
assert path_endpoint("U5") == (0, 5)
assert path_endpoint("D2") == (0, -2)
assert path_endpoint("U3 R2 D1 L4") == (-2, 2)
assert path_endpoint("r10 u1") == (10, 1)
assert path_endpoint("L3 R3") == (0, 0)
assert path_endpoint("U12 D0") == (0, 12)
assert path_endpoint("X2") is None
assert path_endpoint("U2 R") is None and path_endpoint("R-2") is None
assert path_endpoint("R2  U4") == (2, 4)
