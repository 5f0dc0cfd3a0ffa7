# query: Find where the infinite line through p1 and p2 meets the infinite line through p3 and p4, using
#   exact rational arithmetic, and return the point as a pair of fractions. Returns None for parallel or
#   identical lines.
# entry_point: line_intersection
# example: line_intersection((0, 0), (2, 0), (1, -1), (1, 1)) == (1, 0)
# example: line_intersection((0, 0), (1, 2), (0, 6), (3, 0)) == (1.5, 3)

def line_intersection(p1, p2, p3, p4):
    from fractions import Fraction

    denominator = (p1[0] - p2[0]) * (p3[1] - p4[1]) - (p1[1] - p2[1]) * (p3[0] - p4[0])
    if denominator == 0:
        return None
    first = p1[0] * p2[1] - p1[1] * p2[0]
    second = p3[0] * p4[1] - p3[1] * p4[0]
    x = Fraction(first * (p3[0] - p4[0]) - (p1[0] - p2[0]) * second, denominator)
    y = Fraction(first * (p3[1] - p4[1]) - (p1[1] - p2[1]) * second, denominator)
    return (x, y)


# tests
assert line_intersection((0, 0), (4, 4), (0, 4), (4, 0)) == (2, 2)
assert line_intersection((0, 0), (1, 0), (0, 1), (1, 1)) is None
assert line_intersection((0, 0), (2, 2), (5, 5), (7, 7)) is None
assert line_intersection((1, 1), (3, 1), (2, 5), (2, -5)) == (2, 1)
assert tuple(str(v) for v in line_intersection((0, 0), (2, 1), (0, 1), (1, 0))) == ("2/3", "1/3")
assert line_intersection((0, 1), (4, 3), (0, 0), (1, 0)) == (-2, 0)
assert line_intersection((0, 0), (3, 0), (1, 1), (1, 5)) == (1, 0)
assert line_intersection((1, 5), (2, 7), (0, 3), (5, -2)) == (0, 3)
assert line_intersection((2, 0), (2, 9), (-1, 4), (7, 4)) == (2, 4)
