def classify_triangle(a, b, c):
    sides = sorted((a, b, c))
    if sides[0] <= 0 or sides[0] + sides[1] <= sides[2]:
        return "invalid"
    if sides[0] == sides[2]:
        return "equilateral"
    if sides[0] == sides[1] or sides[1] == sides[2]:
        return "isosceles"
    return "scalene"
