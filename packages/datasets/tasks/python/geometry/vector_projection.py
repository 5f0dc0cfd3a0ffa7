# query: Project vector u onto vector v (both 2-D or 3-D tuples of the same length) and return the
#   projected vector with each component rounded to 4 decimals. Returns None when v is the zero vector
#   or the lengths differ.
# entry_point: vector_projection
# example: vector_projection((3, 4), (1, 0)) == (3.0, 0.0)
# example: vector_projection((1, 1, 1), (0, 0, 2)) == (0.0, 0.0, 1.0)

def vector_projection(u, v):
    if len(u) != len(v):
        return None
    dot_uv = 0
    dot_vv = 0
    for index in range(len(v)):
        dot_uv += u[index] * v[index]
        dot_vv += v[index] * v[index]
    if dot_vv == 0:
        return None
    scale = dot_uv / dot_vv
    return tuple(round(component * scale, 4) for component in v)


# tests
assert vector_projection((2, 3), (0, 5)) == (0.0, 3.0)
assert vector_projection((2, 3), (1, 1)) == (2.5, 2.5)
assert vector_projection((1, 0), (0, 1)) == (0.0, 0.0)
assert vector_projection((-4, 2), (2, 0)) == (-4.0, 0.0)
assert vector_projection((1, 2, 3), (1, 1, 1)) == (2.0, 2.0, 2.0)
assert vector_projection((1, 2), (3, 1)) == (1.5, 0.5)
assert vector_projection((5, 5), (0, 0)) is None
assert vector_projection((1, 2), (1, 2, 3)) is None
assert vector_projection((1, 0), (1, 2)) == (0.2, 0.4) and vector_projection((1, 0, 0), (1, 1, 1)) == (0.3333, 0.3333, 0.3333)
assert vector_projection((2, 0, 1), (1, 1, 1)) == (1.0, 1.0, 1.0) and vector_projection((1, 0), (1, 1)) == (0.5, 0.5)
