# query: Return the initial great-circle compass bearing in degrees (0 = north, 90 = east, range [0, 360))
#   for travelling from one latitude/longitude point to another, rounded to 1 decimal. Identical points
#   give 0.0.
# entry_point: bearing_between
# example: bearing_between(0, 0, 0, 10) == 90.0
# example: bearing_between(0, 0, -10, 0) == 180.0

def bearing_between(lat1, lon1, lat2, lon2):
    import math

    phi1 = math.radians(lat1)
    phi2 = math.radians(lat2)
    delta = math.radians(lon2 - lon1)
    x = math.sin(delta) * math.cos(phi2)
    y = math.cos(phi1) * math.sin(phi2) - math.sin(phi1) * math.cos(phi2) * math.cos(delta)
    angle = math.degrees(math.atan2(x, y))
    return round((angle + 360) % 360, 1)


# tests
assert bearing_between(0, 0, 10, 0) == 0.0
assert bearing_between(0, 0, 0, -10) == 270.0
assert bearing_between(5, 5, 5, 5) == 0.0
assert bearing_between(51.5, -0.13, 48.86, 2.35) == 148.0
assert bearing_between(48.86, 2.35, 51.5, -0.13) == 329.9
assert bearing_between(40.71, -74.0, 51.5, -0.13) == 51.2
assert bearing_between(-33.87, 151.21, -41.29, 174.78) == 118.6
assert bearing_between(10, 20, 30, 20) == 0.0 and bearing_between(30, 20, 10, 20) == 180.0
assert bearing_between(0, 170, 0, -170) == 90.0
