# query: Count the points with integer coordinates inside or on a circle of a given integer radius centered
#   at the origin. A negative radius gives 0.
# entry_point: lattice_points_in_circle
# example: lattice_points_in_circle(6) == 113
# example: lattice_points_in_circle(7) == 149

def lattice_points_in_circle(radius):
    count = 0
    for x in range(-radius, radius + 1):
        for y in range(-radius, radius + 1):
            if x * x + y * y <= radius * radius:
                count += 1
    return count


# tests
assert lattice_points_in_circle(0) == 1
assert lattice_points_in_circle(1) == 5
assert lattice_points_in_circle(2) == 13
assert lattice_points_in_circle(3) == 29
assert lattice_points_in_circle(4) == 49
assert lattice_points_in_circle(5) == 81
assert lattice_points_in_circle(10) == 317
assert lattice_points_in_circle(-1) == 0
