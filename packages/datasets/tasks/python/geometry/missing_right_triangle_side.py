# query: Given two of the three sides of a right triangle (legs a and b, hypotenuse c) with the unknown
#   one passed as None, return the missing side rounded to 3 decimals. Returns None when not exactly one
#   side is missing, a given side is not positive, or a leg would not be shorter than the hypotenuse.
# entry_point: missing_right_triangle_side
# example: missing_right_triangle_side(6, 8, None) == 10.0
# example: missing_right_triangle_side(None, 12, 13) == 5.0

def missing_right_triangle_side(a, b, c):
    import math

    sides = [a, b, c]
    if sides.count(None) != 1:
        return None
    if any(side is not None and side <= 0 for side in sides):
        return None
    if c is None:
        return round(math.sqrt(a * a + b * b), 3)
    leg = a if a is not None else b
    if leg >= c:
        return None
    return round(math.sqrt(c * c - leg * leg), 3)


# tests
assert missing_right_triangle_side(3, 4, None) == 5.0
assert missing_right_triangle_side(3, None, 5) == 4.0
assert missing_right_triangle_side(None, 4, 5) == 3.0
assert missing_right_triangle_side(1, 1, None) == 1.414
assert missing_right_triangle_side(None, 1, 2) == 1.732
assert missing_right_triangle_side(5, None, 5) is None and missing_right_triangle_side(None, 6, 5) is None
assert missing_right_triangle_side(3, 4, 5) is None and missing_right_triangle_side(None, None, 5) is None
assert missing_right_triangle_side(0, 4, None) is None and missing_right_triangle_side(None, -1, 5) is None
assert missing_right_triangle_side(2, None, -3) is None
