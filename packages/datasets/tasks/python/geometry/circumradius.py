# query: Return the radius of the circle passing through all three corners of a triangle given by its side
#   lengths, rounded to 3 decimals. Returns None for sides that cannot form a proper (non-flat) triangle.
# entry_point: circumradius
# example: circumradius(6, 8, 10) == 5.0
# example: circumradius(1, 1, 3) == None

def circumradius(a, b, c):
    import math

    if a <= 0 or b <= 0 or c <= 0:
        return None
    s = (a + b + c) / 2
    product = s * (s - a) * (s - b) * (s - c)
    if product <= 0:
        return None
    area = math.sqrt(product)
    return round(a * b * c / (4 * area), 3)


# tests
assert circumradius(3, 4, 5) == 2.5
assert circumradius(5, 12, 13) == 6.5
assert circumradius(2, 2, 2) == 1.155 and circumradius(1, 1, 1) == 0.577
assert circumradius(5, 5, 6) == 3.125
assert circumradius(7, 8, 9) == 4.696
assert circumradius(1, 2, 3) is None
assert circumradius(3, 1, 1) is None
assert circumradius(0, 4, 4) is None and circumradius(-3, 4, 5) is None
assert circumradius(-0.5, 4, 4) is None and circumradius(4, -0.5, 4) is None and circumradius(4, 4, -0.5) is None
assert circumradius(4, 4, 7) == 4.131
