# query: Count the triples of distinct points from a list of integer (x, y) points that form a
#   non-degenerate right triangle. Each set of three points counts once; fewer than three points give 0.
# entry_point: right_triangles_among
# example: right_triangles_among([(0, 0), (1, 0), (0, 1)]) == 1
# example: right_triangles_among([(0, 0), (1, 1), (2, 2)]) == 0

def right_triangles_among(points):
    def dot(o, p, q):
        return (p[0] - o[0]) * (q[0] - o[0]) + (p[1] - o[1]) * (q[1] - o[1])

    count = 0
    n = len(points)
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                a, b, c = points[i], points[j], points[k]
                cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
                if cross == 0:
                    continue
                if dot(a, b, c) == 0 or dot(b, a, c) == 0 or dot(c, a, b) == 0:
                    count += 1
    return count


# tests
assert right_triangles_among([]) == 0
assert right_triangles_among([(0, 0), (3, 4)]) == 0
assert right_triangles_among([(0, 0), (4, 0), (0, 3)]) == 1
assert right_triangles_among([(4, 0), (0, 0), (0, 3)]) == 1
assert right_triangles_among([(4, 0), (0, 3), (0, 0)]) == 1
assert right_triangles_among([(0, 0), (2, 0), (2, 2), (0, 2)]) == 4
assert right_triangles_among([(0, 0), (4, 0), (1, 3)]) == 0
assert right_triangles_among([(1, 1), (1, 1), (3, 1)]) == 0 and right_triangles_among([(1, 3), (4, 5), (4, 5)]) == 0 and right_triangles_among([(4, 5), (1, 3), (4, 5)]) == 0
assert right_triangles_among([(0, 0), (1, 2), (3, 1), (5, 5)]) == 2
assert right_triangles_among([(2, 1), (5, 5), (6, -2)]) == 1
