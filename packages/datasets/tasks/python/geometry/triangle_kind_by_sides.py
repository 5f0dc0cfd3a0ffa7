# query: Classify a triangle by its three side lengths as "equilateral", "isosceles" or "scalene".
#   Return "invalid" when a side is not positive or the sides fail the strict triangle inequality
#   (a degenerate, flat triangle is invalid).
# entry_point: triangle_kind_by_sides
# example: triangle_kind_by_sides(5, 5, 8) == "isosceles"
# example: triangle_kind_by_sides(4, 5, 6) == "scalene"

def triangle_kind_by_sides(a, b, c):
    sides = sorted([a, b, c])
    if sides[0] + sides[1] <= sides[2]:
        return "invalid"
    if sides[0] == sides[2]:
        return "equilateral"
    if sides[0] == sides[1] or sides[1] == sides[2]:
        return "isosceles"
    return "scalene"


# tests
assert triangle_kind_by_sides(3, 3, 3) == "equilateral"
assert triangle_kind_by_sides(3, 4, 5) == "scalene"
assert triangle_kind_by_sides(2, 2, 3) == "isosceles"
assert triangle_kind_by_sides(7, 4, 7) == "isosceles"
assert triangle_kind_by_sides(6, 3, 3) == "invalid"
assert triangle_kind_by_sides(1, 2, 10) == "invalid" and triangle_kind_by_sides(5, 2, 3) == "invalid"
assert triangle_kind_by_sides(0, 0, 0) == "invalid"
assert triangle_kind_by_sides(-3, 4, 5) == "invalid"
assert triangle_kind_by_sides(2, 9, 9) == "isosceles"
assert triangle_kind_by_sides(2.5, 2.5, 2.5) == "equilateral"
