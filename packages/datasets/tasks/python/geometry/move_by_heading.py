# query: Follow a list of (heading_degrees, distance) legs on a flat plane starting from (0, 0), where
#   heading 0 points north (+y) and 90 points east (+x), and return the final position rounded to
#   2 decimals. Negative distances move backwards.
# entry_point: move_by_heading
# example: move_by_heading([(90, 3), (0, 4)]) == (3.0, 4.0)
# example: move_by_heading([(180, 2)]) == (0.0, -2.0)

def move_by_heading(legs):
    import math

    x = 0.0
    y = 0.0
    for heading, distance in legs:
        angle = math.radians(heading)
        x += distance * math.sin(angle)
        y += distance * math.cos(angle)
    return (round(x, 2), round(y, 2))


# tests
assert move_by_heading([]) == (0.0, 0.0)
assert move_by_heading([(0, 5)]) == (0.0, 5.0)
assert move_by_heading([(270, 7)]) == (-7.0, 0.0)
assert move_by_heading([(45, 10)]) == (7.07, 7.07)
assert move_by_heading([(0, 3), (90, 3), (180, 3), (270, 3)]) == (0.0, 0.0)
assert move_by_heading([(30, 2)]) == (1.0, 1.73)
assert move_by_heading([(60, -4)]) == (-3.46, -2.0)
assert move_by_heading([(135, 2), (10, 1)]) == (1.59, -0.43)
assert move_by_heading([(-90, 1), (360, 1)]) == (-1.0, 1.0)
