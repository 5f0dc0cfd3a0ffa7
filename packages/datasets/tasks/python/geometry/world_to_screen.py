# query: Map a world-space point to integer screen pixels given the visible world window
#   (xmin, ymin, xmax, ymax) and a screen of width x height pixels, where screen y grows downwards
#   (world ymax is pixel row 0). Pixels are rounded down; returns None for an empty window.
# entry_point: world_to_screen
# example: world_to_screen((5, 5), (0, 0, 10, 10), 100, 100) == (50, 50)
# example: world_to_screen((0, 10), (0, 0, 10, 10), 640, 480) == (0, 0)

def world_to_screen(point, window, width, height):
    import math

    xmin, ymin, xmax, ymax = window
    if xmax <= xmin or ymax <= ymin:
        return None
    u = (point[0] - xmin) / (xmax - xmin)
    v = (ymax - point[1]) / (ymax - ymin)
    return (math.floor(u * width), math.floor(v * height))


# tests
assert world_to_screen((0, 0), (0, 0, 10, 10), 200, 100) == (0, 100)
assert world_to_screen((10, 0), (0, 0, 10, 10), 200, 100) == (200, 100)
assert world_to_screen((2.5, 7.5), (0, 0, 10, 10), 200, 100) == (50, 25)
assert world_to_screen((-1, 1), (-2, -2, 2, 2), 40, 40) == (10, 10)
assert world_to_screen((0.01, 1.99), (0, 0, 2, 2), 10, 10) == (0, 0)
assert world_to_screen((-3, 5), (0, 0, 4, 4), 8, 8) == (-6, -2)
assert world_to_screen((1, 1), (3, 0, 3, 5), 10, 10) is None
assert world_to_screen((1, 1), (0, 2, 5, 1), 10, 10) is None and world_to_screen((1, 1), (0, 2, 5, 2), 10, 10) is None
assert world_to_screen((3, 2), (1, 1, 5, 4), 8, 6) == (4, 4)
