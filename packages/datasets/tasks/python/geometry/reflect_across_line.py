# query: Reflect a point across the infinite line through two distinct points and return the mirrored
#   point with each coordinate rounded to 6 decimals. Returns None when the two line points coincide.
# entry_point: reflect_across_line
# example: reflect_across_line((1, 0), (0, 0), (1, 1)) == (0.0, 1.0)
# example: reflect_across_line((2, 5), (0, 0), (4, 0)) == (2.0, -5.0)

def reflect_across_line(point, start, end):
    dx = end[0] - start[0]
    dy = end[1] - start[1]
    length_sq = dx * dx + dy * dy
    if length_sq == 0:
        return None
    t = ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / length_sq
    foot_x = start[0] + t * dx
    foot_y = start[1] + t * dy
    return (round(2 * foot_x - point[0], 6), round(2 * foot_y - point[1], 6))


# tests
assert reflect_across_line((3, 4), (0, 0), (0, 10)) == (-3.0, 4.0)
assert reflect_across_line((3, 4), (0, 0), (10, 0)) == (3.0, -4.0)
assert reflect_across_line((3, 1), (0, 0), (2, 2)) == (1.0, 3.0)
assert reflect_across_line((0, 0), (2, 0), (0, 2)) == (2.0, 2.0)
assert reflect_across_line((5, 5), (1, 1), (3, 3)) == (5.0, 5.0)
assert reflect_across_line((1, 7), (4, 2), (4, 9)) == (7.0, 7.0)
assert reflect_across_line((0, 3), (-1, 1), (3, 1)) == (0.0, -1.0)
assert reflect_across_line((1, 2), (3, 3), (3, 3)) is None
assert reflect_across_line((1, 0), (0, 1), (2, 2)) == (-0.2, 2.4)
assert reflect_across_line((1, 0), (0, 0), (2, 3)) == (-0.384615, 0.923077)
