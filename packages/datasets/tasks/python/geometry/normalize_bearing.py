# query: Return the smallest signed turn in degrees that rotates a heading `current` onto a heading
#   `target` (both in degrees, any range): positive is clockwise, the result lies in (-180, 180], and an
#   exactly opposite heading gives +180.
# entry_point: normalize_bearing
# example: normalize_bearing(10, 50) == 40
# example: normalize_bearing(350, 20) == 30

def normalize_bearing(current, target):
    delta = (target - current) % 360
    if delta > 180:
        delta -= 360
    return delta


# tests
assert normalize_bearing(0, 90) == 90
assert normalize_bearing(90, 0) == -90
assert normalize_bearing(20, 340) == -40
assert normalize_bearing(0, 180) == 180
assert normalize_bearing(180, 0) == 180
assert normalize_bearing(45, 45) == 0
assert normalize_bearing(-30, 30) == 60
assert normalize_bearing(720, 181) == -179
assert normalize_bearing(0, 179) == 179
assert normalize_bearing(10, 190.5) == -179.5
