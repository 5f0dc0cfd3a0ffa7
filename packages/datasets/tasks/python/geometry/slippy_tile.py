# query: Convert a latitude/longitude in degrees to the (x, y) Web Mercator map tile that contains it at
#   a given zoom level (2**zoom tiles per side, tile (0, 0) at the north-west corner). Latitudes beyond
#   +/-85.0511 and longitudes outside -180..180 (including exactly +180) are clamped into the valid
#   tile range.
# entry_point: slippy_tile
# example: slippy_tile(0, 0, 1) == (1, 1)
# example: slippy_tile(51.5, -0.12, 10) == (511, 340)

def slippy_tile(lat, lon, zoom):
    import math

    limit = 85.0511
    lat = max(-limit, min(limit, lat))
    tiles = 2 ** zoom
    x = int((lon + 180.0) / 360.0 * tiles)
    radians = math.radians(lat)
    merc = math.log(math.tan(radians) + 1.0 / math.cos(radians))
    y = int((1.0 - merc / math.pi) / 2.0 * tiles)
    x = max(0, min(tiles - 1, x))
    return (x, y)


# tests
assert slippy_tile(0, 0, 0) == (0, 0)
assert slippy_tile(10, 10, 1) == (1, 0)
assert slippy_tile(-10, -10, 1) == (0, 1)
assert slippy_tile(40.7128, -74.006, 12) == (1205, 1540)
assert slippy_tile(-33.8688, 151.2093, 8) == (235, 153)
assert slippy_tile(89.9, 0, 3) == (4, 0)
assert slippy_tile(-89.9, 179.999, 3) == (7, 7)
assert slippy_tile(0, 180, 2) == (3, 2) and slippy_tile(0, -300, 2) == (0, 2)
assert slippy_tile(35.0, 139.0, 5) == (28, 12)
