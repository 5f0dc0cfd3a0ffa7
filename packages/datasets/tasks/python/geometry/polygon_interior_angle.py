# query: Return the interior angle in degrees of a regular polygon with n sides, rounded to 2 decimals,
#   together with the number of its diagonals, as a tuple (angle, diagonals). Returns None when n < 3.
# entry_point: polygon_interior_angle
# example: polygon_interior_angle(4) == (90.0, 2)
# example: polygon_interior_angle(6) == (120.0, 9)

def polygon_interior_angle(n):
    if n < 3:
        return None
    angle = (n - 2) * 180 / n
    diagonals = n * (n - 3) // 2
    return (round(angle, 2), diagonals)


# tests
assert polygon_interior_angle(3) == (60.0, 0)
assert polygon_interior_angle(5) == (108.0, 5)
assert polygon_interior_angle(7) == (128.57, 14)
assert polygon_interior_angle(8) == (135.0, 20)
assert polygon_interior_angle(12) == (150.0, 54)
assert polygon_interior_angle(2) is None
assert polygon_interior_angle(0) is None and polygon_interior_angle(-5) is None
assert polygon_interior_angle(100) == (176.4, 4850)
assert polygon_interior_angle(9) == (140.0, 27)
