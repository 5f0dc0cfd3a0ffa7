# query: Return the area of a circular sector with the given radius and central angle in degrees, rounded
#   to 3 decimals. Angles of 360 or more give the full disc; a negative radius or angle gives None.
# entry_point: sector_area
# example: sector_area(2, 90) == 3.142
# example: sector_area(1, 720) == 3.142

def sector_area(radius, degrees):
    import math

    if radius < 0 or degrees < 0:
        return None
    if degrees > 360:
        degrees = 360
    return round(math.pi * radius * radius * degrees / 360, 3)


# tests
assert sector_area(1, 360) == 3.142
assert sector_area(3, 360) == 28.274
assert sector_area(3, 361) == 28.274 and sector_area(2, 359.5) == 12.549
assert sector_area(4, 45) == 6.283
assert sector_area(10, 1) == 0.873
assert sector_area(0, 90) == 0.0
assert sector_area(5, 0) == 0.0
assert sector_area(-1, 30) is None and sector_area(1, -30) is None and sector_area(2, -0.5) is None
assert sector_area(6, 180) == 56.549
