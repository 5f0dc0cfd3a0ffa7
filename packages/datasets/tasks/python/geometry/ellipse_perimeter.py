# query: Approximate the perimeter of an ellipse from its two semi-axes using Ramanujan's second formula,
#   rounded to 3 decimals (a circle gives exactly 2*pi*r after rounding). A zero semi-axis gives the
#   degenerate perimeter 4 times the other axis; a negative semi-axis gives None.
# entry_point: ellipse_perimeter
# example: ellipse_perimeter(1, 1) == 6.283
# example: ellipse_perimeter(3, 0) == 12

def ellipse_perimeter(a, b):
    import math

    if a < 0 or b < 0:
        return None
    if a == 0 or b == 0:
        return 4 * (a + b)
    h = ((a - b) ** 2) / ((a + b) ** 2)
    correction = 1 + 3 * h / (10 + math.sqrt(4 - 3 * h))
    return round(math.pi * (a + b) * correction, 3)


# tests
assert ellipse_perimeter(2, 2) == 12.566
assert ellipse_perimeter(5, 3) == 25.527
assert ellipse_perimeter(3, 5) == 25.527
assert ellipse_perimeter(10, 1) == 40.639
assert ellipse_perimeter(0, 2) == 8 and ellipse_perimeter(2, 0) == 8
assert ellipse_perimeter(0, 0) == 0
assert ellipse_perimeter(-1, 2) is None and ellipse_perimeter(2, -1) is None
assert ellipse_perimeter(4, 1) == 17.157
assert ellipse_perimeter(100, 99) == 625.181
