# query: Return the great-circle distance in kilometres between two points on Earth given as latitude and
#   longitude in degrees, using the haversine formula with an Earth radius of 6371 km.
# entry_point: haversine_km
# example: round(haversine_km(0, 0, 0, 45), 1) == 5003.8
# example: round(haversine_km(0, 0, 0, 30), 1) == 3335.8

def haversine_km(lat1, lon1, lat2, lon2):
    import math

    phi1 = math.radians(lat1)
    phi2 = math.radians(lat2)
    d_phi = math.radians(lat2 - lat1)
    d_lambda = math.radians(lon2 - lon1)
    a = math.sin(d_phi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(d_lambda / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(a))


# tests
assert haversine_km(10, 20, 10, 20) == 0
assert round(haversine_km(0, 0, 0, 90), 1) == 10007.5
assert round(haversine_km(0, 0, 0, 180), 1) == 20015.1
assert round(haversine_km(90, 0, -90, 0), 1) == 20015.1
assert round(haversine_km(51.5, -0.12, 48.85, 2.35), 1) == 343.1
assert round(haversine_km(0, 0, 1, 0), 1) == 111.2
assert round(haversine_km(0, 179, 0, -179), 1) == 222.4
assert round(haversine_km(40.7, -74.0, 34.05, -118.25), 1) == 3937.0
assert round(haversine_km(-33.87, 151.21, -37.81, 144.96), 1) == 713.4
