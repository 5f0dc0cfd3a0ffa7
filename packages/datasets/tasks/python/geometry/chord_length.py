# query: Return the length of the chord that cuts a circle of the given radius at the given distance from
#   its centre, rounded to 3 decimals. A line through the centre gives the diameter, a tangent line gives
#   0.0, and a line that misses the circle (or a negative radius) gives None.
# entry_point: chord_length
# example: chord_length(5, 3) == 8.0
# example: chord_length(2, 2) == 0.0

def chord_length(radius, distance):
    import math

    distance = abs(distance)
    if distance > radius:
        return None
    half = math.sqrt(radius * radius - distance * distance)
    return round(2 * half, 3)


# tests
assert chord_length(10, 0) == 20.0
assert chord_length(13, 5) == 24.0
assert chord_length(13, -12) == 10.0
assert chord_length(4, 4) == 0.0
assert chord_length(4, 4.5) is None
assert chord_length(4, -5) is None
assert chord_length(-1, 0) is None
assert chord_length(0, 0) == 0.0
assert chord_length(3, 1) == 5.657
