# query: Convert axial hexagon coordinates (q, r) of a pointy-top hex grid to the pixel centre of that hex
#   for hexes of the given size (centre-to-corner distance), with hex (0, 0) at the origin and both
#   coordinates rounded to 2 decimals.
# entry_point: hex_axial_to_pixel
# example: hex_axial_to_pixel(0, 0, 10) == (0.0, 0.0)
# example: hex_axial_to_pixel(1, 0, 10) == (17.32, 0.0)

def hex_axial_to_pixel(q, r, size):
    import math

    x = size * (math.sqrt(3) * q + math.sqrt(3) / 2 * r)
    y = size * (3 / 2 * r)
    return (round(x, 2), round(y, 2))


# tests
assert hex_axial_to_pixel(0, 1, 10) == (8.66, 15.0)
assert hex_axial_to_pixel(1, 1, 2) == (5.2, 3.0)
assert hex_axial_to_pixel(-1, 0, 4) == (-6.93, 0.0)
assert hex_axial_to_pixel(0, -2, 4) == (-6.93, -12.0)
assert hex_axial_to_pixel(2, -1, 1) == (2.6, -1.5)
assert hex_axial_to_pixel(3, 0, 1) == (5.2, 0.0)
assert hex_axial_to_pixel(-2, 4, 5) == (0.0, 30.0)
assert hex_axial_to_pixel(5, 5, 0) == (0.0, 0.0)
assert hex_axial_to_pixel(1, 1, 1.111) == (2.89, 1.67)
