# query: Return the unit normal of the plane through three 3-D points (the normalised cross product of
#   B - A and C - A, following the right-hand rule), with components rounded to 4 decimals. Returns None
#   when the points are collinear or coincide.
# entry_point: cross_product_3d
# example: cross_product_3d((0, 0, 0), (1, 0, 0), (0, 1, 0)) == (0.0, 0.0, 1.0)
# example: cross_product_3d((0, 0, 0), (0, 1, 0), (1, 0, 0)) == (0.0, 0.0, -1.0)

def cross_product_3d(a, b, c):
    import math

    ux, uy, uz = b[0] - a[0], b[1] - a[1], b[2] - a[2]
    vx, vy, vz = c[0] - a[0], c[1] - a[1], c[2] - a[2]
    nx = uy * vz - uz * vy
    ny = uz * vx - ux * vz
    nz = ux * vy - uy * vx
    length = math.sqrt(nx * nx + ny * ny + nz * nz)
    if length == 0:
        return None
    return (round(nx / length, 4), round(ny / length, 4), round(nz / length, 4))


# tests
assert cross_product_3d((0, 0, 0), (0, 1, 0), (0, 0, 1)) == (1.0, 0.0, 0.0)
assert cross_product_3d((0, 0, 0), (0, 0, 1), (1, 0, 0)) == (0.0, 1.0, 0.0)
assert cross_product_3d((1, 1, 1), (1, 1, 3), (3, 1, 1)) == (0.0, 1.0, 0.0)
assert cross_product_3d((1, 0, 0), (0, 1, 0), (0, 0, 1)) == (0.5774, 0.5774, 0.5774)
assert cross_product_3d((0, 0, 0), (1, 1, 1), (2, 2, 2)) is None
assert cross_product_3d((3, 4, 5), (3, 4, 5), (1, 2, 3)) is None
assert cross_product_3d((2, -1, 3), (4, 0, 3), (2, 1, 5)) == (0.3333, -0.6667, 0.6667)
assert cross_product_3d((0, 5, 0), (0, 5, 2), (4, 5, 0)) == (0.0, 1.0, 0.0)
assert cross_product_3d((1, 2, 3), (2, 3, 1), (3, 1, 2)) == (-0.5774, -0.5774, -0.5774)
