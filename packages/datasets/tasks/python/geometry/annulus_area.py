# query: Return the area of the ring between two concentric circles with the given radii (in either
#   order), rounded to 2 decimals. Equal radii give 0.0 and a negative radius gives None.
# entry_point: annulus_area
# example: annulus_area(2, 1) == 9.42
# example: annulus_area(1, 2) == 9.42

def annulus_area(r1, r2):
    import math

    if r1 < 0 or r2 < 0:
        return None
    outer = r1 if r1 > r2 else r2
    inner = r2 if r1 > r2 else r1
    return round(math.pi * (outer * outer - inner * inner), 2)


# tests
assert annulus_area(3, 0) == 28.27
assert annulus_area(0, 3) == 28.27
assert annulus_area(5, 4) == 28.27
assert annulus_area(4, 5) == 28.27
assert annulus_area(7, 7) == 0.0
assert annulus_area(10, 1) == 311.02
assert annulus_area(-1, 2) is None and annulus_area(2, -1) is None
assert annulus_area(2.5, 0.5) == 18.85
assert annulus_area(0, 0) == 0.0
